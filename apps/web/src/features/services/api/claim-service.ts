import type { ClaimCreated, ClaimFormInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, retryDelay, retryLostAnswer } from '../../../lib/api.ts';
import { serviceKeys } from './keys.ts';

export function claimService({
  memberId,
  claim,
  idempotencyKey,
}: {
  memberId: string;
  claim: ClaimFormInput;
  /** One per submit: a retry of the submit sends the same one, so the claim is recorded once. */
  idempotencyKey?: string;
}): Promise<ClaimCreated> {
  return api.post<ClaimCreated>(`/api/members/${encodeURIComponent(memberId)}/claims`, claim, {
    idempotencyKey,
  });
}

/**
 * Claims a service; the member's usage and history are fetched again afterwards. Each submit
 * (`mutate`) gets a new Idempotency-Key, which its automatic retries of a lost answer reuse.
 */
export function useClaimService() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: claimService,
    retry: retryLostAnswer,
    retryDelay,
    onSettled: (_result, _error, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: serviceKeys.member(memberId) }),
  });
  const mutate: typeof mutation.mutate = (variables, options) =>
    mutation.mutate(
      { ...variables, idempotencyKey: variables.idempotencyKey ?? newIdempotencyKey() },
      options,
    );
  return { ...mutation, mutate };
}
