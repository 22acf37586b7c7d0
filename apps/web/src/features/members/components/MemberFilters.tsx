import { Button, Collapse, NativeSelect, SimpleGrid, Stack, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MONTH_NAMES } from '@portal/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { BarangayFilter, SearchField } from '../../../components/ListFilters.tsx';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

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
  const { t, locale, language } = useMemberTexts();
  const theme = useMantineTheme();
  // The month names as the language writes them (English: the domain's names).
  const monthNames =
    language === 'en'
      ? MONTH_NAMES
      : MONTH_NAMES.map((_, index) =>
          new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
            Date.UTC(2000, index, 1),
          ),
        );
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const [open, { toggle }] = useDisclosure(false);
  const set = [barangay, year, month].filter(Boolean).length;

  const filters = (
    <>
      <BarangayFilter value={barangay} onChange={(value) => onFilterChange('barangay', value)} />
      <NativeSelect
        label={t('filters.year')}
        value={year}
        onChange={(event) => onFilterChange('year', event.currentTarget.value)}
        data={[
          { value: '', label: t('filters.allYears') },
          ...(year && !years.includes(Number(year)) ? [year] : []),
          ...years.map((y) => String(y)),
        ]}
      />
      <NativeSelect
        label={t('filters.month')}
        value={month}
        onChange={(event) => onFilterChange('month', event.currentTarget.value)}
        data={[
          { value: '', label: t('filters.allMonths') },
          ...monthNames.map((name, index) => ({ value: String(index + 1), label: name })),
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
        {set > 0 ? t('filters.filtersSet', { count: set }) : t('filters.filters')}
      </Button>
      <Collapse expanded={open} id="member-filters">
        <Stack gap="sm">{filters}</Stack>
      </Collapse>
    </Stack>
  );
}
