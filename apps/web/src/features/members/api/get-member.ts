import type { MemberWithBeneficiaries } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function getMember(id: string): Promise<MemberWithBeneficiaries> {
  return api.get<MemberWithBeneficiaries>(`/api/members/${encodeURIComponent(id)}`);
}

/** A member's profile and beneficiaries (404 MEMBER_NOT_FOUND for an unknown id). */
export function useMember(id: string) {
  return useQuery({ queryKey: memberKeys.detail(id), queryFn: () => getMember(id) });
}
