import { Button, Group, Table, Text } from '@mantine/core';
import { type ImportPreview, importRefusalsCsv } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../../lib/save-file.ts';
import { recordRefusedRowsDownload } from '../api/record-refused-rows.ts';
import { useImportTexts } from '../texts.ts';

/** Shown at most; the CSV holds every refused row. */
const SHOWN = 200;

/** Saves the refused rows as a CSV (the file's columns plus Error), to correct and upload again. */
function downloadRefused(preview: ImportPreview) {
  const csv = importRefusalsCsv(preview.headers, preview.refused);
  saveBlob(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    `refused-rows-${preview.fileName.replace(/\.(csv|xlsx)$/i, '')}.csv`,
  );
  recordRefusedRowsDownload(preview.refused.length).catch(() => undefined);
}

/** Each refused row: its row number in the spreadsheet, then each problem — the field and what is wrong with its value. */
export function RefusedRowsTable({ preview }: { preview: ImportPreview }) {
  const { t, tr } = useImportTexts();
  const rows = preview.refused.slice(0, SHOWN);
  return (
    <>
      <Group justify="space-between" align="center" mb="xs" wrap="wrap">
        <Text fw={600}>{t('refused.title', { n: preview.refused.length })}</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadRefused(preview)}
        >
          {t('refused.download')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder withColumnBorders aria-label={t('refused.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('refused.row')}</Table.Th>
              <Table.Th>{t('refused.field')}</Table.Th>
              <Table.Th>{t('refused.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.flatMap((r) => {
              // One line per problem, the row number once (older answers carry only field and message).
              const problems =
                r.problems.length > 0 ? r.problems : [{ field: r.field, value: '', message: r.message }];
              return problems.map((p, i) => (
                <Table.Tr key={`${r.row}-${p.field}-${p.message}`}>
                  {i === 0 ? (
                    <Table.Td rowSpan={problems.length} style={{ verticalAlign: 'top' }}>
                      {r.row}
                    </Table.Td>
                  ) : null}
                  <Table.Td>{p.field || '—'}</Table.Td>
                  <Table.Td c="red.8">{tr(p.message)}</Table.Td>
                </Table.Tr>
              ));
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.refused.length > SHOWN ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('refused.firstShown', { shown: SHOWN, n: preview.refused.length })}
        </Text>
      ) : null}
    </>
  );
}
