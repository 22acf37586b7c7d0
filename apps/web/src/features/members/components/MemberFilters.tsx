import { Button, Collapse, NativeSelect, SimpleGrid, Stack, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MONTH_NAMES } from '@portal/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
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

/**
 * Search by name, ID number or reference number, and the Barangay / Registration year / Registration
 * month filters. On a phone the three filters fold behind a "Filters" button (issue 23), so the members
 * start on the first screen; the button tells how many are set.
 */
export function MemberFilters({
  search,
  onSearchChange,
  barangay,
  year,
  month,
  years,
  onFilterChange,
}: MemberFiltersProps) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const [open, { toggle }] = useDisclosure(false);
  const set = [barangay, year, month].filter(Boolean).length;

  const filters = (
    <>
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
    </>
  );

  if (wide) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="lg" role="search">
        <SearchField value={search} onChange={onSearchChange} />
        {filters}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" mb="lg" role="search">
      <SearchField value={search} onChange={onSearchChange} />
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={open}
        aria-controls="member-filters"
        justify="flex-start"
      >
        {set > 0 ? `Filters (${set} set)` : 'Filters'}
      </Button>
      <Collapse expanded={open} id="member-filters">
        <Stack gap="sm">{filters}</Stack>
      </Collapse>
    </Stack>
  );
}
