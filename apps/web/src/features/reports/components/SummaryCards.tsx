import { formatPesos, type ReportSummary } from '@portal/domain';
import { IconCash, IconUserCheck, IconUsers, IconUserX } from '@tabler/icons-react';
import { type Figure, FigureGrid } from '../../../components/FigureGrid.tsx';

const count = (n: number) => n.toLocaleString('en-PH');

/** DECISIONS 28's four cards. */
const CARDS: Figure<ReportSummary>[] = [
  { label: 'Total Members', value: (s) => count(s.cards.totalMembers), icon: IconUsers, color: 'blue' },
  { label: 'Active Members', value: (s) => count(s.cards.activeMembers), icon: IconUserCheck, color: 'teal' },
  { label: 'Expired Members', value: (s) => count(s.cards.expiredMembers), icon: IconUserX, color: 'red' },
  {
    label: 'Total Claimed',
    value: (s) => formatPesos(s.cards.totalClaimedCentavos),
    icon: IconCash,
    color: 'grape',
  },
];

/** The four summary cards of the filtered set; while they load, their outlines. */
export function SummaryCards({ summary }: { summary: ReportSummary | undefined }) {
  return (
    <FigureGrid
      figures={CARDS}
      data={summary}
      cols={{ base: 2, md: 4 }}
      phoneSize={18}
      cardClassName="report-card"
    />
  );
}
