import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import { useRef } from 'react';
import { SessionsTable } from '../../../components/SessionsTable.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminSessions } from '../api/admin-sessions.ts';
import { splitAround, useAdminsTexts } from '../texts.ts';
import { fullName } from './format.ts';

interface EndSessionsModalProps {
  admin: AdminProfile | null;
  loading: boolean;
  onConfirm: (admin: AdminProfile) => void;
  onCancel: () => void;
}

/**
 * A head admin signs an administrator out everywhere (issue 27 item 2): where they are signed in,
 * then End all sessions. Their browsers are signed out at their next request; they may sign in again.
 */
export function EndSessionsModal({ admin, loading, onConfirm, onCancel }: EndSessionsModalProps) {
  const sessions = useAdminSessions(admin?.id ?? null);
  const { t } = useAdminsTexts();
  // The dialog keeps its administrator while it closes (its transition).
  const last = useRef<AdminProfile | null>(null);
  if (admin) last.current = admin;
  const shown = admin ?? last.current;
  const list = sessions.data?.sessions;
  const [before, after] = splitAround((name) => t('endSessions.body', { name, email: shown?.email ?? '' }));
  return (
    <Modal
      opened={admin !== null}
      onClose={onCancel}
      title={t('endSessions.title')}
      centered
      size="xl"
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
    >
      {shown ? (
        <Stack gap="md">
          <Text>
            {before}
            <strong>{fullName(shown)}</strong>
            {after}
          </Text>
          {sessions.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(sessions.error)}
            </Alert>
          ) : (
            <SessionsTable
              caption={t('endSessions.caption', { name: fullName(shown) })}
              sessions={list}
              emptyText={t('endSessions.empty')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('confirm.cancel')}
            </Button>
            <Button
              color="red"
              loading={loading}
              disabled={list?.length === 0}
              onClick={() => admin && onConfirm(admin)}
            >
              {t('endSessions.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
