import { DEFAULT_REPORT_SORT, REPORT_SORTS, REPORT_STATUSES } from '@portal/domain';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import type { ReportUrlFilters } from './api/keys.ts';

export const REPORT_FILTER_KEYS = ['barangay', 'status', 'year', 'month', 'sort'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The report's filters, sort and page, kept in the URL (a report can be bookmarked and shared;
 * Back and Forward step through the changes). Unknown values in a hand-edited URL count as none.
 */
export function useReportParams() {
  const list = useListParams(REPORT_FILTER_KEYS, { push: true });
  const { barangay, status, year, month, sort } = list.filters;
  const validYear = /^\d{4}$/.test(year) ? year : '';
  const validMonth = /^(?:[1-9]|1[0-2])$/.test(month) ? month : '';
  const filters: ReportUrlFilters = {
    search: list.search,
    barangay,
    status: oneOf(REPORT_STATUSES, status),
    year: validYear,
    month: validMonth,
    sort: oneOf(REPORT_SORTS, sort) || DEFAULT_REPORT_SORT,
  };
  const filtered = Boolean(
    filters.search || filters.barangay || filters.status || filters.year || filters.month,
  );
  return { ...list, filters, filtered };
}
