import type { AdminDecisionResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminsQueryKey } from './get-admins.ts';

export function approveAdmin(id: string): Promise<AdminDecisionResponse> {
  return api.post<AdminDecisionResponse>(`/api/admins/${encodeURIComponent(id)}/approve`);
}

export function useApproveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
