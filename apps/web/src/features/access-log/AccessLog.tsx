import { Alert, Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { accessLogQuerySchema, messages, accessLogMessages as t } from '@portal/domain';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { AdminOption } from '../../components/ListFilters.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { errorMessage } from '../../lib/api.ts';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import { useToday } from '../../lib/hooks/use-today.ts';
import { accessLogCsvUrl, useAccessLog } from './api/get-access-log.ts';
import type { AccessLogFilters } from './api/keys.ts';
import { AccessEntries } from './components/AccessEntries.tsx';
import { AccessFilters } from './components/AccessFilters.tsx';

const FILTERS = ['adminId', 'kind', 'from', 'to'] as const;

/** The filters as the API reads them: an empty one is no filter. */
const asQuery = (filters: AccessLogFilters) =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));

const filterErrors = domainResolver<Record<string, unknown>>(accessLogQuerySchema);

/**
 * Access Log (DECISIONS 46; head admins): every read of a member's personal data and every
 * download holding it, newest first, 50 per page, filtered by administrator, what, member and days
 * (kept in the URL); the CSV holds every filtered entry. Each look is itself recorded.
 */
export function AccessLog({ admins }: { admins: AdminOption[] }) {
  const [today] = useToday();
  const list = useListParams(FILTERS, { searchKey: 'member' });
  const filters: AccessLogFilters = { ...list.filters, member: list.search };
  const errors = filterErrors(asQuery(filters)) as Partial<Record<keyof AccessLogFilters, string>>;
  const valid = Object.keys(errors).length === 0;
  const log = useAccessLog({ ...filters, page: list.page }, { enabled: valid });
  const data = valid ? log.data : undefined;
  const filtered = Object.values(filters).some(Boolean);

  let body: React.ReactNode;
  if (!valid) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {Object.values(errors)[0] ?? messages.invalidInput}
      </Alert>
    );
  } else if (log.isError) {
    body = (
      <Alert color="red" role="alert" title={t.loadFailed}>
        {errorMessage(log.error)}
      </Alert>
    );
  } else if (log.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} h={44} radius="md" />
        ))}
      </Stack>
    );
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
      <>
        <Box
          style={{ opacity: log.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          aria-busy={log.isFetching}
        >
          <AccessEntries entries={log.data.entries} />
        </Box>
        <Pager
          page={log.data.page}
          totalPages={log.data.totalPages}
          onChange={list.setPage}
          disabled={log.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t.pageTitle}
        description={data ? t.entriesCount(data.total) : t.pageIntro}
        actions={
          <Button
            component="a"
            href={valid ? accessLogCsvUrl(filters) : undefined}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-disabled={!valid}
            data-disabled={!valid || undefined}
            onClick={(event) => {
              if (!valid) event.preventDefault();
            }}
          >
            {t.downloadCsv}
          </Button>
        }
      />
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        {t.pageIntro}
      </Text>
      <AccessFilters
        filters={list.filters}
        onFilterChange={list.setFilter}
        member={list.typed}
        onMemberChange={list.setTyped}
        admins={admins}
        errors={errors}
        today={today}
        onClear={list.clear}
      />
      {body}
      <Text className="visually-hidden" aria-live="polite">
        {log.isFetching ? t.loading : ''}
      </Text>
    </>
  );
}
