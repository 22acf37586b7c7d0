import type { ClaimCreated, ClaimFormInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';

export function claimService({
  memberId,
  claim,
}: {
  memberId: string;
  claim: ClaimFormInput;
}): Promise<ClaimCreated> {
  return api.post<ClaimCreated>(`/api/members/${encodeURIComponent(memberId)}/claims`, claim);
}

/** Claims a service; the member's usage and history are fetched again afterwards. */
export function useClaimService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimService,
    onSettled: (_result, _error, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: serviceKeys.member(memberId) }),
  });
}
