import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AdminProfile } from '../../../lib/auth/types.ts';
import { adminsQueryKey } from './get-admins.ts';

export function rejectAdmin(id: string): Promise<{ admin: AdminProfile }> {
  return api.post<{ admin: AdminProfile }>(`/api/admins/${encodeURIComponent(id)}/reject`);
}

export function useRejectAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
