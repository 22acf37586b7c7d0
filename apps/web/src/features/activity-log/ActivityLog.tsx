import { Alert, Text } from '@mantine/core';
import { activityLogQuerySchema, messages } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import type { AdminOption } from '../../components/ListFilters.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLogFilters } from '../../lib/hooks/use-log-filters.ts';
import { activityLogCsvUrl } from './api/export-activity-log.ts';
import { useActivityLog } from './api/get-activity-log.ts';
import { ActivityEntries } from './components/ActivityEntries.tsx';
import { ActivityFilters } from './components/ActivityFilters.tsx';

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
  const { list, filters, errors, valid, filtered, bar } = useLogFilters(FILTERS, activityLogQuerySchema);
  const log = useActivityLog({ ...filters, page: list.page }, { enabled: valid });
  const data = valid ? log.data : undefined;

  return (
    <>
      <PageHeader
        title="Activity Log"
        description={
          data
            ? `${data.total.toLocaleString('en-PH')} entr${data.total === 1 ? 'y' : 'ies'}, newest first`
            : 'Who did what on the portal, newest first.'
        }
        actions={
          <CsvDownloadButton href={valid ? activityLogCsvUrl(filters) : undefined}>
            Export CSV
          </CsvDownloadButton>
        }
      />
      {data?.scope === 'own' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} mb="md" maw={640}>
          {messages.activityOwnScope}
        </Alert>
      ) : null}
      <ActivityFilters {...bar} admins={admins} />
      {valid ? (
        <ActivityEntries
          query={log}
          emptyHint={
            filtered ? 'Try other filters or clear them.' : 'Every change made on the portal is listed here.'
          }
          onPageChange={list.setPage}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {Object.values(errors)[0] ?? messages.invalidInput}
        </Alert>
      )}
      <Text className="visually-hidden" aria-live="polite">
        {log.isFetching ? 'Loading the activity log' : ''}
      </Text>
    </>
  );
}
