import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';
import type { ServiceLimitView } from './types.ts';

export type LimitChange = { serviceType: string; maxCentavos: number };

export function updateServiceLimits(
  limits: LimitChange[],
): Promise<{ message: string; limits: ServiceLimitView[] }> {
  return api.put<{ message: string; limits: ServiceLimitView[] }>('/api/service-limits', { limits });
}

/** Saves limits; every member's usage is fetched again, as the maxima changed. */
export function useUpdateServiceLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceLimits,
    onSuccess: (result) => {
      queryClient.setQueryData(serviceKeys.limits, { limits: result.limits });
      return queryClient.invalidateQueries({ queryKey: serviceKeys.allMembers });
    },
  });
}
