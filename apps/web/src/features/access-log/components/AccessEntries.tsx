import { Anchor, Box, Stack, Text } from '@mantine/core';
import { type AccessEntryView, accessLogMessages, isAccessKind } from '@portal/domain';
import { Link } from 'react-router';
import { DateTimeText } from '../../../components/DateTimeText.tsx';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { useAccessLogMessages } from '../texts.ts';

type AccessTexts = ReturnType<typeof useAccessLogMessages>;

const adminOf = (t: AccessTexts, entry: AccessEntryView) =>
  entry.adminName ?? (entry.adminId ? t.removedAdmin : '—');

/**
 * What was read in the chosen language: the server words it in English ('Viewed an image: signature'),
 * from the entry's kind and the detail's label after it.
 */
function whatOf(t: AccessTexts, entry: AccessEntryView): string {
  if (t === accessLogMessages || !isAccessKind(entry.kind)) return entry.what;
  const english = accessLogMessages.kindLabels[entry.kind];
  if (entry.what === english) return t.kindLabels[entry.kind];
  if (!entry.what.startsWith(`${english}: `)) return entry.what;
  const detail = entry.what.slice(english.length + 2);
  const key = Object.keys(accessLogMessages.detailLabels).find(
    (name) => accessLogMessages.detailLabels[name] === detail,
  );
  return `${t.kindLabels[entry.kind]}: ${(key && t.detailLabels[key]) || detail}`;
}

/** The member read (a link to the profile), or how many rows a download held. */
function Subject({ entry }: { entry: AccessEntryView }) {
  const t = useAccessLogMessages();
  if (entry.rows !== null) return <Text size="sm">{t.rowCount(entry.rows)}</Text>;
  if (!entry.memberId) return <Text size="sm">—</Text>;
  if (!entry.memberRef) return <Text size="sm">{t.removedMember}</Text>;
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={`/admin/member/${entry.memberId}`}
        size="sm"
        ff="monospace"
        aria-label={t.viewMember(entry.memberRef)}
        style={{ overflowWrap: 'anywhere' }}
      >
        {entry.memberRef}
      </Anchor>
      {entry.memberName ? (
        <Text size="xs" c="dimmed">
          {entry.memberName}
        </Text>
      ) : null}
    </Stack>
  );
}

interface AccessEntriesProps {
  entries: AccessEntryView[];
  /** The member column (the Access Log page); a member's own section leaves it out. */
  showSubject?: boolean;
}

/** An entry's card on a phone: when, who did what, the member or rows, and the address. */
function AccessCard({ entry, showSubject }: { entry: AccessEntryView; showSubject: boolean }) {
  const t = useAccessLogMessages();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        <DateTimeText at={entry.at} />
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {adminOf(t, entry)}: {whatOf(t, entry)}
      </Text>
      {showSubject ? (
        <Box>
          <Subject entry={entry} />
        </Box>
      ) : null}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t.columnAddress}: {entry.address ?? t.unknownAddress}
      </Text>
    </Stack>
  );
}

/** The entries: a table from `md` up, cards on a phone. */
export function AccessEntries({ entries, showSubject = true }: AccessEntriesProps) {
  const t = useAccessLogMessages();
  const columns: ListColumn<AccessEntryView>[] = [
    { key: 'when', label: t.columnWhen, width: 190, cell: (entry) => <DateTimeText at={entry.at} /> },
    { key: 'admin', label: t.columnAdmin, cell: (entry) => <Text size="sm">{adminOf(t, entry)}</Text> },
    {
      key: 'what',
      label: t.columnWhat,
      cell: (entry) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {whatOf(t, entry)}
        </Text>
      ),
    },
    ...(showSubject
      ? [
          {
            key: 'member',
            label: t.columnMember,
            cell: (entry: AccessEntryView) => <Subject entry={entry} />,
          },
        ]
      : []),
    {
      key: 'address',
      label: t.columnAddress,
      cell: (entry) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {entry.address ?? t.unknownAddress}
        </Text>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t.tableCaption}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      renderCard={(entry) => <AccessCard entry={entry} showSubject={showSubject} />}
      ordered
      breakpoint="md"
      minWidth={640}
      horizontalSpacing="md"
      framed
    />
  );
}
