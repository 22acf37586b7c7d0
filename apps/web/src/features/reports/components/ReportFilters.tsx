import { Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import {
  MONTH_NAMES,
  REPORT_SORT_LABELS,
  REPORT_SORTS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportSort,
} from '@portal/domain';
import { BarangayFilter, ClearFiltersButton, SearchField } from '../../../components/ListFilters.tsx';
import { today } from '../../../lib/dates.ts';
import type { ReportUrlFilters as Filters } from '../api/keys.ts';

/** Registration years offered: this year and the ten before it. */
function yearOptions() {
  const thisYear = Number(today().slice(0, 4));
  return [
    { value: '', label: 'Any year' },
    ...Array.from({ length: 11 }, (_, i) => String(thisYear - i)).map((year) => ({
      value: year,
      label: year,
    })),
  ];
}

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...REPORT_STATUSES.map((s) => ({ value: s, label: REPORT_STATUS_LABELS[s] })),
];
const monthOptions = [
  { value: '', label: 'Any month' },
  ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })),
];
const sortOptions = REPORT_SORTS.map((sort) => ({ value: sort, label: REPORT_SORT_LABELS[sort] }));

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
  return (
    <Stack gap="sm" mb="lg" role="search" aria-label="Filter the member reports" className="report-no-print">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <SearchField value={typedSearch} onChange={onSearchChange} />
        <BarangayFilter value={filters.barangay} onChange={(value) => onChange('barangay', value)} />
        <NativeSelect
          label="Status"
          value={filters.status}
          onChange={(event) => onChange('status', event.currentTarget.value)}
          data={statusOptions}
        />
        <NativeSelect
          label="Registration year"
          value={filters.year}
          onChange={(event) => onChange('year', event.currentTarget.value)}
          data={yearOptions()}
        />
        <NativeSelect
          label="Registration month"
          value={filters.month}
          onChange={(event) => onChange('month', event.currentTarget.value)}
          data={monthOptions}
        />
        <NativeSelect
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onSortChange(event.currentTarget.value as ReportSort)}
          data={sortOptions}
        />
      </SimpleGrid>
      {filtered ? (
        <Group>
          <ClearFiltersButton onClick={onClear}>Clear filters</ClearFiltersButton>
        </Group>
      ) : null}
    </Stack>
  );
}
