import { Badge } from '@mantine/core';
import { type ClaimView, formatPesos } from '@portal/domain';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { formatDate } from '../../../lib/dates.ts';

interface ClaimsTableProps {
  claims: ClaimView[];
  caption: string;
  /** Earlier years show the membership year of each claim. */
  withMembershipYear?: boolean;
}

const serviceText = (c: ClaimView) =>
  c.specificProcedure ? `${c.serviceType} (${c.specificProcedure})` : c.serviceType;

const columns = (withMembershipYear: boolean): ListColumn<ClaimView>[] => [
  { key: 'service', label: 'Service', cell: serviceText },
  { key: 'institution', label: 'Institution', cell: (c) => c.institution },
  { key: 'amount', label: 'Amount', cell: (c) => formatPesos(c.amountCentavos), nowrap: true },
  { key: 'date', label: 'Date', cell: (c) => formatDate(c.date), nowrap: true },
  { key: 'use', label: 'Beneficiary use', cell: (c) => c.beneficiaryUse },
  { key: 'beneficiary', label: 'Beneficiary', cell: (c) => c.beneficiaryName ?? '—' },
  ...(withMembershipYear
    ? [
        {
          key: 'year',
          label: 'Membership year',
          cell: (c: ClaimView) => c.membershipYear || 'N/A',
          nowrap: true,
        },
      ]
    : []),
  {
    key: 'tag',
    label: 'Tag',
    nowrap: true,
    cell: (c) => (
      <Badge color={c.tag === 'Current' ? 'teal' : 'gray'} variant="light">
        {c.tag}
      </Badge>
    ),
  },
];

/** Service, Institution, Amount, Date, Beneficiary use, Beneficiary, [Membership year], Tag. */
export function ClaimsTable({ claims, caption, withMembershipYear = false }: ClaimsTableProps) {
  return (
    <ResponsiveTable
      caption={caption}
      rows={claims}
      rowKey={(c) => c.id}
      columns={columns(withMembershipYear)}
      minWidth={820}
      verticalSpacing="xs"
    />
  );
}
