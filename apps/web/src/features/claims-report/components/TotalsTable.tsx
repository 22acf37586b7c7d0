import { Text } from '@mantine/core';
import { formatPesos } from '@portal/domain';
import type { ReactNode } from 'react';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useClaimsReportTexts } from '../texts.ts';

export interface TotalsRow {
  claimsCount: number;
  amountCentavos: number;
}

interface TotalsTableProps<T extends TotalsRow> {
  /** The section's heading id. */
  id: string;
  title: string;
  /** The first column's header. */
  label: string;
  /** What a row is the total of (a service, an institution …): its key, and the first column's text. */
  name: (row: T) => string;
  /** The first column's cell when it is not the name as it is (e.g. a date written out). */
  cell?: (row: T) => ReactNode;
  /** Columns between the first and the figures (e.g. the service's category). */
  extra?: ListColumn<T>[];
  rows: T[];
  /** The set's amount: each row's share of it. */
  totalCentavos: number;
}

const share = (part: number, whole: number, locale: string) =>
  whole > 0 ? `${((part / whole) * 100).toLocaleString(locale, { maximumFractionDigits: 1 })} %` : '—';

/** One block of totals: a table from `xs` up, stacked cards on a phone; claims, amount and share. */
export function TotalsTable<T extends TotalsRow>({
  id,
  title,
  label,
  name,
  cell = name,
  extra = [],
  rows,
  totalCentavos,
}: TotalsTableProps<T>) {
  const { t, locale } = useClaimsReportTexts();
  const columns: ListColumn<T>[] = [
    { key: 'name', label, cell },
    ...extra,
    {
      key: 'claims',
      label: t('totals.claims'),
      cell: (row) => row.claimsCount.toLocaleString(locale),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'amount',
      label: t('totals.amount'),
      cell: (row) => formatPesos(row.amountCentavos),
      align: 'right',
      nowrap: true,
    },
    {
      key: 'share',
      label: t('totals.share'),
      cell: (row) => share(row.amountCentavos, totalCentavos, locale),
      align: 'right',
      nowrap: true,
    },
  ];
  return (
    <SectionCard id={id} title={title}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('totals.none')}
        </Text>
      ) : (
        <ResponsiveTable
          caption={title}
          rows={rows}
          rowKey={name}
          columns={columns}
          breakpoint="xs"
          verticalSpacing="xs"
        />
      )}
    </SectionCard>
  );
}
