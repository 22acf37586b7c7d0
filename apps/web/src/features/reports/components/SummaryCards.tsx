import { formatPesos, type ReportSummary } from '@portal/domain';
import { IconCash, IconUserCheck, IconUsers, IconUserX } from '@tabler/icons-react';
import { type Figure, FigureGrid } from '../../../components/FigureGrid.tsx';
import { type ReportsTexts, useReportsTexts } from '../texts.ts';

/** DECISIONS 28's four cards. */
const cards = ({ t, locale }: ReportsTexts): Figure<ReportSummary>[] => [
  {
    label: t('cards.totalMembers'),
    value: (s) => s.cards.totalMembers.toLocaleString(locale),
    icon: IconUsers,
    color: 'blue',
  },
  {
    label: t('cards.activeMembers'),
    value: (s) => s.cards.activeMembers.toLocaleString(locale),
    icon: IconUserCheck,
    color: 'teal',
  },
  {
    label: t('cards.expiredMembers'),
    value: (s) => s.cards.expiredMembers.toLocaleString(locale),
    icon: IconUserX,
    color: 'red',
  },
  {
    label: t('cards.totalClaimed'),
    value: (s) => formatPesos(s.cards.totalClaimedCentavos),
    icon: IconCash,
    color: 'grape',
  },
];

/** The four summary cards of the filtered set; while they load, their outlines. */
export function SummaryCards({ summary }: { summary: ReportSummary | undefined }) {
  const texts = useReportsTexts();
  return (
    <FigureGrid
      figures={cards(texts)}
      data={summary}
      cols={{ base: 2, md: 4 }}
      phoneSize={18}
      cardClassName="report-card"
    />
  );
}
