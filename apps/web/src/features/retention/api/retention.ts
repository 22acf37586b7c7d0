import type { RetentionRemoved, RetentionWorklist } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';

/** Query keys of the retention feature. */
export const retentionKeys = {
  all: ['retention'] as const,
  page: (page: number) => ['retention', 'page', page] as const,
};

/** GET /api/retention: the members due for removal of their personal data (head admins). */
export function useRetentionWorklist(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: retentionKeys.page(page),
    queryFn: () => api.get<RetentionWorklist>(`/api/retention${queryString({ page })}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/**
 * POST /api/retention/remove with the count the head admin reviewed (409 when it changed). Every
 * member list is fetched again afterwards: removed members read 'Removed member'.
 */
export function useRemoveDuePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expected: number) => api.post<RetentionRemoved>('/api/retention/remove', { expected }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
