import { Box, Grid, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from '../../../components/DateField.tsx';
import { AdminFilter, type AdminOption, ClearFiltersButton } from '../../../components/ListFilters.tsx';
import type { ActivityLogFilters } from '../api/keys.ts';

type FilterKey = Exclude<keyof ActivityLogFilters, 'member'>;

interface ActivityFiltersProps {
  filters: Omit<ActivityLogFilters, 'member'>;
  onFilterChange: (key: FilterKey, value: string) => void;
  /** The member reference as typed (applied after a pause in typing). */
  member: string;
  onMemberChange: (member: string) => void;
  /** Head admins choose whose entries; absent for other admins, who see their own. */
  admins?: AdminOption[];
  /** Why a filter is refused (e.g. 'to' before 'from'), by filter. */
  errors: Partial<Record<keyof ActivityLogFilters, string>>;
  today: string;
  onClear: () => void;
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
    <Box role="search" aria-label="Filter the activity log">
      {/* 24 columns: on wide screens the date pair gets the room two date pickers need. */}
      <Grid columns={24} gap="sm" mb="sm">
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
          <TextInput
            label="Member reference"
            placeholder="REF-…"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={member}
            onChange={(event) => onMemberChange(event.currentTarget.value)}
            error={errors.member}
            spellCheck={false}
            autoCapitalize="characters"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, lg: 8 }}>
          <SimpleGrid cols={2} spacing="sm">
            <DateField
              label="From"
              max={today}
              value={filters.from}
              onChange={(value) => onFilterChange('from', value)}
              error={errors.from}
            />
            <DateField
              label="To"
              max={today}
              value={filters.to}
              onChange={(value) => onFilterChange('to', value)}
              error={errors.to}
            />
          </SimpleGrid>
        </Grid.Col>
      </Grid>
      {any ? (
        <Group mb="sm">
          <ClearFiltersButton onClick={onClear}>Clear filters</ClearFiltersButton>
        </Group>
      ) : null}
    </Box>
  );
}
