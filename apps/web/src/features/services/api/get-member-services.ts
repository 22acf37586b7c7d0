import type { MemberServices } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';

export function getMemberServices(memberId: string): Promise<MemberServices> {
  return api.get<MemberServices>(`/api/members/${encodeURIComponent(memberId)}/services`);
}

/** Today's usage per service, the current membership year and every claim of the member. */
export function useMemberServices(memberId: string) {
  return useQuery({
    queryKey: serviceKeys.member(memberId),
    queryFn: () => getMemberServices(memberId),
    enabled: memberId !== '',
  });
}
