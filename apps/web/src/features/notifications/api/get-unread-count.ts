import type { UnreadCount } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from './keys.ts';

/** How often the bell asks again while a page is open. */
export const UNREAD_REFETCH_MS = 60_000;

export function getUnreadCount(): Promise<UnreadCount> {
  return api.get<UnreadCount>('/api/notifications/unread-count');
}

/**
 * The signed-in admin's unread count for the header's bell: fetched again every minute, when the
 * window gets focus again, and after a notification is marked read (the mark's answer sets it).
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: getUnreadCount,
    staleTime: 0,
    refetchInterval: UNREAD_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}
