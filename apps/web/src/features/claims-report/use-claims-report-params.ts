import {
  claimsReportRange,
  claimsReportRangeRefusal,
  isIsoDate,
  SERVICE_CATEGORIES,
  SERVICE_TYPES,
} from '@portal/domain';
import { today } from '../../lib/dates.ts';
import { useListParams } from '../../lib/hooks/use-list-params.ts';
import type { ClaimsReportFilters } from './api/keys.ts';

export const CLAIMS_REPORT_FILTER_KEYS = [
  'from',
  'to',
  'service',
  'category',
  'barangay',
  'adminId',
] as const;
export type ClaimsReportFilterKey = (typeof CLAIMS_REPORT_FILTER_KEYS)[number];

const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/**
 * The report's range and filters, kept in the URL (a report can be bookmarked and shared; Back steps
 * through the changes); the institution is typed, so it is applied after a pause. Without dates the
 * range is this month in Manila, written out so the request always names it. A range the domain
 * refuses ('To' before 'From', over 366 days) is not sent: `rangeError` says why.
 */
export function useClaimsReportParams() {
  const list = useListParams(CLAIMS_REPORT_FILTER_KEYS, { searchKey: 'institution', push: true });
  const raw = list.filters;
  const given = {
    from: isIsoDate(raw.from) ? raw.from : undefined,
    to: isIsoDate(raw.to) ? raw.to : undefined,
  };
  const range = claimsReportRange(given, today());
  const refusal = claimsReportRangeRefusal(range);
  const filters: ClaimsReportFilters = {
    ...range,
    service: oneOf(SERVICE_TYPES, raw.service),
    category: oneOf(SERVICE_CATEGORIES, raw.category),
    institution: list.search,
    barangay: raw.barangay,
    adminId: raw.adminId,
  };
  const filtered = Boolean(
    raw.from ||
      raw.to ||
      filters.service ||
      filters.category ||
      filters.institution ||
      filters.barangay ||
      filters.adminId,
  );
  return { ...list, filters, filtered, rangeError: refusal?.message ?? null };
}
