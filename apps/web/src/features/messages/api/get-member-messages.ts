import type { MemberMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './keys.ts';

export function getMemberMessages(memberId: string): Promise<MemberMessages> {
  return api.get<MemberMessages>(`/api/members/${encodeURIComponent(memberId)}/messages`);
}

/** The member's newest 50 messages, for the profile. */
export function useMemberMessages(memberId: string) {
  return useQuery({
    queryKey: messageKeys.member(memberId),
    queryFn: () => getMemberMessages(memberId),
    staleTime: 0,
  });
}
