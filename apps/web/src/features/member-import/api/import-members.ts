import type { ImportDone } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { importKeys } from './keys.ts';

/** POST /api/member-import: the accepted rows written as one batch (all or nothing). */
export function importMembers(file: File): Promise<ImportDone> {
  const body = new FormData();
  body.set('file', file);
  return api.post<ImportDone>('/api/member-import', body);
}

export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
