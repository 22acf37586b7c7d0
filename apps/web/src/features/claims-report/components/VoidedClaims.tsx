import { Text } from '@mantine/core';
import { type ClaimsReport, formatPesos } from '@portal/domain';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

type Voided = ClaimsReport['voided']['claims'][number];

const columns: ListColumn<Voided>[] = [
  { key: 'date', label: 'Service date', cell: (v) => formatDate(v.serviceDate), nowrap: true },
  { key: 'member', label: 'Member', cell: (v) => `${v.memberName} (${v.referenceNumber})` },
  { key: 'service', label: 'Service', cell: (v) => v.serviceType },
  { key: 'institution', label: 'Institution', cell: (v) => v.institution },
  {
    key: 'amount',
    label: 'Amount',
    cell: (v) => formatPesos(v.amountCentavos),
    nowrap: true,
    align: 'right',
  },
  {
    key: 'voided',
    label: 'Voided',
    cell: (v) => `${v.voidedByName ?? 'A former administrator'}, ${formatDateTime(v.voidedAt)}: ${v.reason}`,
  },
];

/**
 * DECISIONS 55: the voided claims of the range and filters, apart from the totals (which leave them
 * out), so an audit sees what was taken back and why.
 */
export function VoidedClaims({ voided }: { voided: ClaimsReport['voided'] }) {
  if (voided.claimsCount === 0) return null;
  const shown = voided.claims.length;
  return (
    <SectionCard
      id="claims-voided"
      title="Voided claims (not counted)"
      description={`${voided.claimsCount} voided, ${formatPesos(voided.amountCentavos)} in all; left out of every figure above.`}
    >
      <ResponsiveTable
        caption="Voided claims"
        rows={voided.claims}
        rowKey={(v) => v.id}
        columns={columns}
        minWidth={760}
      />
      {shown < voided.claimsCount ? (
        <Text size="sm" c="dimmed" mt="xs">
          The {shown} most recent are listed.
        </Text>
      ) : null}
    </SectionCard>
  );
}
