import { Button, Text } from '@mantine/core';
import {
  LIST_COUNT_LIMIT,
  RENEWAL_LIST_WINDOWS,
  type RenewalDue,
  type RenewalListWindow,
  type RenewalSaved,
} from '@portal/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { queryString } from '../../lib/api.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useRenewals } from './api/get-renewals.ts';
import { RenewalFilters } from './components/RenewalFilters.tsx';
import { RenewalsList } from './components/RenewalsList.tsx';
import { RenewMembershipModal } from './components/RenewMembershipModal.tsx';
import { useRenewalsTexts } from './texts.ts';

const FILTERS = ['window', 'barangay'] as const;

const asWindow = (value: string): RenewalListWindow =>
  (RENEWAL_LIST_WINDOWS as readonly string[]).includes(value) ? (value as RenewalListWindow) : 'all';

interface MembershipRenewalsProps {
  /** After a renewal: the app refreshes what other features show of the member. */
  onRenewed?: (memberId: string, saved: RenewalSaved) => void;
}

/**
 * Membership Renewals (DECISIONS 35): members already expired or expiring within 30 / 60 days,
 * soonest first, 15 per page, with Renew; the filters live in the URL. Print worklist opens the
 * barangay health workers' printable list.
 */
export function MembershipRenewals({ onRenewed }: MembershipRenewalsProps) {
  const { t, locale } = useRenewalsTexts();
  const list = useListParams(FILTERS);
  const dueWindow = asWindow(list.filters.window);
  const renewals = useRenewals({
    window: dueWindow,
    barangay: list.filters.barangay,
    search: list.search,
    page: list.page,
  });
  const [renewing, setRenewing] = useState<RenewalDue | null>(null);

  const data = renewals.data;
  const filtered = Boolean(list.search || list.filters.barangay || dueWindow !== 'all');

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={
          !data
            ? t('list.description')
            : data.totalCapped
              ? t('list.totalMore', { limit: LIST_COUNT_LIMIT.toLocaleString(locale) })
              : t('list.total', { count: data.total })
        }
        actions={
          <Button
            component={Link}
            to={`/admin/membership-renewals/worklist${queryString({ barangay: list.filters.barangay })}`}
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('list.printWorklist')}
          </Button>
        }
      />
      <RenewalFilters
        dueWindow={dueWindow}
        onWindowChange={(value) => list.setFilter('window', value === 'all' ? '' : value)}
        barangay={list.filters.barangay}
        onBarangayChange={(value) => list.setFilter('barangay', value)}
        search={list.typed}
        onSearchChange={list.setTyped}
      />
      <RenewalsList
        query={renewals}
        emptyHint={filtered ? t('list.emptyFiltered') : t('list.emptyHint')}
        onPageChange={list.setPage}
        onRenew={setRenewing}
      />
      <RenewMembershipModal member={renewing} onClose={() => setRenewing(null)} onRenewed={onRenewed} />
      <Text className="visually-hidden" aria-live="polite">
        {renewals.isFetching ? t('list.loading') : ''}
      </Text>
    </>
  );
}
