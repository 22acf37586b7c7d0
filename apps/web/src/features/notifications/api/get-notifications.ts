import type { NotificationPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type NotificationListParams, notificationKeys } from './keys.ts';

export function getNotifications(params: NotificationListParams): Promise<NotificationPage> {
  return api.get<NotificationPage>(
    `/api/notifications${queryString({ type: params.type || undefined, page: params.page })}`,
  );
}

/** One page of notifications, newest first, with whether this admin has read each. */
export function useNotifications(params: NotificationListParams) {
  return useQuery({
    queryKey: notificationKeys.page(params),
    queryFn: () => getNotifications(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
