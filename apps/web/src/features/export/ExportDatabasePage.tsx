import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  EXPORT_TABLES,
  type ExportFilterType,
  type ExportTable,
  exportPeriod,
  isExportYear,
  isoWeekOf,
} from '@portal/domain';
import { IconDatabaseExport, IconFileZip, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToday } from '../../lib/hooks/use-today.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { type DownloadedFile, downloadExport } from './api/download-export.ts';
import { useExportCounts } from './api/get-export-counts.ts';
import type { ExportChoice } from './api/keys.ts';
import { exportSqlUrl, exportStorageUrl } from './api/urls.ts';
import { useVerifyExport } from './api/verify-export.ts';
import { type DownloadState, DownloadStatus } from './components/DownloadStatus.tsx';
import { ExportFilterFields, type PeriodParts } from './components/ExportFilterFields.tsx';
import { TableChoices } from './components/TableChoices.tsx';
import { VerifyReport } from './components/VerifyReport.tsx';
import { useExportTexts } from './texts.ts';

function filterValueOf(type: ExportFilterType, parts: PeriodParts): string {
  const year = String(parts.year);
  if (type === 'year') return year;
  if (type === 'month') return `${year}-${String(parts.month).padStart(2, '0')}`;
  if (type === 'week') return `${year}-W${String(parts.week).padStart(2, '0')}`;
  return '';
}

/**
 * Export Database (spec: Export Database; DECISIONS 32–34): the SQL file of the chosen tables and
 * period, the storage zip of the period, how much each holds before exporting, and Verify.
 */
export default function ExportDatabasePage() {
  const { t } = useExportTexts();
  const { m } = useTexts();
  const [today] = useToday();
  const [filterType, setFilterType] = useState<ExportFilterType>('all');
  const [parts, setParts] = useState<PeriodParts>(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
    week: Number(isoWeekOf(today).slice(6)),
  }));
  const [tables, setTables] = useState<ExportTable[]>([...EXPORT_TABLES]);
  const [sql, setSql] = useState<DownloadState>({ status: 'idle' });
  const [zip, setZip] = useState<DownloadState>({ status: 'idle' });
  const [sqlFile, setSqlFile] = useState<DownloadedFile | null>(null);
  const verify = useVerifyExport();

  const yearError = filterType !== 'all' && !isExportYear(parts.year) ? m('exportYearRange') : undefined;
  const choice: ExportChoice = { filterType, filterValue: filterValueOf(filterType, parts), tables };
  const valid = !yearError && exportPeriod(filterType, choice.filterValue || undefined) !== undefined;
  const counts = useExportCounts(choice, { enabled: valid && tables.length > 0 });
  const busy = sql.status === 'running' || zip.status === 'running';

  async function run(kind: 'sql' | 'zip') {
    const set = kind === 'sql' ? setSql : setZip;
    const filename = kind === 'sql' ? 'export_all.sql' : 'storage-files.zip';
    set({ status: 'running', bytes: 0 });
    if (kind === 'sql') {
      setSqlFile(null);
      verify.reset();
    }
    try {
      const url = kind === 'sql' ? exportSqlUrl(choice) : exportStorageUrl(choice);
      const file = await downloadExport(url, filename, (bytes) => set({ status: 'running', bytes }));
      set({ status: 'done', bytes: file.bytes, filename });
      if (kind === 'sql') setSqlFile(file);
    } catch {
      set({ status: 'failed' });
    }
  }

  const rows = counts.data ? Object.fromEntries(counts.data.tables.map((t) => [t.table, t.rows])) : undefined;

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Stack gap="lg" maw={760}>
        <SectionCard id="export-choice" title={t('page.choiceTitle')}>
          <Stack gap="md">
            <ExportFilterFields
              filterType={filterType}
              onFilterTypeChange={setFilterType}
              parts={parts}
              onPartsChange={setParts}
              yearError={yearError}
              disabled={busy}
            />
            <TableChoices value={tables} onChange={setTables} rows={rows} disabled={busy} />
            <ChoiceSummary
              valid={valid}
              noTables={tables.length === 0}
              loading={counts.isFetching && !counts.data}
              error={counts.isError ? errorMessage(counts.error) : null}
              onRetry={() => counts.refetch()}
              totalRows={counts.data?.totalRows}
              files={counts.data?.files}
            />
          </Stack>
        </SectionCard>

        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'lg' }}
          component="section"
          aria-label={t('page.region')}
        >
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Button
                leftSection={<IconDatabaseExport size={18} aria-hidden />}
                onClick={() => run('sql')}
                disabled={busy || !valid || tables.length === 0}
                loading={sql.status === 'running'}
              >
                {t('page.exportData')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileZip size={18} aria-hidden />}
                onClick={() => run('zip')}
                disabled={busy || !valid}
                loading={zip.status === 'running'}
              >
                {t('page.exportStorage')}
              </Button>
            </Group>
            <DownloadStatus state={sql} label={t('page.sqlLabel')} testId="SQL" />
            <DownloadStatus state={zip} label={t('page.storageLabel')} testId="Storage" />
            {sqlFile && sql.status === 'done' ? (
              <Stack gap="xs" align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('page.verifyIntro')}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconShieldCheck size={18} aria-hidden />}
                  onClick={() => verify.mutate(sqlFile.blob)}
                  loading={verify.isPending}
                >
                  {t('page.verify')}
                </Button>
                {verify.isError ? (
                  <Text c="red" size="sm" role="alert">
                    {errorMessage(verify.error)}
                  </Text>
                ) : null}
                {verify.data ? <VerifyReport report={verify.data} /> : null}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}

interface ChoiceSummaryProps {
  valid: boolean;
  noTables: boolean;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  totalRows?: number;
  files?: number;
}

/** Before exporting: how many rows and files the choice holds. */
function ChoiceSummary({ valid, noTables, loading, error, onRetry, totalRows, files }: ChoiceSummaryProps) {
  const { t } = useExportTexts();
  if (!valid) return null;
  if (noTables) {
    return (
      <Text size="sm" c="red">
        {t('page.noTables')}
      </Text>
    );
  }
  if (error) return <RetryAlert title={error} onRetry={onRetry} />;
  if (loading || totalRows === undefined || files === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t('page.counting')}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={500} data-testid="export-counts" aria-live="polite">
      {t('page.holds', {
        rows: t('page.rows', { count: totalRows }),
        files: t('page.files', { count: files }),
      })}
    </Text>
  );
}
