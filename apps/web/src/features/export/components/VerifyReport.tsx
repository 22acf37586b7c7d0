import { Alert, Table, Text } from '@mantine/core';
import { EXPORT_TABLES, type ExportVerification } from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useExportTexts } from '../texts.ts';

const NAMED: readonly string[] = [...EXPORT_TABLES, 'user'];

/** Table by table: the rows the file says it holds beside the rows that loaded. */
export function VerifyReport({ report }: { report: ExportVerification }) {
  const { t, locale, tr } = useExportTexts();
  const tableName = (name: string) =>
    NAMED.includes(name) ? t(`tables.names.${name as (typeof EXPORT_TABLES)[number] | 'user'}`) : name;
  return (
    <Alert
      color={report.ok ? 'teal' : 'red'}
      variant="light"
      icon={
        report.ok ? <IconCircleCheck size={20} aria-hidden /> : <IconAlertTriangle size={20} aria-hidden />
      }
      title={report.ok ? t('verify.ok') : t('verify.failed')}
      role="status"
    >
      {report.error ? (
        <Text size="sm" mb="xs">
          {tr(report.error)}
        </Text>
      ) : null}
      {report.tables.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm" aria-label={t('verify.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('verify.table')}</Table.Th>
                <Table.Th ta="right">{t('verify.inFile')}</Table.Th>
                <Table.Th ta="right">{t('verify.loaded')}</Table.Th>
                <Table.Th>{t('verify.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.tables.map((row) => (
                <Table.Tr key={row.table}>
                  <Table.Td>{tableName(row.table)}</Table.Td>
                  <Table.Td ta="right">{row.expected?.toLocaleString(locale) ?? '—'}</Table.Td>
                  <Table.Td ta="right">{row.loaded.toLocaleString(locale)}</Table.Td>
                  <Table.Td c={row.ok ? 'teal.8' : 'red'}>
                    {row.ok ? t('verify.rowOk') : t('verify.mismatch')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Alert>
  );
}
