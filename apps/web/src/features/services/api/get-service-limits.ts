import type { ServiceLimitsResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';

export function getServiceLimits(): Promise<ServiceLimitsResponse> {
  return api.get<ServiceLimitsResponse>('/api/service-limits');
}

/** The maximum of every service per window, with the category caps. */
export function useServiceLimits() {
  return useQuery({ queryKey: serviceKeys.limits, queryFn: getServiceLimits, select: (data) => data.limits });
}
