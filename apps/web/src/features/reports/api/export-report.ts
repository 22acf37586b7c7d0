import { queryString } from '../../../lib/api.ts';
import { type ReportFilters, reportQuery } from './keys.ts';

/**
 * GET /api/reports/export.csv with the page's filters and sort: every row of the set (not only the
 * page), streamed by the server; the browser downloads it through a plain link, whatever its size.
 */
export function reportCsvUrl(filters: ReportFilters): string {
  return `/api/reports/export.csv${queryString(reportQuery(filters))}`;
}
