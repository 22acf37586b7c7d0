import { Anchor, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { type AccessEntryView, accessRowCount, accessLogMessages as t } from '@portal/domain';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';

/** From this width the entries are a table; below it a list of cards. */
const TABLE_FROM = 'md';

function When({ entry }: { entry: AccessEntryView }) {
  return (
    <Text component="time" dateTime={entry.at} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(entry.at)}
    </Text>
  );
}

const adminOf = (entry: AccessEntryView) => entry.adminName ?? (entry.adminId ? t.removedAdmin : '—');

/** The member read (a link to the profile), or how many rows a download held. */
function Subject({ entry }: { entry: AccessEntryView }) {
  if (entry.rows !== null) return <Text size="sm">{accessRowCount(entry.rows)}</Text>;
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

/** The entries: a table from `md` up, cards on a phone. */
export function AccessEntries({ entries, showSubject = true }: AccessEntriesProps) {
  return (
    <>
      <Paper withBorder radius="md" visibleFrom={TABLE_FROM}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
            <caption className="visually-hidden">{t.tableCaption}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={190}>
                  {t.columnWhen}
                </Table.Th>
                <Table.Th scope="col">{t.columnAdmin}</Table.Th>
                <Table.Th scope="col">{t.columnWhat}</Table.Th>
                {showSubject ? <Table.Th scope="col">{t.columnMember}</Table.Th> : null}
                <Table.Th scope="col">{t.columnAddress}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <When entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{adminOf(entry)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {entry.what}
                    </Text>
                  </Table.Td>
                  {showSubject ? (
                    <Table.Td>
                      <Subject entry={entry} />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {entry.address ?? t.unknownAddress}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Stack gap="xs" hiddenFrom={TABLE_FROM} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                <When entry={entry} />
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {adminOf(entry)}: {entry.what}
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
          </Paper>
        ))}
      </Stack>
    </>
  );
}
