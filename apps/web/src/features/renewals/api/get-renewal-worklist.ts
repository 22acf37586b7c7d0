import type { RenewalWorklist } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { renewalKeys } from './keys.ts';

export function getRenewalWorklist(barangay: string): Promise<RenewalWorklist> {
  return api.get<RenewalWorklist>(`/api/renewals/worklist${queryString({ barangay })}`);
}

/** Members expiring within 30 days, grouped by barangay (the printable worklist). */
export function useRenewalWorklist(barangay: string) {
  return useQuery({ queryKey: renewalKeys.worklist(barangay), queryFn: () => getRenewalWorklist(barangay) });
}
