import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AdminProfile } from '../../../lib/auth/types.ts';
import { adminsQueryKey } from './get-admins.ts';

export function approveAdmin(id: string): Promise<{ admin: AdminProfile }> {
  return api.post<{ admin: AdminProfile }>(`/api/admins/${encodeURIComponent(id)}/approve`);
}

export function useApproveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
