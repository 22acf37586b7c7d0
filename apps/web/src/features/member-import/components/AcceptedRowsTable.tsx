import { Table, Text } from '@mantine/core';
import type { ImportPreview } from '@portal/domain';
import { formatDate } from '../../../lib/dates.ts';

/** The first accepted rows, to check the columns were read as meant. */
export function AcceptedRowsTable({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <Text fw={600} mb="xs">
        Rows to import ({preview.acceptedCount.toLocaleString('en-PH')})
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label="Rows to import">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>ID Number</Table.Th>
              <Table.Th>Barangay</Table.Th>
              <Table.Th>Registered</Table.Th>
              <Table.Th>Reference Number</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.accepted.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>{r.fullName}</Table.Td>
                <Table.Td>{r.idNumber}</Table.Td>
                <Table.Td>{r.barangay}</Table.Td>
                <Table.Td>{formatDate(r.registrationDate)}</Table.Td>
                <Table.Td ff={r.referenceNumber ? 'monospace' : undefined}>
                  {r.referenceNumber ?? (
                    <Text span size="sm" c="dimmed">
                      issued at import
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.acceptedCount > preview.accepted.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          The first {preview.accepted.length} are shown.
        </Text>
      ) : null}
    </>
  );
}
