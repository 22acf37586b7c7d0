import { Button, NativeSelect, type NativeSelectProps, TextInput } from '@mantine/core';
import { place } from '@portal/domain';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The lists' search box: words that must all occur, in any order, in the name, ID number or reference number. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Search"
      placeholder="Name, ID or reference number"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

const barangayOptions = [
  { value: '', label: 'All barangays' },
  ...place.barangays.map((b) => ({ value: b, label: b })),
];

/** The Barangay filter: every barangay of the place configuration (DECISIONS 23), or all. */
export function BarangayFilter({
  value,
  onChange,
  ...props
}: { value: string; onChange: (value: string) => void } & Omit<
  NativeSelectProps,
  'value' | 'onChange' | 'data'
>) {
  return (
    <NativeSelect
      label="Barangay"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={barangayOptions}
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
}: { value: string; onChange: (value: string) => void; admins: AdminOption[] } & Omit<
  NativeSelectProps,
  'value' | 'onChange' | 'data'
>) {
  return (
    <NativeSelect
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: 'All administrators' },
        ...(value && !admins.some((a) => a.value === value)
          ? [{ value, label: 'Selected administrator' }]
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
