import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryRequest } from '../../../components/members/beneficiary-form.ts';
import type { MemberFieldsRequest } from '../../../components/members/member-form.ts';
import { api, newIdempotencyKey, retryLostAnswer } from '../../../lib/api.ts';

/** The `data` part of POST /api/members (CONTRACT-FEATURES). */
export interface RegisterMemberData extends MemberFieldsRequest {
  referenceNumber: string;
  registrationDate: string;
  beneficiaries: BeneficiaryRequest[];
}

export interface RegisterMemberRequest {
  data: RegisterMemberData;
  idPicture: File;
  signature: File;
  /** One per submit: a retry of the submit sends the same one, so the member is registered once. */
  idempotencyKey?: string;
}

export interface RegisteredMember {
  id: string;
  fullName: string;
  referenceNumber: string;
}

/** POST /api/members as multipart: `data` JSON plus the ID picture and e-signature files. */
export function registerMember({
  data,
  idPicture,
  signature,
  idempotencyKey,
}: RegisterMemberRequest): Promise<{ message: string; member: RegisteredMember }> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  body.set('idPicture', idPicture);
  body.set('signature', signature);
  return api.post<{ message: string; member: RegisteredMember }>('/api/members', body, { idempotencyKey });
}

/** Each submit (`mutate`) gets a new Idempotency-Key, which its automatic retries of a lost answer reuse. */
export function useRegisterMember() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: registerMember,
    retry: retryLostAnswer,
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
