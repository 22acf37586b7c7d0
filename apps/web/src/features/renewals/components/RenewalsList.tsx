import { Alert, Anchor, Box, Button, Stack, Text } from '@mantine/core';
import type { RenewalDue, RenewalPage } from '@portal/domain';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FactRow } from '../../../components/FactRow.tsx';
import { PagedRows } from '../../../components/PagedRows.tsx';
import { actionsColumn, type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowsSkeleton } from '../../../components/RowsSkeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useRenewalsTexts } from '../texts.ts';
import { DaysLeftBadge } from './DaysLeftBadge.tsx';

interface RenewalsListProps {
  query: UseQueryResult<RenewalPage>;
  emptyHint: string;
  onPageChange: (page: number) => void;
  onRenew: (member: RenewalDue) => void;
}

const profileLink = (member: RenewalDue) => (
  <Anchor component={Link} to={`/admin/member/${member.id}`} fw={600} style={{ overflowWrap: 'break-word' }}>
    {member.fullName}
  </Anchor>
);

const reference = (member: RenewalDue) => (
  <Text span size="sm" ff="monospace" style={{ overflowWrap: 'break-word' }}>
    {member.referenceNumber}
  </Text>
);

type RenewalsTexts = ReturnType<typeof useRenewalsTexts>;

const renewButton = (
  t: RenewalsTexts['t'],
  member: RenewalDue,
  onRenew: (member: RenewalDue) => void,
  fullWidth = false,
) => (
  <Button
    size="xs"
    leftSection={<IconRefresh size={16} aria-hidden />}
    aria-label={t('list.renewMember', { name: member.fullName })}
    onClick={() => onRenew(member)}
    fullWidth={fullWidth}
  >
    {t('list.renew')}
  </Button>
);

/** The expiry date with the days left (or overdue) under it: the table's Expiry cell. */
const expiry = (member: RenewalDue, locale: string) => (
  <Stack gap={4} align="flex-start">
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(member.expiryDate, locale)}
    </Text>
    <DaysLeftBadge daysLeft={member.daysLeft} />
  </Stack>
);

/** A member's card on a phone or a narrow window: the name and days left, the details, Renew. */
function RenewalCard({ member, onRenew }: { member: RenewalDue; onRenew: RenewalsListProps['onRenew'] }) {
  const { t, locale } = useRenewalsTexts();
  return (
    <Box component="article" aria-label={member.fullName}>
      <Stack gap={6} align="flex-start" mb="sm">
        {profileLink(member)}
        <DaysLeftBadge daysLeft={member.daysLeft} />
      </Stack>
      <Stack gap={2} mb="md">
        <FactRow labelWidth={112} label={t('columns.reference')}>
          {reference(member)}
        </FactRow>
        <FactRow labelWidth={112} label={t('columns.barangay')}>
          {member.barangay}
        </FactRow>
        <FactRow labelWidth={112} label={t('columns.contact')}>
          {member.phoneNumber || '—'}
        </FactRow>
        <FactRow labelWidth={112} label={t('columns.expiry')}>
          {formatDate(member.expiryDate, locale)}
        </FactRow>
      </Stack>
      <Box mt="auto">{renewButton(t, member, onRenew, true)}</Box>
    </Box>
  );
}

/** From `lg` up a table, below it one card per member, two to a row on a tablet. */
function RenewalRows({ members, onRenew }: { members: RenewalDue[]; onRenew: RenewalsListProps['onRenew'] }) {
  const { t, locale } = useRenewalsTexts();
  const columns: ListColumn<RenewalDue>[] = [
    { key: 'name', label: t('columns.name'), cell: profileLink },
    { key: 'reference', label: t('columns.reference'), cell: reference },
    { key: 'barangay', label: t('columns.barangay'), cell: (member) => member.barangay },
    {
      key: 'phone',
      label: t('columns.contact'),
      nowrap: true,
      cell: (member) => member.phoneNumber || '—',
    },
    { key: 'expiry', label: t('columns.expiry'), cell: (member) => expiry(member, locale) },
    ...actionsColumn<RenewalDue>((member) => renewButton(t, member, onRenew)),
  ];
  return (
    <ResponsiveTable
      caption={t('list.caption')}
      rows={members}
      rowKey={(member) => member.id}
      columns={columns}
      renderCard={(member) => <RenewalCard member={member} onRenew={onRenew} />}
      cardGrid
      breakpoint="lg"
      minWidth={860}
      framed
    />
  );
}

/**
 * The renewals list's body: the error, a loading skeleton, the empty state, or the members (a
 * table on wide screens, cards on narrow ones) with 'Page X of Y'.
 */
export function RenewalsList({ query, emptyHint, onPageChange, onRenew }: RenewalsListProps) {
  const { t, m } = useRenewalsTexts();
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending) return <RowsSkeleton label={t('list.loading')} rows={5} height={52} />;
  const { members } = query.data;
  if (members.length === 0)
    return <EmptyState icon={IconRefresh} text={m('noRenewalsDue')} hint={emptyHint} />;
  return (
    <PagedRows query={query} paging={query.data} onPageChange={onPageChange}>
      <RenewalRows members={members} onRenew={onRenew} />
    </PagedRows>
  );
}
