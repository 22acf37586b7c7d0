import { messages } from '@portal/domain';
import { ApiError } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type DownloadedFile = { blob: Blob; bytes: number; filename: string };

/**
 * Fetches an export as it streams, telling the bytes received so far, then offers it to save under
 * `filename`. The file is kept (as a Blob, which browsers spill to disk when large) so Verify can
 * send back exactly what was saved. A failed answer or a cut-off transfer throws.
 */
export async function downloadExport(
  url: string,
  filename: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, { code: `HTTP_${response.status}`, message: messages.exportFailed });
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  const blob = new Blob(parts as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
  saveBlob(blob, filename);
  return { blob, bytes, filename };
}
