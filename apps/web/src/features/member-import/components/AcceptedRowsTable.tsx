import { Table, Text } from '@mantine/core';
import type { ImportPreview } from '@portal/domain';
import { formatDate } from '../../../lib/dates.ts';
import { useImportTexts } from '../texts.ts';

/** The first accepted rows, to check the columns were read as meant. */
export function AcceptedRowsTable({ preview }: { preview: ImportPreview }) {
  const { t, locale } = useImportTexts();
  return (
    <>
      <Text fw={600} mb="xs">
        {t('accepted.title', { n: preview.acceptedCount })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label={t('accepted.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('accepted.row')}</Table.Th>
              <Table.Th>{t('accepted.name')}</Table.Th>
              <Table.Th>{t('accepted.idNumber')}</Table.Th>
              <Table.Th>{t('accepted.barangay')}</Table.Th>
              <Table.Th>{t('accepted.registered')}</Table.Th>
              <Table.Th>{t('accepted.reference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.accepted.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>{r.fullName}</Table.Td>
                <Table.Td>{r.idNumber}</Table.Td>
                <Table.Td>{r.barangay}</Table.Td>
                <Table.Td>{formatDate(r.registrationDate, locale)}</Table.Td>
                <Table.Td ff={r.referenceNumber ? 'monospace' : undefined}>
                  {r.referenceNumber ?? (
                    <Text span size="sm" c="dimmed">
                      {t('accepted.issuedAtImport')}
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
          {t('accepted.firstShown', { n: preview.accepted.length })}
        </Text>
      ) : null}
    </>
  );
}
