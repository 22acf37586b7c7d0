import { Grid, NativeSelect } from '@mantine/core';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS } from '@portal/domain';
import {
  AdminFilter,
  type AdminOption,
  DateRangeFilter,
  FilterBar,
  type LogFiltersProps,
  MemberFilterField,
} from '../../../components/ListFilters.tsx';
import type { ActivityLogFilters } from '../api/keys.ts';

interface ActivityFiltersProps extends LogFiltersProps<ActivityLogFilters> {
  /** Head admins choose whose entries; absent for other admins, who see their own. */
  admins?: AdminOption[];
}

const actionOptions = [
  { value: '', label: 'All actions' },
  ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTIVITY_ACTION_LABELS[action] })),
];

/** Whose entries (head admins), which action, which member (reference number) and which days. */
export function ActivityFilters({
  filters,
  onFilterChange,
  member,
  onMemberChange,
  admins,
  errors,
  today,
  onClear,
}: ActivityFiltersProps) {
  const any = Boolean(member || Object.values(filters).some(Boolean));
  return (
    <FilterBar label="Filter the activity log" active={any} clearLabel="Clear filters" onClear={onClear}>
      {admins ? (
        <Grid.Col span={{ base: 24, sm: 12, lg: 5 }}>
          <AdminFilter
            label="Administrator"
            value={filters.adminId}
            onChange={(value) => onFilterChange('adminId', value)}
            admins={admins}
          />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 24, sm: 12, lg: admins ? 6 : 8 }}>
        <NativeSelect
          label="Action"
          value={filters.action}
          onChange={(event) => onFilterChange('action', event.currentTarget.value)}
          data={actionOptions}
          error={errors.action}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, sm: 12, lg: admins ? 5 : 8 }}>
        <MemberFilterField
          label="Member reference"
          placeholder="REF-…"
          value={member}
          onChange={onMemberChange}
          error={errors.member}
          referenceOnly
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, sm: 12, lg: 8 }}>
        <DateRangeFilter
          fromLabel="From"
          toLabel="To"
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
