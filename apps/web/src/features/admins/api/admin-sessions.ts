import type { SessionListResponse, SessionsEndedResponse } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const sessionsKey = (adminId: string) => ['admins', adminId, 'sessions'] as const;

export function getAdminSessions(adminId: string): Promise<SessionListResponse> {
  return api.get<SessionListResponse>(`/api/admins/${encodeURIComponent(adminId)}/sessions`);
}

/** Where an administrator is signed in (head admins only; issue 27 item 2). */
export function useAdminSessions(adminId: string | null) {
  return useQuery({
    queryKey: sessionsKey(adminId ?? ''),
    queryFn: () => getAdminSessions(adminId!),
    enabled: adminId !== null,
    // Always read afresh when the dialog opens: sessions come and go.
    staleTime: 0,
  });
}

export function endAdminSessions(adminId: string): Promise<SessionsEndedResponse> {
  return api.post<SessionsEndedResponse>(`/api/admins/${encodeURIComponent(adminId)}/sessions/end`);
}

/** Ends every session of an administrator; their list is read again. */
export function useEndAdminSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAdminSessions,
    onSettled: (_answer, _error, adminId) =>
      queryClient.invalidateQueries({ queryKey: sessionsKey(adminId) }),
  });
}
