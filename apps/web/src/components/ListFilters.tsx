import { NativeSelect, type NativeSelectProps, TextInput } from '@mantine/core';
import { place } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';

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
