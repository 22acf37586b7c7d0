import { Badge } from '@mantine/core';
import type { OutboxMessageStatus } from '@portal/domain';
import { useMessageWords } from '../texts.ts';

const COLORS: Record<OutboxMessageStatus, string> = {
  queued: 'blue',
  sending: 'violet',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** A message's status in words, in its colour (the word carries it; the colour only helps). */
export function MessageStatusBadge({ status }: { status: OutboxMessageStatus }) {
  const words = useMessageWords();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" style={{ textTransform: 'none' }}>
      {words.status[status]}
    </Badge>
  );
}
