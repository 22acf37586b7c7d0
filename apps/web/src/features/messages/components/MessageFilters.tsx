import {
  MESSAGE_KINDS,
  messageKindLabel,
  OUTBOX_MESSAGE_CHANNELS,
  OUTBOX_MESSAGE_STATUSES,
} from '@portal/domain';
import { LogFilterBar, type LogFiltersProps } from '../../../components/ListFilters.tsx';
import type { MessageListFilters } from '../api/keys.ts';
import { useMessageListLabels, useMessageWords } from '../texts.ts';

type MessageFiltersProps = LogFiltersProps<MessageListFilters>;

/** Which status, channel, kind, member and days. */
export function MessageFilters(bar: MessageFiltersProps) {
  const { filters } = bar;
  const L = useMessageListLabels();
  const words = useMessageWords();
  const statusOptions = [
    { value: '', label: L.allStatuses },
    ...OUTBOX_MESSAGE_STATUSES.map((status) => ({ value: status, label: words.status[status] })),
  ];
  const channelOptions = [
    { value: '', label: L.allChannels },
    ...OUTBOX_MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: words.channel[channel] })),
  ];
  // A kind in the URL that this version does not offer still shows (and can be cleared).
  const kinds =
    filters.kind && !MESSAGE_KINDS.includes(filters.kind) ? [...MESSAGE_KINDS, filters.kind] : MESSAGE_KINDS;
  const kindOptions = [
    { value: '', label: L.allKinds },
    ...kinds.map((kind) => ({ value: kind, label: words.kind(kind, messageKindLabel(kind)) })),
  ];
  return (
    <LogFilterBar
      {...bar}
      label={L.filterRegion}
      clearLabel={L.clearFilters}
      memberLabel={L.member}
      memberPlaceholder={L.memberPlaceholder}
      fromLabel={L.from}
      toLabel={L.to}
      memberSpan={{ base: 24, sm: 12, lg: 5 }}
      datesSpan={{ base: 24, sm: 12, lg: 7 }}
      selects={[
        { name: 'status', label: L.status, data: statusOptions, span: { base: 12, sm: 8, lg: 4 } },
        { name: 'channel', label: L.channel, data: channelOptions, span: { base: 12, sm: 8, lg: 3 } },
        { name: 'kind', label: L.kind, data: kindOptions, span: { base: 24, sm: 8, lg: 5 } },
      ]}
    />
  );
}
