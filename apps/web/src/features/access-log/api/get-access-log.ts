import type { AccessLogPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type AccessLogFilters, type AccessLogParams, accessKeys } from './keys.ts';

export function getAccessLog(params: AccessLogParams): Promise<AccessLogPage> {
  return api.get<AccessLogPage>(`/api/access-log${queryString({ ...params })}`);
}

/** One page of the access log, newest first (head admins). Each read is itself recorded. */
export function useAccessLog(params: AccessLogParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accessKeys.page(params),
    queryFn: () => getAccessLog(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** GET /api/access-log/export.csv with the page's filters: every matching entry, streamed by a plain link. */
export function accessLogCsvUrl(filters: AccessLogFilters): string {
  return `/api/access-log/export.csv${queryString({ ...filters })}`;
}
