import { Badge } from '@mantine/core';
import { MESSAGE_STATUS_LABELS, type OutboxMessageStatus } from '@portal/domain';

const COLORS: Record<OutboxMessageStatus, string> = {
  queued: 'blue',
  sending: 'violet',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** A message's status in words, in its colour (the word carries it; the colour only helps). */
export function MessageStatusBadge({ status }: { status: OutboxMessageStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" style={{ textTransform: 'none' }}>
      {MESSAGE_STATUS_LABELS[status]}
    </Badge>
  );
}
