import { Grid, NativeSelect } from '@mantine/core';
import { ACCESS_KINDS, accessLogMessages as t } from '@portal/domain';
import {
  AdminFilter,
  type AdminOption,
  DateRangeFilter,
  FilterBar,
  type LogFiltersProps,
  MemberFilterField,
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
export function AccessFilters({
  filters,
  onFilterChange,
  member,
  onMemberChange,
  admins,
  errors,
  today,
  onClear,
}: AccessFiltersProps) {
  const any = Boolean(member || Object.values(filters).some(Boolean));
  return (
    <FilterBar label={t.filtersLabel} active={any} clearLabel={t.clearFilters} onClear={onClear}>
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
      <Grid.Col span={{ base: 24, sm: 12, lg: 5 }}>
        <MemberFilterField
          label={t.filterMember}
          placeholder="REF-…"
          value={member}
          onChange={onMemberChange}
          error={errors.member}
          referenceOnly
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, sm: 12, lg: 8 }}>
        <DateRangeFilter
          fromLabel={t.filterFrom}
          toLabel={t.filterTo}
          from={filters.from}
          to={filters.to}
          today={today}
          onChange={onFilterChange}
          errors={errors}
        />
      </Grid.Col>
    </FilterBar>
  );
}
