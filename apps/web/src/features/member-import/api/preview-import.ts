import type { ImportPreview } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/member-import/preview: the file checked, nothing written. */
export function previewImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.set('file', file);
  return api.post<ImportPreview>('/api/member-import/preview', body);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
