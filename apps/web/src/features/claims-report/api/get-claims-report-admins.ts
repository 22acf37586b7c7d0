import type { ClaimsReportAdmins } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { claimsReportKeys } from './keys.ts';

export function getClaimsReportAdmins(): Promise<ClaimsReportAdmins> {
  return api.get<ClaimsReportAdmins>('/api/claims-report/admins');
}

/** The administrators the "Recorded by" filter offers. */
export function useClaimsReportAdmins() {
  return useQuery({
    queryKey: claimsReportKeys.admins,
    queryFn: getClaimsReportAdmins,
    staleTime: 5 * 60_000,
  });
}
