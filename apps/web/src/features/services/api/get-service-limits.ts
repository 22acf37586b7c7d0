import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';
import type { ServiceLimitView } from './types.ts';

export function getServiceLimits(): Promise<{ limits: ServiceLimitView[] }> {
  return api.get<{ limits: ServiceLimitView[] }>('/api/service-limits');
}

/** The maximum of every service per window, with the category caps. */
export function useServiceLimits() {
  return useQuery({ queryKey: serviceKeys.limits, queryFn: getServiceLimits, select: (data) => data.limits });
}
