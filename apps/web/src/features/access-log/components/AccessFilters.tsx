import { Grid, NativeSelect } from '@mantine/core';
import { ACCESS_KINDS, accessLogMessages as t } from '@portal/domain';
import {
  AdminFilter,
  type AdminOption,
  LogFilterBar,
  type LogFiltersProps,
} from '../../../components/ListFilters.tsx';
import type { AccessLogFilters } from '../api/keys.ts';

interface AccessFiltersProps extends LogFiltersProps<AccessLogFilters> {
  admins: AdminOption[];
}

const kindOptions = [
  { value: '', label: t.filterKindAll },
  ...ACCESS_KINDS.map((kind) => ({ value: kind, label: t.kindLabels[kind] })),
];

/** Who read, what, which member (reference number) and which days. */
export function AccessFilters({ admins, ...bar }: AccessFiltersProps) {
  const { filters, onFilterChange, errors } = bar;
  return (
    <LogFilterBar
      {...bar}
      label={t.filtersLabel}
      clearLabel={t.clearFilters}
      memberLabel={t.filterMember}
      memberPlaceholder="REF-…"
      referenceOnly
      fromLabel={t.filterFrom}
      toLabel={t.filterTo}
      memberSpan={{ base: 24, sm: 12, lg: 5 }}
      datesSpan={{ base: 24, sm: 12, lg: 8 }}
    >
      <Grid.Col span={{ base: 24, sm: 12, lg: 5 }}>
        <AdminFilter
          label={t.filterAdmin}
          value={filters.adminId}
          onChange={(value) => onFilterChange('adminId', value)}
          admins={admins}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, sm: 12, lg: 6 }}>
        <NativeSelect
          label={t.filterKind}
          value={filters.kind}
          onChange={(event) => onFilterChange('kind', event.currentTarget.value)}
          data={kindOptions}
          error={errors.kind}
        />
      </Grid.Col>
    </LogFilterBar>
  );
}
