import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { MessageView } from '@portal/domain';
import { IconSend, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useMessageListLabels, useMessageWords } from '../texts.ts';
import type { PendingMessageAction } from './MessageActionModal.tsx';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';

interface MessagesTableProps {
  messages: MessageView[];
  caption: string;
  /** The member column (the Messages page); the profile's section leaves it out. */
  showMember?: boolean;
  /** Head admins: Send again / Cancel, asked first by the caller. */
  onAction?: (pending: PendingMessageAction) => void;
}

const small = { size: 'sm' as const, style: { overflowWrap: 'anywhere' as const } };

function Written({ message }: { message: MessageView }) {
  const { locale } = useTexts();
  return (
    <Text component="time" dateTime={message.createdAt} size="sm">
      {formatDateTime(message.createdAt, locale)}
    </Text>
  );
}

function Member({ message }: { message: MessageView }) {
  const L = useMessageListLabels();
  if (!message.memberId || !message.memberRef) {
    return (
      <Text size="sm" c="dimmed">
        {L.accountMail}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={`/admin/member/${message.memberId}`}
        size="sm"
        aria-label={L.viewMember(message.memberRef)}
        style={{ overflowWrap: 'anywhere' }}
      >
        {message.memberName}
      </Anchor>
      <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {message.memberRef}
      </Text>
    </Stack>
  );
}

function Content({ message }: { message: MessageView }) {
  const words = useMessageWords();
  return (
    <Stack gap={2}>
      <Text {...small} fw={500}>
        {words.kind(message.kind, message.kindLabel)}
      </Text>
      <Text {...small} c="dimmed">
        {words.channel[message.channel]} · {message.recipient}
      </Text>
      {message.text ? (
        <Text size="xs" c="dimmed" lineClamp={2} title={message.text} style={{ overflowWrap: 'anywhere' }}>
          {message.subject ? `${message.subject}: ` : ''}
          {message.text}
        </Text>
      ) : null}
    </Stack>
  );
}

function Status({ message }: { message: MessageView }) {
  const L = useMessageListLabels();
  return (
    <Stack gap={2} align="flex-start">
      <MessageStatusBadge status={message.status} />
      <Text size="xs" c="dimmed">
        {L.attempts(message.attempts)}
      </Text>
    </Stack>
  );
}

function Answer({ message }: { message: MessageView }) {
  const L = useMessageListLabels();
  const { locale, tr } = useTexts();
  const lines = [
    message.lastAttemptAt ? L.lastAttempt(formatDateTime(message.lastAttemptAt, locale)) : null,
    message.nextAttemptAt && message.attempts > 0
      ? L.nextAttempt(formatDateTime(message.nextAttemptAt, locale))
      : null,
    message.providerMessageId ? L.providerId(message.providerMessageId) : null,
  ].filter((line): line is string => line !== null);
  if (!message.lastError && lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {message.lastError ? <Text {...small}>{tr(message.lastError)}</Text> : null}
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function Actions({
  message,
  onAction,
}: {
  message: MessageView;
  onAction: (p: PendingMessageAction) => void;
}) {
  const L = useMessageListLabels();
  const words = useMessageWords();
  if (!message.canRetry && !message.canCancel) return null;
  const kind = words.kind(message.kind, message.kindLabel);
  return (
    <Group gap="xs" wrap="nowrap">
      {message.canRetry ? (
        <RowButton
          icon={IconSend}
          label={L.retryFor(kind, message.recipient)}
          onClick={() => onAction({ action: 'retry', message })}
        >
          {L.retryShort}
        </RowButton>
      ) : null}
      {message.canCancel ? (
        <RowButton
          icon={IconX}
          label={L.cancelFor(kind, message.recipient)}
          color="red"
          onClick={() => onAction({ action: 'cancel', message })}
        >
          {L.cancelShort}
        </RowButton>
      ) : null}
    </Group>
  );
}

/** Messages as a table from `sm` up, as cards on a phone: when, who, what, status, the answer, sent. */
export function MessagesTable({ messages, caption, showMember = false, onAction }: MessagesTableProps) {
  const L = useMessageListLabels();
  const words = useMessageWords();
  const { locale } = useTexts();
  const columns: ListColumn<MessageView>[] = [
    { key: 'written', label: L.written, cell: (m) => <Written message={m} /> },
    ...(showMember
      ? [{ key: 'member', label: L.member, cell: (m: MessageView) => <Member message={m} /> }]
      : []),
    { key: 'message', label: L.message, cell: (m) => <Content message={m} /> },
    { key: 'status', label: L.status, cell: (m) => <Status message={m} />, nowrap: true },
    { key: 'answer', label: L.answer, cell: (m) => <Answer message={m} /> },
    {
      key: 'sent',
      label: L.sent,
      cell: (m) => (
        <Text size="sm" c={m.sentAt ? undefined : 'dimmed'}>
          {m.sentAt ? formatDateTime(m.sentAt, locale) : L.notSent}
        </Text>
      ),
    },
    ...(onAction
      ? [
          {
            key: 'actions',
            label: L.actions,
            labelHidden: true,
            cell: (m: MessageView) => <Actions message={m} onAction={onAction} />,
          },
        ]
      : []),
  ];
  return (
    <ResponsiveTable
      caption={caption}
      rows={messages}
      rowKey={(m) => m.id}
      columns={columns}
      cardTitle={(m) => {
        const kind = words.kind(m.kind, m.kindLabel);
        return showMember && m.memberName ? `${kind} · ${m.memberName}` : kind;
      }}
      framed
      verticalSpacing="xs"
      // Seven columns want a wide screen: cards below md (the admin menu takes 260 px beside them), and the
      // table scrolls inside its frame rather than the page when narrower than it needs.
      breakpoint={showMember ? 'md' : 'sm'}
      minWidth={showMember ? 900 : undefined}
    />
  );
}
