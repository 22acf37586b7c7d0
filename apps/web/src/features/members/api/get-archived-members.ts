import type { MemberPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function getArchivedMembers(params: { search: string; page: number }): Promise<MemberPage> {
  return api.get<MemberPage>(`/api/members/archived${queryString({ ...params })}`);
}

/** One page of archived members, with when and by whom each was archived. */
export function useArchivedMembers(params: { search: string; page: number }) {
  return useQuery({
    queryKey: memberKeys.archived(params),
    queryFn: () => getArchivedMembers(params),
    placeholderData: keepPreviousData,
  });
}
