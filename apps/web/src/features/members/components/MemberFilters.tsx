import { NativeSelect, SimpleGrid } from '@mantine/core';
import { MONTH_NAMES } from '@portal/domain';
import { BarangayFilter, SearchField } from '../../../components/ListFilters.tsx';

interface MemberFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  barangay: string;
  year: string;
  month: string;
  years: number[];
  onFilterChange: (key: 'barangay' | 'year' | 'month', value: string) => void;
}

/** Search by name, ID number or reference number, and the Barangay / Registration year / Registration month filters. */
export function MemberFilters({
  search,
  onSearchChange,
  barangay,
  year,
  month,
  years,
  onFilterChange,
}: MemberFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="lg" role="search">
      <SearchField value={search} onChange={onSearchChange} />
      <BarangayFilter value={barangay} onChange={(value) => onFilterChange('barangay', value)} />
      <NativeSelect
        label="Registration year"
        value={year}
        onChange={(event) => onFilterChange('year', event.currentTarget.value)}
        data={[
          { value: '', label: 'All years' },
          ...(year && !years.includes(Number(year)) ? [year] : []),
          ...years.map((y) => String(y)),
        ]}
      />
      <NativeSelect
        label="Registration month"
        value={month}
        onChange={(event) => onFilterChange('month', event.currentTarget.value)}
        data={[
          { value: '', label: 'All months' },
          ...MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name })),
        ]}
      />
    </SimpleGrid>
  );
}
