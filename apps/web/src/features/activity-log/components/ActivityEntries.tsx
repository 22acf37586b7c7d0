import { Alert, Anchor, Badge, Box, Stack, Text } from '@mantine/core';
import { type ActivityEntryView, type ActivityPage, isActivityAction } from '@portal/domain';
import { IconHistory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedRows } from '../../../components/PagedRows.tsx';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowsSkeleton } from '../../../components/RowsSkeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useActivityActionLabels, useActivityTexts } from '../texts.ts';

type ActivityTexts = ReturnType<typeof useActivityTexts>['t'];

function MemberLink({ entry }: { entry: ActivityEntryView }) {
  const { t } = useActivityTexts();
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
      aria-label={
        entry.memberRef ? t('entries.viewMemberRef', { ref: entry.memberRef }) : t('entries.viewMember')
      }
      style={{ overflowWrap: 'anywhere' }}
    >
      {entry.memberRef ?? t('entries.viewMember')}
    </Anchor>
  );
}

function ActionBadge({ entry }: { entry: ActivityEntryView }) {
  const labels = useActivityActionLabels();
  return (
    <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
      {isActivityAction(entry.action) ? labels[entry.action] : entry.actionLabel}
    </Badge>
  );
}

const columnsOf = (t: ActivityTexts): ListColumn<ActivityEntryView>[] => [
  { key: 'when', label: t('entries.when'), width: 190, cell: (entry) => <DateTimeText at={entry.at} /> },
  {
    key: 'activity',
    label: t('entries.activity'),
    cell: (entry) => (
      <>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.sentence}
        </Text>
        <ActionBadge entry={entry} />
      </>
    ),
  },
  { key: 'member', label: t('entries.member'), width: 250, cell: (entry) => <MemberLink entry={entry} /> },
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
  const { t } = useActivityTexts();
  return (
    <ResponsiveTable
      caption={t('entries.caption')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columnsOf(t)}
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
  const { t } = useActivityTexts();
  const { m } = useTexts();
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending) return <RowsSkeleton label={t('page.loading')} />;
  const { entries } = query.data;
  if (entries.length === 0)
    return <EmptyState icon={IconHistory} text={m('noActivityFound')} hint={emptyHint} />;
  return (
    <PagedRows query={query} paging={query.data} onPageChange={onPageChange}>
      <Entries entries={entries} />
    </PagedRows>
  );
}
