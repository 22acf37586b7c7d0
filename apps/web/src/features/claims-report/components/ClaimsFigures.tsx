import { type ClaimsReport, formatPesos } from '@portal/domain';
import { IconCash, IconReceipt, IconUsers } from '@tabler/icons-react';
import { type Figure, FigureGrid } from '../../../components/FigureGrid.tsx';

const count = (n: number) => n.toLocaleString('en-PH');

const FIGURES: Figure<ClaimsReport>[] = [
  {
    label: 'Total amount',
    value: (r) => formatPesos(r.totals.amountCentavos),
    icon: IconCash,
    color: 'grape',
  },
  { label: 'Claims', value: (r) => count(r.totals.claimsCount), icon: IconReceipt, color: 'blue' },
  { label: 'Members served', value: (r) => count(r.totals.membersServed), icon: IconUsers, color: 'teal' },
];

/** The grand totals of the set: amount, claims and distinct members; while they load, their outlines. */
export function ClaimsFigures({ report }: { report: ClaimsReport | undefined }) {
  return <FigureGrid figures={FIGURES} data={report} cols={{ base: 1, xs: 3 }} phoneSize={20} />;
}
