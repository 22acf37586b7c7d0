import { Input, SegmentedControl, SimpleGrid, Stack, useMatches } from '@mantine/core';
import { RENEWAL_LIST_WINDOWS, type RenewalListWindow } from '@portal/domain';
import { BarangayFilter, SearchField } from '../../../components/ListFilters.tsx';

/** The list's windows as the page names them (DECISIONS 35). */
export const WINDOW_LABELS: Record<RenewalListWindow, string> = {
  all: 'All due',
  expired: 'Expired',
  '30': 'Within 30 days',
  '60': 'Within 60 days',
};

interface RenewalFiltersProps {
  dueWindow: RenewalListWindow;
  onWindowChange: (window: RenewalListWindow) => void;
  barangay: string;
  onBarangayChange: (barangay: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Which members (all due, expired, expiring within 30 / 60 days), the barangay and a search. */
export function RenewalFilters({
  dueWindow,
  onWindowChange,
  barangay,
  onBarangayChange,
  search,
  onSearchChange,
}: RenewalFiltersProps) {
  // Four choices do not fit side by side on a phone: they stack there.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <Stack gap="sm" mb="lg" role="search" aria-label="Filter the renewals list">
      <Input.Wrapper label="Membership" id="renewal-window" labelElement="div">
        <div>
          <SegmentedControl
            aria-labelledby="renewal-window-label"
            orientation={orientation}
            fullWidth={orientation === 'vertical'}
            value={dueWindow}
            onChange={(value) => onWindowChange(value as RenewalListWindow)}
            data={RENEWAL_LIST_WINDOWS.map((value) => ({ value, label: WINDOW_LABELS[value] }))}
          />
        </div>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={760}>
        <SearchField value={search} onChange={onSearchChange} />
        <BarangayFilter value={barangay} onChange={onBarangayChange} />
      </SimpleGrid>
    </Stack>
  );
}
