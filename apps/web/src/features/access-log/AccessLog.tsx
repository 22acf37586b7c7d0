import { Alert, Text } from '@mantine/core';
import { accessLogQuerySchema, LIST_COUNT_LIMIT } from '@portal/domain';
import { IconEye } from '@tabler/icons-react';
import { CsvDownloadButton } from '../../components/CsvDownloadButton.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { AdminOption } from '../../components/ListFilters.tsx';
import { PagedRows } from '../../components/PagedRows.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowsSkeleton } from '../../components/RowsSkeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useLogFilters } from '../../lib/hooks/use-log-filters.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { accessLogCsvUrl, useAccessLog } from './api/get-access-log.ts';
import { AccessEntries } from './components/AccessEntries.tsx';
import { AccessFilters } from './components/AccessFilters.tsx';
import { useAccessLogMessages } from './texts.ts';

const FILTERS = ['adminId', 'kind', 'from', 'to'] as const;

/**
 * Access Log (DECISIONS 46; head admins): every read of a member's personal data and every
 * download holding it, newest first, 50 per page, filtered by administrator, what, member and days
 * (kept in the URL); the CSV holds every filtered entry. Each look is itself recorded.
 */
export function AccessLog({ admins }: { admins: AdminOption[] }) {
  const t = useAccessLogMessages();
  const { m } = useTexts();
  const { list, filters, errors, valid, filtered, bar } = useLogFilters(FILTERS, accessLogQuerySchema);
  const log = useAccessLog({ ...filters, page: list.page }, { enabled: valid });
  const data = valid ? log.data : undefined;

  let body: React.ReactNode;
  if (!valid) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {Object.values(errors)[0] ?? m('invalidInput')}
      </Alert>
    );
  } else if (log.isError) {
    body = (
      <Alert color="red" role="alert" title={t.loadFailed}>
        {errorMessage(log.error)}
      </Alert>
    );
  } else if (log.isPending) {
    body = <RowsSkeleton label={t.loading} />;
  } else if (log.data.entries.length === 0) {
    body = (
      <EmptyState
        icon={IconEye}
        text={filtered ? t.empty : t.emptyUnfiltered}
        hint={filtered ? t.emptyHint : undefined}
      />
    );
  } else {
    body = (
      <PagedRows query={log} paging={log.data} onPageChange={list.setPage}>
        <AccessEntries entries={log.data.entries} />
      </PagedRows>
    );
  }

  return (
    <>
      <PageHeader
        title={t.pageTitle}
        description={
          !data
            ? t.pageIntro
            : data.totalCapped
              ? t.entriesMore(LIST_COUNT_LIMIT)
              : t.entriesCount(data.total)
        }
        actions={
          <CsvDownloadButton href={valid ? accessLogCsvUrl(filters) : undefined}>
            {t.downloadCsv}
          </CsvDownloadButton>
        }
      />
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        {t.pageIntro}
      </Text>
      <AccessFilters {...bar} admins={admins} />
      {body}
      <Text className="visually-hidden" aria-live="polite">
        {log.isFetching ? t.loading : ''}
      </Text>
    </>
  );
}
