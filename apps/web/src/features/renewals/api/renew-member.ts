import type { RenewalRequest, RenewalSaved } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { renewalKeys } from './keys.ts';

export function renewMember({
  memberId,
  renewal,
}: {
  memberId: string;
  renewal: RenewalRequest;
}): Promise<RenewalSaved> {
  return api.post<RenewalSaved>(`/api/members/${encodeURIComponent(memberId)}/renewals`, renewal);
}

/**
 * Renews a membership (409 RENEWAL_NOT_OPEN or MEMBER_ARCHIVED with the catalogue's message); the
 * renewals lists and the member's history are fetched again afterwards.
 */
export function useRenewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
