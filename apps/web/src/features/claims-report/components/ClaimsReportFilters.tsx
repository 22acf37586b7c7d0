import { Autocomplete, Box, Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS, SERVICE_TYPES } from '@portal/domain';
import { IconFilterOff } from '@tabler/icons-react';
import { BarangayFilter } from '../../../components/ListFilters.tsx';
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
  admins: { value: string; label: string }[];
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
  return (
    <Box role="search" aria-label="Filter the claims report" mb="lg">
      <Grid columns={12} gap="sm">
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label="From"
            type="date"
            value={filters.from}
            onChange={(event) => onChange('from', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label="To"
            type="date"
            value={filters.to}
            onChange={(event) => onChange('to', event.currentTarget.value)}
            error={rangeError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect
            label="Service"
            value={filters.service}
            onChange={(event) => onChange('service', event.currentTarget.value)}
            data={serviceOptions}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect
            label="Category"
            value={filters.category}
            onChange={(event) => onChange('category', event.currentTarget.value)}
            data={categoryOptions}
          />
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
          <NativeSelect
            label="Recorded by"
            value={filters.adminId}
            onChange={(event) => onChange('adminId', event.currentTarget.value)}
            data={[
              { value: '', label: 'All administrators' },
              ...(filters.adminId && !admins.some((a) => a.value === filters.adminId)
                ? [{ value: filters.adminId, label: 'Selected administrator' }]
                : []),
              ...admins,
            ]}
          />
        </Grid.Col>
      </Grid>
      {filtered ? (
        <Group mt="sm">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
          >
            This month, all claims
          </Button>
        </Group>
      ) : null}
    </Box>
  );
}
