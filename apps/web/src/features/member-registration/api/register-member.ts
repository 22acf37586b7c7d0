import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryRequest } from '../../../components/member-form/beneficiary-form.ts';
import type { MemberFieldsRequest } from '../../../components/member-form/member-form.ts';
import { api } from '../../../lib/api.ts';

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
}: RegisterMemberRequest): Promise<{ message: string; member: RegisteredMember }> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  body.set('idPicture', idPicture);
  body.set('signature', signature);
  return api.post<{ message: string; member: RegisteredMember }>('/api/members', body);
}

export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMember,
    // The members list, filters and reports read this member from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
