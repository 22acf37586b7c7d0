import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { messages, type RenewalDue, type RenewalPage } from '@portal/domain';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FactRow } from '../../../components/FactRow.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/dates.ts';
import { DaysLeftBadge } from './DaysLeftBadge.tsx';

interface RenewalsListProps {
  query: UseQueryResult<RenewalPage>;
  emptyHint: string;
  onPageChange: (page: number) => void;
  onRenew: (member: RenewalDue) => void;
}

/** From this width the list is a table; below it (phones, narrow windows) one card per member. */
const TABLE_FROM = 'lg';

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

const renewButton = (member: RenewalDue, onRenew: (member: RenewalDue) => void, fullWidth = false) => (
  <Button
    size="xs"
    leftSection={<IconRefresh size={16} aria-hidden />}
    aria-label={`Renew ${member.fullName}`}
    onClick={() => onRenew(member)}
    fullWidth={fullWidth}
  >
    Renew
  </Button>
);

function RenewalsTable({
  members,
  onRenew,
}: {
  members: RenewalDue[];
  onRenew: RenewalsListProps['onRenew'];
}) {
  return (
    <Paper withBorder radius="md" visibleFrom={TABLE_FROM}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" horizontalSpacing="sm" striped highlightOnHover>
          <caption className="visually-hidden">Members due for renewal, soonest expiry first</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Reference No.</Table.Th>
              <Table.Th scope="col">Barangay</Table.Th>
              <Table.Th scope="col">Contact number</Table.Th>
              <Table.Th scope="col">Expiry</Table.Th>
              <Table.Th scope="col" ta="right">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{profileLink(member)}</Table.Td>
                <Table.Td>{reference(member)}</Table.Td>
                <Table.Td>{member.barangay}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{member.phoneNumber || '—'}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(member.expiryDate)}
                    </Text>
                    <DaysLeftBadge daysLeft={member.daysLeft} />
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{renewButton(member, onRenew)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function RenewalCards({
  members,
  onRenew,
}: {
  members: RenewalDue[];
  onRenew: RenewalsListProps['onRenew'];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" hiddenFrom={TABLE_FROM}>
      {members.map((member) => (
        <Card
          key={member.id}
          withBorder
          radius="md"
          padding="md"
          component="article"
          aria-label={member.fullName}
        >
          <Stack gap={6} align="flex-start" mb="sm">
            {profileLink(member)}
            <DaysLeftBadge daysLeft={member.daysLeft} />
          </Stack>
          <Stack gap={2} mb="md">
            <FactRow labelWidth={112} label="Reference No.">
              {reference(member)}
            </FactRow>
            <FactRow labelWidth={112} label="Barangay">
              {member.barangay}
            </FactRow>
            <FactRow labelWidth={112} label="Contact number">
              {member.phoneNumber || '—'}
            </FactRow>
            <FactRow labelWidth={112} label="Expiry">
              {formatDate(member.expiryDate)}
            </FactRow>
          </Stack>
          <Box mt="auto">{renewButton(member, onRenew, true)}</Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading the renewals list">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={52} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The renewals list's body: the error, a loading skeleton, the empty state, or the members (a
 * table on wide screens, cards on narrow ones) with 'Page X of Y'.
 */
export function RenewalsList({ query, emptyHint, onPageChange, onRenew }: RenewalsListProps) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending) return <ListSkeleton />;
  const { members, page, totalPages } = query.data;
  if (members.length === 0)
    return <EmptyState icon={IconRefresh} text={messages.noRenewalsDue} hint={emptyHint} />;
  return (
    <>
      <Box
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={query.isFetching}
      >
        <RenewalsTable members={members} onRenew={onRenew} />
        <RenewalCards members={members} onRenew={onRenew} />
      </Box>
      <Pager page={page} totalPages={totalPages} onChange={onPageChange} disabled={query.isPlaceholderData} />
    </>
  );
}
