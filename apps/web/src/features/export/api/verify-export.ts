import type { ExportVerification } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/export-sql/verify: the downloaded file sent back as it is and loaded on the server. */
export function verifyExport(file: Blob): Promise<ExportVerification> {
  const form = new FormData();
  form.append('file', file, 'export_all.sql');
  return api.post<ExportVerification>('/api/export-sql/verify', form);
}

export function useVerifyExport() {
  return useMutation({ mutationFn: verifyExport });
}
