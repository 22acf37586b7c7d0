import { Alert, Text } from '@mantine/core';
import { activityLogQuerySchema, LIST_COUNT_LIMIT } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import type { AdminOption } from '../../components/ListFilters.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLogFilters } from '../../lib/hooks/use-log-filters.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { activityLogCsvUrl } from './api/export-activity-log.ts';
import { useActivityLog } from './api/get-activity-log.ts';
import { ActivityEntries } from './components/ActivityEntries.tsx';
import { ActivityFilters } from './components/ActivityFilters.tsx';
import { useActivityTexts } from './texts.ts';

const FILTERS = ['adminId', 'action', 'from', 'to'] as const;

interface ActivityLogProps {
  /** The administrators to filter by (head admins); absent for other admins, who see only their own entries. */
  admins?: AdminOption[];
}

/**
 * Activity Log (DECISIONS 36): who did what, newest first, 50 per page, filtered by administrator,
 * action, member reference and days (kept in the URL); the CSV holds every filtered entry.
 */
export function ActivityLog({ admins }: ActivityLogProps) {
  // The domain's query schema, as the server reads it: e.g. 'to' not before 'from'.
  const { t, locale } = useActivityTexts();
  const { m } = useTexts();
  const { list, filters, errors, valid, filtered, bar } = useLogFilters(FILTERS, activityLogQuerySchema);
  const log = useActivityLog({ ...filters, page: list.page }, { enabled: valid });
  const data = valid ? log.data : undefined;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={
          !data
            ? t('page.intro')
            : data.totalCapped
              ? t('page.entriesMore', { limit: LIST_COUNT_LIMIT.toLocaleString(locale) })
              : t('page.entries', { count: data.total })
        }
        actions={
          <CsvDownloadButton href={valid ? activityLogCsvUrl(filters) : undefined}>
            {t('page.exportCsv')}
          </CsvDownloadButton>
        }
      />
      {data?.scope === 'own' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} mb="md" maw={640}>
          {m('activityOwnScope')}
        </Alert>
      ) : null}
      <ActivityFilters {...bar} admins={admins} />
      {valid ? (
        <ActivityEntries
          query={log}
          emptyHint={filtered ? t('page.emptyFiltered') : t('page.emptyUnfiltered')}
          onPageChange={list.setPage}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {Object.values(errors)[0] ?? m('invalidInput')}
        </Alert>
      )}
      <Text className="visually-hidden" aria-live="polite">
        {log.isFetching ? t('page.loading') : ''}
      </Text>
    </>
  );
}
