import type { ClaimsReport } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type ClaimsReportFilters, claimsReportKeys, claimsReportQuery } from './keys.ts';

export function getClaimsReport(filters: ClaimsReportFilters): Promise<ClaimsReport> {
  return api.get<ClaimsReport>(`/api/claims-report${queryString(claimsReportQuery(filters))}`);
}

/**
 * The totals of the claims in the range that pass the filters. The last answer stays shown while the
 * next loads; nothing is asked while the range is refused on the page (`enabled`).
 */
export function useClaimsReport(filters: ClaimsReportFilters, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: claimsReportKeys.report(filters),
    queryFn: () => getClaimsReport(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
