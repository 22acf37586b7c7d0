import { Alert, Anchor, Badge, Box, Stack, Text } from '@mantine/core';
import { type ActivityEntryView, type ActivityPage, messages } from '@portal/domain';
import { IconHistory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedRows } from '../../../components/PagedRows.tsx';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowsSkeleton } from '../../../components/RowsSkeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';

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

function ActionBadge({ entry }: { entry: ActivityEntryView }) {
  return (
    <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
      {entry.actionLabel}
    </Badge>
  );
}

const columns: ListColumn<ActivityEntryView>[] = [
  { key: 'when', label: 'When', width: 190, cell: (entry) => <DateTimeText at={entry.at} /> },
  {
    key: 'activity',
    label: 'Activity',
    cell: (entry) => (
      <>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.sentence}
        </Text>
        <ActionBadge entry={entry} />
      </>
    ),
  },
  { key: 'member', label: 'Member', width: 250, cell: (entry) => <MemberLink entry={entry} /> },
];

/** An entry's card on a phone: when, the sentence, its kind and the member. */
function ActivityCard({ entry }: { entry: ActivityEntryView }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        <DateTimeText at={entry.at} />
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.sentence}
      </Text>
      <Box>
        <ActionBadge entry={entry} />
      </Box>
      {entry.memberId ? <MemberLink entry={entry} /> : null}
    </Stack>
  );
}

/** The entries: a table from `md` up, cards on a phone. */
function Entries({ entries }: { entries: ActivityEntryView[] }) {
  return (
    <ResponsiveTable
      caption="Activity, newest first"
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      renderCard={(entry) => <ActivityCard entry={entry} />}
      ordered
      breakpoint="md"
      minWidth={640}
      horizontalSpacing="md"
      framed
    />
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
  if (query.isPending) return <RowsSkeleton label="Loading the activity log" />;
  const { entries, page, totalPages } = query.data;
  if (entries.length === 0)
    return <EmptyState icon={IconHistory} text={messages.noActivityFound} hint={emptyHint} />;
  return (
    <PagedRows query={query} page={page} totalPages={totalPages} onPageChange={onPageChange}>
      <Entries entries={entries} />
    </PagedRows>
  );
}
