import { Autocomplete, Box, Grid, Group, NativeSelect } from '@mantine/core';
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS, SERVICE_TYPES } from '@portal/domain';
import type { ChangeEvent } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import {
  AdminFilter,
  type AdminOption,
  BarangayFilter,
  ClearFiltersButton,
} from '../../../components/ListFilters.tsx';
import type { ClaimsReportFilters as Filters } from '../api/keys.ts';
import type { ClaimsReportFilterKey } from '../use-claims-report-params.ts';

const serviceOptions = [
  { value: '', label: 'All services' },
  ...SERVICE_TYPES.map((service) => ({ value: service, label: service })),
];
const categoryOptions = [
  { value: '', label: 'All categories' },
  ...SERVICE_CATEGORIES.map((category) => ({ value: category, label: SERVICE_CATEGORY_LABELS[category] })),
];

interface ClaimsReportFiltersProps {
  filters: Filters;
  onChange: (key: ClaimsReportFilterKey, value: string) => void;
  /** The institution as typed (applied after a pause in typing). */
  institution: string;
  onInstitutionChange: (value: string) => void;
  /** Institutions to suggest: those of the claims shown. */
  institutions: string[];
  admins: AdminOption[];
  /** Why the range is refused, under "To". */
  rangeError: string | null;
  filtered: boolean;
  onClear: () => void;
}

/** The service dates, and which claims: service, category, institution, barangay, who recorded them. */
export function ClaimsReportFilters({
  filters,
  onChange,
  institution,
  onInstitutionChange,
  institutions,
  admins,
  rangeError,
  filtered,
  onClear,
}: ClaimsReportFiltersProps) {
  /** A filter's value and change handler, for a date field or a select. */
  const bind = (key: ClaimsReportFilterKey) => ({
    value: filters[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(key, event.currentTarget.value),
  });
  return (
    <Box role="search" aria-label="Filter the claims report" mb="lg">
      <Grid columns={12} gap="sm">
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField label="From" value={filters.from} onChange={(value) => onChange('from', value)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label="To"
            value={filters.to}
            onChange={(value) => onChange('to', value)}
            error={rangeError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label="Service" {...bind('service')} data={serviceOptions} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label="Category" {...bind('category')} data={categoryOptions} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Autocomplete
            label="Institution"
            placeholder="All institutions"
            value={institution}
            onChange={onInstitutionChange}
            data={institutions}
            clearable
            maxLength={150}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 4 }}>
          <BarangayFilter value={filters.barangay} onChange={(value) => onChange('barangay', value)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 4 }}>
          <AdminFilter
            label="Recorded by"
            value={filters.adminId}
            onChange={(value) => onChange('adminId', value)}
            admins={admins}
          />
        </Grid.Col>
      </Grid>
      {filtered ? (
        <Group mt="sm">
          <ClearFiltersButton onClick={onClear}>This month, all claims</ClearFiltersButton>
        </Group>
      ) : null}
    </Box>
  );
}
