import type { MemberWithBeneficiaries } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function getMember(id: string, view?: 'card'): Promise<MemberWithBeneficiaries> {
  return api.get<MemberWithBeneficiaries>(
    `/api/members/${encodeURIComponent(id)}${view ? `?view=${view}` : ''}`,
  );
}

/**
 * A member's profile and beneficiaries (404 MEMBER_NOT_FOUND for an unknown id). The ID card page
 * reads it as `view: 'card'` under its own key, so the access log records the card as such.
 */
export function useMember(id: string, { view }: { view?: 'card' } = {}) {
  return useQuery({
    queryKey: view ? ([...memberKeys.detail(id), view] as const) : memberKeys.detail(id),
    queryFn: () => getMember(id, view),
  });
}
