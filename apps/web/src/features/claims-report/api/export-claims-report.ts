import { queryString } from '../../../lib/api.ts';
import { type ClaimsReportFilters, claimsReportQuery } from './keys.ts';

/**
 * GET /api/claims-report/export.csv with the page's range and filters: one row per claim, streamed by
 * the server; the browser downloads it through a plain link, whatever its size.
 */
export function claimsReportCsvUrl(filters: ClaimsReportFilters): string {
  return `/api/claims-report/export.csv${queryString(claimsReportQuery(filters))}`;
}
