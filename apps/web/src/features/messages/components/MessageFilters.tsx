import {
  messageListLabels as L,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KINDS,
  MESSAGE_STATUS_LABELS,
  messageKindLabel,
  OUTBOX_MESSAGE_CHANNELS,
  OUTBOX_MESSAGE_STATUSES,
} from '@portal/domain';
import { LogFilterBar, type LogFiltersProps } from '../../../components/ListFilters.tsx';
import type { MessageListFilters } from '../api/keys.ts';

type MessageFiltersProps = LogFiltersProps<MessageListFilters>;

const statusOptions = [
  { value: '', label: L.allStatuses },
  ...OUTBOX_MESSAGE_STATUSES.map((status) => ({ value: status, label: MESSAGE_STATUS_LABELS[status] })),
];
const channelOptions = [
  { value: '', label: L.allChannels },
  ...OUTBOX_MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: MESSAGE_CHANNEL_LABELS[channel] })),
];

/** Which status, channel, kind, member and days. */
export function MessageFilters(bar: MessageFiltersProps) {
  const { filters } = bar;
  // A kind in the URL that this version does not offer still shows (and can be cleared).
  const kinds =
    filters.kind && !MESSAGE_KINDS.includes(filters.kind) ? [...MESSAGE_KINDS, filters.kind] : MESSAGE_KINDS;
  const kindOptions = [
    { value: '', label: L.allKinds },
    ...kinds.map((kind) => ({ value: kind, label: messageKindLabel(kind) })),
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
