import type { ActivityPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n/language.ts';
import { type ActivityLogParams, activityKeys } from './keys.ts';

export function getActivityLog(params: ActivityLogParams): Promise<ActivityPage> {
  return api.get<ActivityPage>(`/api/activity-log${queryString({ ...params })}`);
}

/**
 * One page of the activity log, newest first (head admins: everyone's entries; other admins: their
 * own). Always fetched again when shown: the log is what just happened. The sentences come in the
 * page's language, so a page in another language is another query.
 */
export function useActivityLog(params: ActivityLogParams, { enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...activityKeys.page(params), language],
    queryFn: () => getActivityLog(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
