import type { MessageResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function restoreMember(id: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/members/${encodeURIComponent(id)}/restore`);
}

export function useRestoreMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
