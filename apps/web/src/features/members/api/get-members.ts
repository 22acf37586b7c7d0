import type { MemberPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { type MemberListParams, memberKeys } from './keys.ts';

export function getMembers(params: MemberListParams): Promise<MemberPage> {
  return api.get<MemberPage>(`/api/members${queryString({ ...params })}`);
}

/**
 * One page of registered (not archived) members, newest registration first unless sorted; the
 * previous page stays shown while the next loads. Not `enabled`, it waits (the admin's stored view).
 */
export function useMembers(params: MemberListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.list(params),
    queryFn: () => getMembers(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
