import { Autocomplete, Box, Grid, Group, NativeSelect } from '@mantine/core';
import { SERVICE_CATEGORIES, SERVICE_TYPES } from '@portal/domain';
import type { ChangeEvent } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import {
  AdminFilter,
  type AdminOption,
  BarangayFilter,
  ClearFiltersButton,
} from '../../../components/ListFilters.tsx';
import type { ClaimsReportFilters as Filters } from '../api/keys.ts';
import { type ClaimsReportTexts, useClaimsReportTexts } from '../texts.ts';
import type { ClaimsReportFilterKey } from '../use-claims-report-params.ts';

const serviceOptions = (t: ClaimsReportTexts['t']) => [
  { value: '', label: t('filters.allServices') },
  ...SERVICE_TYPES.map((service) => ({ value: service, label: service })),
];
const categoryOptions = (t: ClaimsReportTexts['t']) => [
  { value: '', label: t('filters.allCategories') },
  ...SERVICE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
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
  const { t } = useClaimsReportTexts();
  /** A filter's value and change handler, for a date field or a select. */
  const bind = (key: ClaimsReportFilterKey) => ({
    value: filters[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(key, event.currentTarget.value),
  });
  return (
    <Box role="search" aria-label={t('filters.label')} mb="lg">
      <Grid columns={12} gap="sm">
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('filters.from')}
            value={filters.from}
            onChange={(value) => onChange('from', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('filters.to')}
            value={filters.to}
            onChange={(value) => onChange('to', value)}
            error={rangeError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label={t('filters.service')} {...bind('service')} data={serviceOptions(t)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label={t('filters.category')} {...bind('category')} data={categoryOptions(t)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Autocomplete
            label={t('filters.institution')}
            placeholder={t('filters.allInstitutions')}
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
            label={t('filters.recordedBy')}
            value={filters.adminId}
            onChange={(value) => onChange('adminId', value)}
            admins={admins}
          />
        </Grid.Col>
      </Grid>
      {filtered ? (
        <Group mt="sm">
          <ClearFiltersButton onClick={onClear}>{t('filters.clear')}</ClearFiltersButton>
        </Group>
      ) : null}
    </Box>
  );
}
