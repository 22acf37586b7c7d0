import type { ServiceLimitInput, ServiceLimitsResponse, ServiceLimitsUpdated } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';

/** One service's new maximum, as PUT /api/service-limits takes it. */
export type LimitChange = Pick<ServiceLimitInput, 'serviceType' | 'maxCentavos'>;

export function updateServiceLimits(limits: LimitChange[]): Promise<ServiceLimitsUpdated> {
  return api.put<ServiceLimitsUpdated>('/api/service-limits', { limits });
}

/** Saves limits; every member's usage is fetched again, as the maxima changed. */
export function useUpdateServiceLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceLimits,
    onSuccess: (result) => {
      queryClient.setQueryData<ServiceLimitsResponse>(serviceKeys.limits, { limits: result.limits });
      return queryClient.invalidateQueries({ queryKey: serviceKeys.allMembers });
    },
  });
}
