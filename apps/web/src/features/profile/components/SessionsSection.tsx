import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SessionView } from '@portal/domain';
import { IconLogout } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SessionsTable } from '../../../components/SessionsTable.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useEndSessions, useMySessions } from '../api/sessions.ts';
import { splitAround, useProfileTexts } from '../texts.ts';

/** What the confirmation asks about: one other session, or every other one. */
type Ending = { kind: 'one'; session: SessionView } | { kind: 'others'; count: number };

const where = (session: SessionView) =>
  session.ipAddress ? `${session.browser} (${session.ipAddress})` : session.browser;

/** A text with one value in bold. */
function Emphasised({ parts: [before, after], value }: { parts: [string, string]; value: string }) {
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}

/**
 * Where you are signed in (issue 27 item 2, DECISIONS 45): every session of one's own, this browser
 * first; End session on any other one, or Sign out everywhere else. Either asks first; the browsers
 * ended are signed out at their next request.
 */
export function SessionsSection() {
  const sessions = useMySessions();
  const { t, tr } = useProfileTexts();
  const end = useEndSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  // The modal keeps what it asked while it closes (its transition), not the other question's words.
  const asked = useRef<Ending | null>(null);
  if (ending) asked.current = ending;
  const shown = ending ?? asked.current;
  const [result, setResult] = useState<FormAlertState | null>(null);
  const list = sessions.data?.sessions;
  const others = list?.filter((session) => !session.current).length ?? 0;

  const confirm = (what: Ending) => {
    end.mutate(what.kind === 'one' ? what.session.id : null, {
      onSuccess: (answer) => setResult({ kind: 'success', message: tr(answer.message) }),
      onError: (error) => {
        if (!isSessionEnded(error)) setResult({ kind: 'error', message: errorMessage(error) });
      },
      onSettled: () => setEnding(null),
    });
  };

  return (
    <SectionCard
      id="sessions-heading"
      title={t('sessions.title')}
      description={t('sessions.description')}
      actions={
        others > 0 ? (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => {
              setResult(null);
              setEnding({ kind: 'others', count: others });
            }}
          >
            {t('sessions.signOutOthers')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        {sessions.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(sessions.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => sessions.refetch()}>
                {t('page.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <SessionsTable
            caption={t('sessions.caption')}
            sessions={list}
            emptyText={t('sessions.empty')}
            actions={(session) =>
              session.current ? null : (
                <Button
                  size="xs"
                  variant="outline"
                  color="red"
                  aria-label={t('sessions.endSessionOn', { browser: where(session) })}
                  onClick={() => {
                    setResult(null);
                    setEnding({ kind: 'one', session });
                  }}
                >
                  {t('sessions.endSession')}
                </Button>
              )
            }
          />
        )}
        <FormAlert state={result} />
      </Stack>

      <Modal
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={shown?.kind === 'one' ? t('sessions.endOneTitle') : t('sessions.endOthersTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('secondStep.close') }}
      >
        {shown ? (
          <>
            <Text>
              {shown.kind === 'one' ? (
                <Emphasised
                  parts={splitAround((browser) => t('sessions.endOneBody', { browser }))}
                  value={where(shown.session)}
                />
              ) : (
                t('sessions.endOthersBody', { count: shown.count })
              )}
            </Text>
            <Group justify="flex-end" mt="lg" gap="sm">
              <Button variant="default" onClick={() => setEnding(null)} data-autofocus>
                {t('sessions.cancel')}
              </Button>
              <Button color="red" loading={end.isPending} onClick={() => confirm(shown)}>
                {shown.kind === 'one' ? t('sessions.endSession') : t('sessions.signOutOthers')}
              </Button>
            </Group>
          </>
        ) : null}
      </Modal>
    </SectionCard>
  );
}
