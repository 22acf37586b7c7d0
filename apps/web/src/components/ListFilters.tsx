import {
  Box,
  Button,
  Grid,
  Group,
  NativeSelect,
  type NativeSelectProps,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { place } from '@portal/domain';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';
import { DateField } from './DateField.tsx';

/** The lists' search box: words that must all occur, in any order, in the name, ID number or reference number. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useAdminTexts();
  return (
    <TextInput
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

const barangays = place.barangays.map((b) => ({ value: b, label: b }));

/** A filter's select: its value as a string ('' for all) and the change; its options are its own. */
type SelectFilterProps = { value: string; onChange: (value: string) => void } & Omit<
  NativeSelectProps,
  'value' | 'onChange' | 'data'
>;

/** The Barangay filter: every barangay of the place configuration (DECISIONS 23), or all. */
export function BarangayFilter({ value, onChange, ...props }: SelectFilterProps) {
  const { t } = useAdminTexts();
  return (
    <NativeSelect
      label={t('filters.barangay')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: t('filters.allBarangays') }, ...barangays]}
      {...props}
    />
  );
}

/** An administrator one can pick. */
export interface AdminOption {
  value: string;
  label: string;
}

/**
 * Whose entries: all administrators, or one of `admins`; one chosen but not among them (an address
 * from elsewhere, an admin since removed) stays selectable as 'Selected administrator'.
 */
export function AdminFilter({
  value,
  onChange,
  admins,
  ...props
}: SelectFilterProps & { admins: AdminOption[] }) {
  const { t } = useAdminTexts();
  return (
    <NativeSelect
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t('filters.allAdministrators') },
        ...(value && !admins.some((a) => a.value === value)
          ? [{ value, label: t('filters.selectedAdministrator') }]
          : []),
        ...admins,
      ]}
      {...props}
    />
  );
}

/** The filters' reset: a small subtle button with the filter-off icon. */
export function ClearFiltersButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * What a log's filter bar takes, for filters `F` (strings, as the URL holds them) with a `member`:
 * the member as typed is applied by the page after a pause, the others at once.
 */
export interface LogFiltersProps<F extends { member: string }> {
  filters: Omit<F, 'member'>;
  onFilterChange: (key: Exclude<keyof F, 'member'>, value: string) => void;
  /** The member as typed (applied after a pause in typing). */
  member: string;
  onMemberChange: (member: string) => void;
  /** Why a filter is refused (e.g. 'to' before 'from'), by filter. */
  errors: Partial<Record<keyof F, string>>;
  today: string;
  onClear: () => void;
}

/**
 * The logs' filter bar (activity log, access log, messages): a search region of filters on a grid of
 * 24 columns (`Grid.Col` children: on wide screens the date pair gets the room two date pickers need),
 * and the reset below it while any filter is set.
 */
export function FilterBar({
  label,
  active,
  clearLabel,
  onClear,
  children,
}: {
  /** The search region's name. */
  label: string;
  /** Whether any filter is set (the reset shows). */
  active: boolean;
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Box role="search" aria-label={label}>
      <Grid columns={24} gap="sm" mb="sm">
        {children}
      </Grid>
      {active ? (
        <Group mb="sm">
          <ClearFiltersButton onClick={onClear}>{clearLabel}</ClearFiltersButton>
        </Group>
      ) : null}
    </Box>
  );
}

/** The member filter: a reference number (or name) as typed; the page applies it after a pause. */
export function MemberFilterField({
  label,
  placeholder,
  value,
  onChange,
  error,
  referenceOnly,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Only reference numbers are looked up: typed in capitals on phones. */
  referenceOnly?: boolean;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      spellCheck={false}
      {...(referenceOnly ? { autoCapitalize: 'characters' } : {})}
    />
  );
}

/** The From and To days of a log, side by side, neither after today. */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  today,
  onChange,
  errors,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  today: string;
  onChange: (key: 'from' | 'to', value: string) => void;
  errors: { from?: string; to?: string };
}) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <DateField
        label={fromLabel}
        max={today}
        value={from}
        onChange={(value) => onChange('from', value)}
        error={errors.from}
      />
      <DateField
        label={toLabel}
        max={today}
        value={to}
        onChange={(value) => onChange('to', value)}
        error={errors.to}
      />
    </SimpleGrid>
  );
}

type Span = Partial<Record<'base' | 'sm' | 'lg', number>>;

/** One of a log's own select filters (Action, Status, What …): which filter, its options, its column. */
export interface LogSelect<F> {
  name: Exclude<keyof F, 'member'>;
  label: string;
  data: { value: string; label: string }[];
  span: Span;
}

/**
 * A log's whole filter bar: the feature's own filters (`Grid.Col` children, then its `selects`)
 * first, then the member and the From–To days, which every log filters by the same way.
 */
export function LogFilterBar<F extends { member: string; from: string; to: string }>({
  label,
  clearLabel,
  memberLabel,
  memberPlaceholder,
  referenceOnly,
  fromLabel,
  toLabel,
  memberSpan,
  datesSpan,
  filters,
  onFilterChange,
  member,
  onMemberChange,
  errors,
  today,
  onClear,
  selects,
  children,
}: LogFiltersProps<F> & {
  label: string;
  clearLabel: string;
  memberLabel: string;
  memberPlaceholder: string;
  referenceOnly?: boolean;
  fromLabel: string;
  toLabel: string;
  memberSpan: Span;
  datesSpan: Span;
  selects: LogSelect<F>[];
  children?: ReactNode;
}) {
  const shown = filters as Omit<F, 'member'> & { from: string; to: string };
  const any = Boolean(member || Object.values(shown).some(Boolean));
  const fieldErrors = errors as { member?: string; from?: string; to?: string };
  const values = filters as Record<Exclude<keyof F, 'member'>, string>;
  return (
    <FilterBar label={label} active={any} clearLabel={clearLabel} onClear={onClear}>
      {children}
      {selects.map((select) => (
        <Grid.Col key={String(select.name)} span={select.span}>
          <NativeSelect
            label={select.label}
            value={values[select.name]}
            onChange={(event) => onFilterChange(select.name, event.currentTarget.value)}
            data={select.data}
            error={errors[select.name]}
          />
        </Grid.Col>
      ))}
      <Grid.Col span={memberSpan}>
        <MemberFilterField
          label={memberLabel}
          placeholder={memberPlaceholder}
          value={member}
          onChange={onMemberChange}
          error={fieldErrors.member}
          referenceOnly={referenceOnly}
        />
      </Grid.Col>
      <Grid.Col span={datesSpan}>
        <DateRangeFilter
          fromLabel={fromLabel}
          toLabel={toLabel}
          from={shown.from}
          to={shown.to}
          today={today}
          onChange={(key, value) => onFilterChange(key as Exclude<keyof F, 'member'>, value)}
          errors={fieldErrors}
        />
      </Grid.Col>
    </FilterBar>
  );
}

/** What a log's own filter takes from the bar: the filters, how one changes, and the refusals. */
type BarState<F extends { member: string }> = Pick<
  LogFiltersProps<F>,
  'filters' | 'onFilterChange' | 'errors'
>;

/** A log's Administrator filter (head admins) in its column of the bar's grid. */
export function LogAdminFilter<F extends { member: string; adminId: string }>({
  bar,
  label,
  admins,
  span,
}: {
  bar: BarState<F>;
  label: string;
  admins: AdminOption[];
  span: Span;
}) {
  return (
    <Grid.Col span={span}>
      <AdminFilter
        label={label}
        value={(bar.filters as unknown as { adminId: string }).adminId}
        onChange={(value) => bar.onFilterChange('adminId' as Exclude<keyof F, 'member'>, value)}
        admins={admins}
      />
    </Grid.Col>
  );
}
