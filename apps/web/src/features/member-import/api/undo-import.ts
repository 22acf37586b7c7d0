import type { ImportUndone } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { importKeys } from './keys.ts';

/** POST /api/member-import/batches/:id/undo (head admin): 409 when a member of it has a claim. */
export function undoImport(batchId: string): Promise<ImportUndone> {
  return api.post<ImportUndone>(`/api/member-import/batches/${encodeURIComponent(batchId)}/undo`);
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
