import type { AdminDecisionResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminsQueryKey } from './get-admins.ts';

export function rejectAdmin(id: string): Promise<AdminDecisionResponse> {
  return api.post<AdminDecisionResponse>(`/api/admins/${encodeURIComponent(id)}/reject`);
}

export function useRejectAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
