import type { NotificationType, UnreadCount } from '@portal/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from './keys.ts';

/** The answer carries the new unread count: the bell shows it at once, and the list is fetched again. */
function afterMark(queryClient: QueryClient, answer: UnreadCount) {
  queryClient.setQueryData(notificationKeys.unread, answer);
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.all,
    predicate: (query) => query.queryKey[1] !== 'unread',
  });
}

/** POST /api/notifications/:id/read */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (answer) => afterMark(queryClient, answer),
  });
}

/** POST /api/notifications/read-all (every type, or one). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: NotificationType | undefined) =>
      api.post<UnreadCount>('/api/notifications/read-all', type ? { type } : {}),
    onSuccess: (answer) => afterMark(queryClient, answer),
  });
}
