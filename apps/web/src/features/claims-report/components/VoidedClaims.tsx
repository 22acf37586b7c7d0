import { Text } from '@mantine/core';
import { type ClaimsReport, formatPesos } from '@portal/domain';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { type ClaimsReportTexts, useClaimsReportTexts } from '../texts.ts';

type Voided = ClaimsReport['voided']['claims'][number];

const columns = ({ t, locale }: ClaimsReportTexts): ListColumn<Voided>[] => [
  {
    key: 'date',
    label: t('voided.serviceDate'),
    cell: (v) => formatDate(v.serviceDate, locale),
    nowrap: true,
  },
  { key: 'member', label: t('voided.member'), cell: (v) => `${v.memberName} (${v.referenceNumber})` },
  { key: 'service', label: t('voided.service'), cell: (v) => v.serviceType },
  { key: 'institution', label: t('voided.institution'), cell: (v) => v.institution },
  {
    key: 'amount',
    label: t('voided.amount'),
    cell: (v) => formatPesos(v.amountCentavos),
    nowrap: true,
    align: 'right',
  },
  {
    key: 'voided',
    label: t('voided.voided'),
    cell: (v) =>
      `${v.voidedByName ?? t('voided.formerAdmin')}, ${formatDateTime(v.voidedAt, locale)}: ${v.reason}`,
  },
];

/**
 * DECISIONS 55: the voided claims of the range and filters, apart from the totals (which leave them
 * out), so an audit sees what was taken back and why.
 */
export function VoidedClaims({ voided }: { voided: ClaimsReport['voided'] }) {
  const texts = useClaimsReportTexts();
  const { t } = texts;
  if (voided.claimsCount === 0) return null;
  const shown = voided.claims.length;
  return (
    <SectionCard
      id="claims-voided"
      title={t('voided.title')}
      description={t('voided.description', {
        number: voided.claimsCount,
        amount: formatPesos(voided.amountCentavos),
      })}
    >
      <ResponsiveTable
        caption={t('voided.caption')}
        rows={voided.claims}
        rowKey={(v) => v.id}
        columns={columns(texts)}
        minWidth={760}
      />
      {shown < voided.claimsCount ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('voided.mostRecent', { shown })}
        </Text>
      ) : null}
    </SectionCard>
  );
}
