import { Input, SegmentedControl, SimpleGrid, Stack, useMatches } from '@mantine/core';
import { RENEWAL_LIST_WINDOWS, type RenewalListWindow } from '@portal/domain';
import { BarangayFilter, SearchField } from '../../../components/ListFilters.tsx';
import { useRenewalsTexts } from '../texts.ts';

/** The list's windows as the page names them (DECISIONS 35): their keys in the catalogue. */
const WINDOW_KEYS = {
  all: 'windows.all',
  expired: 'windows.expired',
  '30': 'windows.within30',
  '60': 'windows.within60',
} as const satisfies Record<RenewalListWindow, string>;

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
  const { t } = useRenewalsTexts();
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <Stack gap="sm" mb="lg" role="search" aria-label={t('list.filtersLabel')}>
      <Input.Wrapper label={t('list.windowLabel')} id="renewal-window" labelElement="div">
        <div>
          <SegmentedControl
            aria-labelledby="renewal-window-label"
            orientation={orientation}
            fullWidth={orientation === 'vertical'}
            value={dueWindow}
            onChange={(value) => onWindowChange(value as RenewalListWindow)}
            data={RENEWAL_LIST_WINDOWS.map((value) => ({ value, label: t(WINDOW_KEYS[value]) }))}
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
