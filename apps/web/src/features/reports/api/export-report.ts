import { queryString } from '../../../lib/api.ts';
import { type ReportUrlFilters, reportQuery } from './keys.ts';

/**
 * GET /api/reports/export.csv with the page's filters and sort: every row of the set (not only the
 * page), streamed by the server; the browser downloads it through a plain link, whatever its size.
 */
export function reportCsvUrl(filters: ReportUrlFilters): string {
  return `/api/reports/export.csv${queryString(reportQuery(filters))}`;
}
