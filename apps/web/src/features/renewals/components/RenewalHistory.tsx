import { Group, Table, Text } from '@mantine/core';
import { messages, type RenewalView } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

/** A member's renewals, newest first: when, the expiry before and after, by whom, and the note. */
export function RenewalHistory({ renewals }: { renewals: RenewalView[] }) {
  if (renewals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.noRenewals}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped withTableBorder verticalSpacing="xs">
        <caption className="visually-hidden">Renewals of this membership, newest first</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Renewed on</Table.Th>
            <Table.Th scope="col">Expiry</Table.Th>
            <Table.Th scope="col">By</Table.Th>
            <Table.Th scope="col">Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {renewals.map((renewal) => (
            <Table.Tr key={renewal.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(renewal.renewedAt)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(renewal.previousExpiry)}
                  </Text>
                  <IconArrowRight size={14} aria-label="to" />
                  <Text size="sm" span fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(renewal.newExpiry)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{renewal.renewedByName ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {renewal.note || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
