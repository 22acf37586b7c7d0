import type { BulkImagesDone, BulkImagesPreview } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The chosen images and zips as the upload's `files` parts. */
function filesBody(files: readonly File[]): FormData {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return body;
}

/** POST /api/member-import/images/preview: how the files match members, nothing stored. */
export function previewBulkImages(files: readonly File[]): Promise<BulkImagesPreview> {
  return api.post<BulkImagesPreview>('/api/member-import/images/preview', filesBody(files));
}

/** POST /api/member-import/images: the matched images stored (all or nothing). */
export function storeBulkImages(files: readonly File[]): Promise<BulkImagesDone> {
  return api.post<BulkImagesDone>('/api/member-import/images', filesBody(files));
}

export function usePreviewBulkImages() {
  return useMutation({ mutationFn: previewBulkImages });
}

export function useStoreBulkImages() {
  return useMutation({ mutationFn: storeBulkImages });
}
