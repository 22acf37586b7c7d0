import type { MemberRegistrationRequest, MemberSaved } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, retryDelay, retryLostAnswer } from '../../../lib/api.ts';

export interface RegisterMemberRequest {
  data: MemberRegistrationRequest;
  idPicture: File;
  signature: File;
  /** One per submit: a retry of the submit sends the same one, so the member is registered once. */
  idempotencyKey?: string;
}

/** POST /api/members as multipart: `data` JSON plus the ID picture and e-signature files. */
export function registerMember({
  data,
  idPicture,
  signature,
  idempotencyKey,
}: RegisterMemberRequest): Promise<MemberSaved> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  body.set('idPicture', idPicture);
  body.set('signature', signature);
  return api.post<MemberSaved>('/api/members', body, { idempotencyKey });
}

/** Each submit (`mutate`) gets a new Idempotency-Key, which its automatic retries of a lost answer reuse. */
export function useRegisterMember() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: registerMember,
    retry: retryLostAnswer,
    retryDelay,
    // The members list, filters and reports read this member from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
  const mutate: typeof mutation.mutate = (variables, options) =>
    mutation.mutate(
      { ...variables, idempotencyKey: variables.idempotencyKey ?? newIdempotencyKey() },
      options,
    );
  return { ...mutation, mutate };
}
