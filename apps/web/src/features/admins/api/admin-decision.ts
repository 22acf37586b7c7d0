import type { AdminDecisionResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminsQueryKey } from './get-admins.ts';

/** What a head admin decides about another administrator: POST /api/admins/:id/{decision}. */
export type AdminDecision = 'approve' | 'reject' | 'deactivate' | 'reactivate';

export function decideAboutAdmin(decision: AdminDecision, id: string): Promise<AdminDecisionResponse> {
  return api.post<AdminDecisionResponse>(`/api/admins/${encodeURIComponent(id)}/${decision}`);
}

export function useAdminDecision(decision: AdminDecision) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => decideAboutAdmin(decision, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
