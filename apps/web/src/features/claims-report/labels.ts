import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from '@portal/domain';
import { formatDate } from '../../lib/dates.ts';
import type { ClaimsReportFilters } from './api/keys.ts';

/** The range in words: 'March 1, 2026 – March 31, 2026' (one date when it is one day). */
export function describeRange({ from, to }: Pick<ClaimsReportFilters, 'from' | 'to'>): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/** The filters besides the range, as stated on screen and on the printed summary. */
export function describeClaimsFilters(filters: ClaimsReportFilters, adminName: string | undefined): string[] {
  return [
    `Service: ${filters.service || 'all'}`,
    `Category: ${filters.category ? SERVICE_CATEGORY_LABELS[filters.category as ServiceCategory] : 'all'}`,
    `Institution: ${filters.institution || 'all'}`,
    `Barangay: ${filters.barangay || 'all'}`,
    `Recorded by: ${filters.adminId ? (adminName ?? 'one administrator') : 'all administrators'}`,
  ];
}
