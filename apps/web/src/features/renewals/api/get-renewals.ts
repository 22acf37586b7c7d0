import type { RenewalPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type RenewalListParams, renewalKeys } from './keys.ts';

export function getRenewals(params: RenewalListParams): Promise<RenewalPage> {
  return api.get<RenewalPage>(
    `/api/renewals${queryString({ ...params, window: params.window === 'all' ? '' : params.window })}`,
  );
}

/** One page of members already expired or expiring soon, soonest first; the previous page stays shown while the next loads. */
export function useRenewals(params: RenewalListParams) {
  return useQuery({
    queryKey: renewalKeys.list(params),
    queryFn: () => getRenewals(params),
    placeholderData: keepPreviousData,
  });
}
