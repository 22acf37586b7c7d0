import { Alert, Anchor, Badge, Box, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type ActivityEntryView, type ActivityPage, messages } from '@portal/domain';
import { IconHistory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** From this width the entries are a table; below it a list. */
const TABLE_FROM = 'md';

function MemberLink({ entry }: { entry: ActivityEntryView }) {
  if (!entry.memberId)
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={`/admin/member/${entry.memberId}`}
      size="sm"
      ff="monospace"
      aria-label={`View member ${entry.memberRef ?? ''}`.trim()}
      style={{ overflowWrap: 'anywhere' }}
    >
      {entry.memberRef ?? 'View member'}
    </Anchor>
  );
}

function When({ entry }: { entry: ActivityEntryView }) {
  return (
    <Text component="time" dateTime={entry.at} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(entry.at)}
    </Text>
  );
}

function ActionBadge({ entry }: { entry: ActivityEntryView }) {
  return (
    <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
      {entry.actionLabel}
    </Badge>
  );
}

function EntriesTable({ entries }: { entries: ActivityEntryView[] }) {
  return (
    <Paper withBorder radius="md" visibleFrom={TABLE_FROM}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
          <caption className="visually-hidden">Activity, newest first</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={190}>
                When
              </Table.Th>
              <Table.Th scope="col">Activity</Table.Th>
              <Table.Th scope="col" w={250}>
                Member
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <When entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.sentence}
                  </Text>
                  <ActionBadge entry={entry} />
                </Table.Td>
                <Table.Td>
                  <MemberLink entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function EntriesList({ entries }: { entries: ActivityEntryView[] }) {
  return (
    <Stack gap="xs" hiddenFrom={TABLE_FROM} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              <When entry={entry} />
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.sentence}
            </Text>
            <Box>
              <ActionBadge entry={entry} />
            </Box>
            {entry.memberId ? <MemberLink entry={entry} /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface ActivityEntriesProps {
  query: UseQueryResult<ActivityPage>;
  emptyHint: string;
  onPageChange: (page: number) => void;
}

/** The log's body: the error, a loading skeleton, the empty state, or the entries with 'Page X of Y'. */
export function ActivityEntries({ query, emptyHint, onPageChange }: ActivityEntriesProps) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the activity log">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} h={44} radius="md" />
        ))}
      </Stack>
    );
  }
  const { entries, page, totalPages } = query.data;
  if (entries.length === 0)
    return <EmptyState icon={IconHistory} text={messages.noActivityFound} hint={emptyHint} />;
  return (
    <>
      <Box
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={query.isFetching}
      >
        <EntriesTable entries={entries} />
        <EntriesList entries={entries} />
      </Box>
      <Pager page={page} totalPages={totalPages} onChange={onPageChange} disabled={query.isPlaceholderData} />
    </>
  );
}
