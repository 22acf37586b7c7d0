import { Badge } from '@mantine/core';
import { REPORT_STATUS_LABELS, type ReportStatus } from '@portal/domain';

/** Each report status's colour: the same on the cards, the statistics and the table. */
export const STATUS_COLORS: Record<ReportStatus, string> = {
  Active: 'teal',
  'High Claims': 'orange',
  'No Claims': 'gray',
  Expired: 'red',
};

/** A member's report status (spec 4) as a badge, by its claims-state name. */
export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {REPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
