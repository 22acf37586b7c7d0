import { Box, Grid, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ACCESS_KINDS, accessLogMessages as t } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from '../../../components/DateField.tsx';
import { AdminFilter, type AdminOption, ClearFiltersButton } from '../../../components/ListFilters.tsx';
import type { AccessLogFilters } from '../api/keys.ts';

type FilterKey = Exclude<keyof AccessLogFilters, 'member'>;

interface AccessFiltersProps {
  filters: Omit<AccessLogFilters, 'member'>;
  onFilterChange: (key: FilterKey, value: string) => void;
  /** The member reference as typed (applied after a pause in typing). */
  member: string;
  onMemberChange: (member: string) => void;
  admins: AdminOption[];
  errors: Partial<Record<keyof AccessLogFilters, string>>;
  today: string;
  onClear: () => void;
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
    <Box role="search" aria-label={t.filtersLabel}>
      <Grid columns={24} gap="sm" mb="sm">
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
          <TextInput
            label={t.filterMember}
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
              label={t.filterFrom}
              max={today}
              value={filters.from}
              onChange={(value) => onFilterChange('from', value)}
              error={errors.from}
            />
            <DateField
              label={t.filterTo}
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
          <ClearFiltersButton onClick={onClear}>{t.clearFilters}</ClearFiltersButton>
        </Group>
      ) : null}
    </Box>
  );
}
