import type { MemberRenewals } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { renewalKeys } from './keys.ts';

export function getMemberRenewals(memberId: string): Promise<MemberRenewals> {
  return api.get<MemberRenewals>(`/api/members/${encodeURIComponent(memberId)}/renewals`);
}

/** A member's renewals, newest first, and whether Renew is open today. */
export function useMemberRenewals(memberId: string) {
  return useQuery({ queryKey: renewalKeys.member(memberId), queryFn: () => getMemberRenewals(memberId) });
}
