import type { MemberAccessPage } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api.ts';
import { accessKeys } from './keys.ts';

export function getMemberAccess(memberId: string, page: number): Promise<MemberAccessPage> {
  return api.get<MemberAccessPage>(
    `/api/members/${encodeURIComponent(memberId)}/access-log${queryString({ page })}`,
  );
}

/** Who viewed a member's records, newest first, 10 a page (head admins). */
export function useMemberAccess(memberId: string, page: number) {
  return useQuery({
    queryKey: accessKeys.member(memberId, page),
    queryFn: () => getMemberAccess(memberId, page),
    placeholderData: keepPreviousData,
  });
}
