import { Alert, Button, Text } from '@mantine/core';
import { activityLogQuerySchema, messages } from '@portal/domain';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import type { AdminOption } from '../../components/ListFilters.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useToday } from '../../lib/hooks/use-today.ts';
import { activityLogCsvUrl } from './api/export-activity-log.ts';
import { useActivityLog } from './api/get-activity-log.ts';
import type { ActivityLogFilters } from './api/keys.ts';
import { ActivityEntries } from './components/ActivityEntries.tsx';
import { ActivityFilters } from './components/ActivityFilters.tsx';

const FILTERS = ['adminId', 'action', 'from', 'to'] as const;

/** The filters as the API reads them: an empty one is no filter. */
const asQuery = (filters: ActivityLogFilters) =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));

const filterErrors = domainResolver<Record<string, unknown>>(activityLogQuerySchema);

interface ActivityLogProps {
  /** The administrators to filter by (head admins); absent for other admins, who see only their own entries. */
  admins?: AdminOption[];
}

/**
 * Activity Log (DECISIONS 36): who did what, newest first, 50 per page, filtered by administrator,
 * action, member reference and days (kept in the URL); the CSV holds every filtered entry.
 */
export function ActivityLog({ admins }: ActivityLogProps) {
  const [today] = useToday();
  const list = useListParams(FILTERS, { searchKey: 'member' });
  const filters: ActivityLogFilters = { ...list.filters, member: list.search };
  // The domain's query schema, as the server reads it: e.g. 'to' not before 'from'.
  const errors = filterErrors(asQuery(filters)) as Partial<Record<keyof ActivityLogFilters, string>>;
  const valid = Object.keys(errors).length === 0;
  const log = useActivityLog({ ...filters, page: list.page }, { enabled: valid });

  const data = valid ? log.data : undefined;
  const filtered = Boolean(Object.values(filters).some(Boolean));

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
          <Button
            component="a"
            href={valid ? activityLogCsvUrl(filters) : undefined}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-disabled={!valid}
            data-disabled={!valid || undefined}
            onClick={(event) => {
              if (!valid) event.preventDefault();
            }}
          >
            Export CSV
          </Button>
        }
      />
      {data?.scope === 'own' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} mb="md" maw={640}>
          {messages.activityOwnScope}
        </Alert>
      ) : null}
      <ActivityFilters
        filters={list.filters}
        onFilterChange={list.setFilter}
        member={list.typed}
        onMemberChange={list.setTyped}
        admins={admins}
        errors={errors}
        today={today}
        onClear={list.clear}
      />
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
