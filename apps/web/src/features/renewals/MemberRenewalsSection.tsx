import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { RenewalSaved } from '@portal/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useMemberRenewals } from './api/get-member-renewals.ts';
import { RenewalHistory } from './components/RenewalHistory.tsx';
import { RenewMembershipModal } from './components/RenewMembershipModal.tsx';
import { useRenewalsTexts } from './texts.ts';

interface MemberRenewalsSectionProps {
  member: { id: string; fullName: string; archivedAt: string | null };
  /** After a renewal: the app refreshes the profile (status badge, expiry, service windows). */
  onRenewed?: (memberId: string, saved: RenewalSaved) => void;
}

/**
 * The member profile's renewals (DECISIONS 35): the history, newest first, and Renew while the
 * renewal window is open (from 60 days before the expiry, and after it).
 */
export function MemberRenewalsSection({ member, onRenewed }: MemberRenewalsSectionProps) {
  const { t, locale } = useRenewalsTexts();
  const renewals = useMemberRenewals(member.id);
  const [renewing, setRenewing] = useState(false);
  const data = renewals.data;

  return (
    <SectionCard
      id="renewals-heading"
      title={t('member.title')}
      actions={
        data?.canRenew ? (
          <Button
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => setRenewing(true)}
          >
            {t('member.renew')}
          </Button>
        ) : data && !member.archivedAt ? (
          <Text size="sm" c="dimmed">
            {t('member.opensOn', { date: formatDate(data.renewalOpensOn, locale) })}
          </Text>
        ) : null
      }
    >
      {renewals.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('member.loading')}>
          <Skeleton h={20} maw={360} />
          <Skeleton h={60} />
        </Stack>
      ) : renewals.isError ? (
        <RetryAlert onRetry={() => renewals.refetch()} />
      ) : (
        <RenewalHistory renewals={renewals.data.renewals} />
      )}
      <RenewMembershipModal
        member={
          renewing && data
            ? {
                id: member.id,
                fullName: member.fullName,
                expiryDate: data.expiryDate,
                newExpiryIfRenewedToday: data.newExpiryIfRenewedToday,
              }
            : null
        }
        onClose={() => setRenewing(false)}
        onRenewed={onRenewed}
      />
    </SectionCard>
  );
}
