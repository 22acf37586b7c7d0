import { type ClaimsReport, formatPesos } from '@portal/domain';
import { IconCash, IconReceipt, IconUsers } from '@tabler/icons-react';
import { type Figure, FigureGrid } from '../../../components/FigureGrid.tsx';
import { type ClaimsReportTexts, useClaimsReportTexts } from '../texts.ts';

const figures = ({ t, locale }: ClaimsReportTexts): Figure<ClaimsReport>[] => [
  {
    label: t('figures.totalAmount'),
    value: (r) => formatPesos(r.totals.amountCentavos),
    icon: IconCash,
    color: 'grape',
  },
  {
    label: t('figures.claims'),
    value: (r) => r.totals.claimsCount.toLocaleString(locale),
    icon: IconReceipt,
    color: 'blue',
  },
  {
    label: t('figures.membersServed'),
    value: (r) => r.totals.membersServed.toLocaleString(locale),
    icon: IconUsers,
    color: 'teal',
  },
];

/** The grand totals of the set: amount, claims and distinct members; while they load, their outlines. */
export function ClaimsFigures({ report }: { report: ClaimsReport | undefined }) {
  const texts = useClaimsReportTexts();
  return <FigureGrid figures={figures(texts)} data={report} cols={{ base: 1, xs: 3 }} phoneSize={20} />;
}
