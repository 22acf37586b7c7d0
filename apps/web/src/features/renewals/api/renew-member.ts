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
 * Renews a membership (409 RENEWAL_NOT_OPEN or MEMBER_ARCHIVED with the catalogue's message). The
 * renewals lists and the member's history are fetched again afterwards, after a refusal too: a 409
 * usually means someone else renewed first.
 */
export function useRenewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
