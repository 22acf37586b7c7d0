import type { ClaimFormInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';
import type { ClaimView } from './types.ts';

export function claimService({
  memberId,
  claim,
}: {
  memberId: string;
  claim: ClaimFormInput;
}): Promise<{ message: string; claim: ClaimView }> {
  return api.post<{ message: string; claim: ClaimView }>(
    `/api/members/${encodeURIComponent(memberId)}/claims`,
    claim,
  );
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
