import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { messageListQuerySchema } from '@portal/domain';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useMe } from '../../lib/auth/me.ts';
import { useLogFilters } from '../../lib/hooks/use-log-filters.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { notifyOutcome } from '../../lib/notify-outcome.ts';
import { useMessages } from './api/get-messages.ts';
import { useMessageAction } from './api/message-action.ts';
import { MessageActionModal, type PendingMessageAction } from './components/MessageActionModal.tsx';
import { MessageFilters } from './components/MessageFilters.tsx';
import { MessagesTable } from './components/MessagesTable.tsx';
import { useMessageListLabels, useMessageListMessages } from './texts.ts';

const FILTERS = ['status', 'channel', 'kind', 'from', 'to'] as const;

/**
 * Messages (issue 25 item 6, head admins): every SMS and e-mail of the outbox, newest first, 50 a
 * page, filtered by status, channel, kind, member and days (kept in the URL); a failed message can be
 * sent again and a queued one cancelled, each asked first. Older pages are read by keyset: the pages
 * walked are kept in memory, so Newer steps back.
 */
export default function MessagesPage() {
  const M = useMessageListMessages();
  const L = useMessageListLabels();
  const { m, tr } = useTexts();
  const me = useMe();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const { filters, errors, valid, filtered, bar } = useLogFilters(FILTERS, messageListQuerySchema);

  // The cursors of the pages walked so far, for these filters only.
  const filterKey = JSON.stringify(filters);
  const [walk, setWalk] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = walk.key === filterKey ? walk.cursors : [];
  const cursor = cursors.at(-1) ?? '';
  const page = useMessages({ ...filters, cursor }, { enabled: valid && isHeadAdmin });
  const action = useMessageAction();
  const [pending, setPending] = useState<PendingMessageAction | null>(null);

  if (me.data && !isHeadAdmin) {
    return <HeadAdminOnly title={M.messagesTitle} message={M.messagesHeadAdminOnly} />;
  }

  const confirm = (chosen: PendingMessageAction) =>
    action.mutate(
      { id: chosen.message.id, action: chosen.action },
      notifyOutcome({ success: (answer) => tr(answer.message), settled: () => setPending(null) }),
    );

  const data = valid ? page.data : undefined;
  const pageNumber = cursors.length + 1;

  return (
    <>
      <PageHeader title={M.messagesTitle} description={M.messagesDescription} />
      <MessageFilters {...bar} />
      {!valid ? (
        <Alert color="red" variant="light" role="alert">
          {Object.values(errors)[0] ?? m('invalidInput')}
        </Alert>
      ) : page.isError && !data ? (
        isApiError(page.error) && page.error.status === 400 ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(page.error)}
          </Alert>
        ) : (
          <RetryAlert onRetry={() => page.refetch()} />
        )
      ) : !data ? (
        <Stack gap="xs" role="status" aria-label={M.loadingMessages}>
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : data.messages.length === 0 && pageNumber === 1 ? (
        <EmptyState
          icon={IconMail}
          text={filtered ? M.noMatchingMessages : M.noMessages}
          hint={filtered ? M.noMatchingHint : M.noMessagesHint}
        />
      ) : (
        <>
          <MessagesTable messages={data.messages} caption={L.tableCaption} showMember onAction={setPending} />
          <Group justify="center" gap="sm" mt="lg" component="nav" aria-label={L.pagesNav}>
            <Button
              variant="default"
              leftSection={<IconChevronsLeft size={16} aria-hidden />}
              disabled={pageNumber === 1}
              onClick={() => setWalk({ key: filterKey, cursors: [] })}
            >
              {M.firstMessages}
            </Button>
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={pageNumber === 1}
              onClick={() => setWalk({ key: filterKey, cursors: cursors.slice(0, -1) })}
            >
              {M.newerMessages}
            </Button>
            <Text size="sm" aria-live="polite">
              {L.pageOf(pageNumber)}
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              disabled={!data.nextCursor || page.isPlaceholderData}
              onClick={() =>
                data.nextCursor && setWalk({ key: filterKey, cursors: [...cursors, data.nextCursor] })
              }
            >
              {M.olderMessages}
            </Button>
          </Group>
        </>
      )}
      <Text className="visually-hidden" aria-live="polite">
        {page.isFetching ? M.loadingMessages : ''}
      </Text>
      <MessageActionModal
        pending={pending}
        loading={action.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
