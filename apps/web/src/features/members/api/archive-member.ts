import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function archiveMember(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/members/${encodeURIComponent(id)}/archive`);
}

export function useArchiveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
