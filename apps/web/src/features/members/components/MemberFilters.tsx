import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MONTH_NAMES, place } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';

interface MemberFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  barangay: string;
  year: string;
  month: string;
  years: number[];
  onFilterChange: (key: 'barangay' | 'year' | 'month', value: string) => void;
}

/** Search by name or ID number, and the Barangay / Registration year / Registration month filters. */
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
      <TextInput
        label="Search"
        placeholder="Search by name or ID number"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      <NativeSelect
        label="Barangay"
        value={barangay}
        onChange={(event) => onFilterChange('barangay', event.currentTarget.value)}
        data={[
          { value: '', label: 'All barangays' },
          ...place.barangays.map((b) => ({ value: b, label: b })),
        ]}
      />
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
