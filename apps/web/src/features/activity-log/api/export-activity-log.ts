import { queryString } from '../../../lib/api.ts';
import type { ActivityLogFilters } from './keys.ts';

/**
 * GET /api/activity-log/export.csv with the page's filters: every matching entry (not only the
 * page) as CSV. The browser downloads it through a plain link, so it streams whatever its size.
 */
export function activityLogCsvUrl(filters: ActivityLogFilters): string {
  return `/api/activity-log/export.csv${queryString({ ...filters })}`;
}
