import { Alert, Table, Text } from '@mantine/core';
import { type ExportVerification, exportTableLabel } from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** Table by table: the rows the file says it holds beside the rows that loaded. */
export function VerifyReport({ report }: { report: ExportVerification }) {
  return (
    <Alert
      color={report.ok ? 'teal' : 'red'}
      variant="light"
      icon={
        report.ok ? <IconCircleCheck size={20} aria-hidden /> : <IconAlertTriangle size={20} aria-hidden />
      }
      title={report.ok ? 'The file loads and holds every row it lists' : 'The file did not verify'}
      role="status"
    >
      {report.error ? (
        <Text size="sm" mb="xs">
          {report.error}
        </Text>
      ) : null}
      {report.tables.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm" aria-label="Verification by table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Table</Table.Th>
                <Table.Th ta="right">Rows in the file</Table.Th>
                <Table.Th ta="right">Rows loaded</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.tables.map((row) => (
                <Table.Tr key={row.table}>
                  <Table.Td>{exportTableLabel(row.table)}</Table.Td>
                  <Table.Td ta="right">{row.expected?.toLocaleString('en-PH') ?? '—'}</Table.Td>
                  <Table.Td ta="right">{row.loaded.toLocaleString('en-PH')}</Table.Td>
                  <Table.Td c={row.ok ? 'teal.8' : 'red'}>{row.ok ? 'OK' : 'Mismatch'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Alert>
  );
}
