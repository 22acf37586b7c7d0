import { api } from '../../../lib/api.ts';

/**
 * POST /api/access-log/refused-rows: the refused rows are saved as a CSV made here in the browser,
 * so the page tells the server, which records the download in the access log (DECISIONS 46).
 * The file is saved whatever the answer.
 */
export function recordRefusedRowsDownload(rows: number): Promise<void> {
  return api.post<void>('/api/access-log/refused-rows', { rows });
}
