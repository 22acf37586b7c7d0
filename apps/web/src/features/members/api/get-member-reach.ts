import type { MemberReach } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function getMemberReach(id: string): Promise<MemberReach> {
  return api.get<MemberReach>(`/api/members/${encodeURIComponent(id)}/reach`);
}

/** The member's reminder consent and its record (under 'members', so an update refreshes it). */
export function useMemberReach(id: string) {
  return useQuery({ queryKey: [...memberKeys.all, 'reach', id], queryFn: () => getMemberReach(id) });
}
