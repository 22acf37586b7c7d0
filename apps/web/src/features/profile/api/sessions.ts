import type { SessionListResponse, SessionsEndedResponse } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';

export function getMySessions(): Promise<SessionListResponse> {
  return api.get<SessionListResponse>('/api/account/sessions');
}

/** Where one is signed in, this browser first (issue 27 item 2). */
export function useMySessions() {
  return useQuery({ queryKey: profileKeys.sessions, queryFn: getMySessions });
}

export function endMySession(sessionId: string): Promise<SessionsEndedResponse> {
  return api.post<SessionsEndedResponse>(`/api/account/sessions/${encodeURIComponent(sessionId)}/end`);
}

export function endMyOtherSessions(): Promise<SessionsEndedResponse> {
  return api.post<SessionsEndedResponse>('/api/account/sessions/end-others');
}

/**
 * Ends one other session (a session id) or every other one (null); the list is read again after
 * either answer (a 404 means it had ended already).
 */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) => (sessionId ? endMySession(sessionId) : endMyOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
