import { Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { REPORT_SORTS, REPORT_STATUSES, type ReportSort } from '@portal/domain';
import { BarangayFilter, ClearFiltersButton, SearchField } from '../../../components/ListFilters.tsx';
import { today } from '../../../lib/dates.ts';
import type { ReportUrlFilters as Filters } from '../api/keys.ts';
import { monthName, type ReportsTexts, STATUS_KEYS, sortLabel, useReportsTexts } from '../texts.ts';

/** Registration years offered: this year and the ten before it. */
function yearOptions(t: ReportsTexts['t']) {
  const thisYear = Number(today().slice(0, 4));
  return [
    { value: '', label: t('filters.anyYear') },
    ...Array.from({ length: 11 }, (_, i) => String(thisYear - i)).map((year) => ({
      value: year,
      label: year,
    })),
  ];
}

const statusOptions = (t: ReportsTexts['t']) => [
  { value: '', label: t('filters.allStatuses') },
  ...REPORT_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
];
const monthOptions = ({ t, locale }: ReportsTexts) => [
  { value: '', label: t('filters.anyMonth') },
  ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1, locale) })),
];
const sortOptions = (t: ReportsTexts['t']) =>
  REPORT_SORTS.map((sort) => ({ value: sort, label: sortLabel(t, sort) }));

interface ReportFiltersProps {
  filters: Filters;
  typedSearch: string;
  onSearchChange: (search: string) => void;
  onChange: (key: 'barangay' | 'status' | 'year' | 'month', value: string) => void;
  onSortChange: (sort: ReportSort) => void;
  onClear: () => void;
  filtered: boolean;
}

/** The report's filters (DECISIONS 27): search, barangay, status, registration year and month; and the sort. */
export function ReportFilters({
  filters,
  typedSearch,
  onSearchChange,
  onChange,
  onSortChange,
  onClear,
  filtered,
}: ReportFiltersProps) {
  const texts = useReportsTexts();
  const { t } = texts;
  return (
    <Stack gap="sm" mb="lg" role="search" aria-label={t('filters.label')} className="report-no-print">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <SearchField value={typedSearch} onChange={onSearchChange} />
        <BarangayFilter value={filters.barangay} onChange={(value) => onChange('barangay', value)} />
        <NativeSelect
          label={t('filters.status')}
          value={filters.status}
          onChange={(event) => onChange('status', event.currentTarget.value)}
          data={statusOptions(t)}
        />
        <NativeSelect
          label={t('filters.year')}
          value={filters.year}
          onChange={(event) => onChange('year', event.currentTarget.value)}
          data={yearOptions(t)}
        />
        <NativeSelect
          label={t('filters.month')}
          value={filters.month}
          onChange={(event) => onChange('month', event.currentTarget.value)}
          data={monthOptions(texts)}
        />
        <NativeSelect
          label={t('filters.sort')}
          value={filters.sort}
          onChange={(event) => onSortChange(event.currentTarget.value as ReportSort)}
          data={sortOptions(t)}
        />
      </SimpleGrid>
      {filtered ? (
        <Group>
          <ClearFiltersButton onClick={onClear}>{t('filters.clear')}</ClearFiltersButton>
        </Group>
      ) : null}
    </Stack>
  );
}
