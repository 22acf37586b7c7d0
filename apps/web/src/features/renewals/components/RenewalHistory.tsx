import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { messages, type RenewalView } from '@portal/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

function ExpiryChange({ renewal }: { renewal: RenewalView }) {
  return (
    <Group gap={6} wrap="wrap" component="span">
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatDate(renewal.previousExpiry)}
      </Text>
      <IconArrowRight size={14} aria-label="to" />
      <Text size="sm" span fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(renewal.newExpiry)}
      </Text>
    </Group>
  );
}

function RenewalsTable({ renewals }: { renewals: RenewalView[] }) {
  return (
    <Box visibleFrom="sm">
      <Table.ScrollContainer minWidth={640}>
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
                  <ExpiryChange renewal={renewal} />
                </Table.Td>
                <Table.Td>{renewal.renewedByName ?? '—'}</Table.Td>
                <Table.Td miw={200} style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                  {renewal.note || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

function RenewalsList({ renewals }: { renewals: RenewalView[] }) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
      {renewals.map((renewal) => (
        <Paper key={renewal.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Renewed {formatDateTime(renewal.renewedAt)}
              {renewal.renewedByName ? ` by ${renewal.renewedByName}` : ''}
            </Text>
            <ExpiryChange renewal={renewal} />
            {renewal.note ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                {renewal.note}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

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
    <>
      <RenewalsTable renewals={renewals} />
      <RenewalsList renewals={renewals} />
    </>
  );
}
