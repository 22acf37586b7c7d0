import type { MemberRegistrationRequest, MemberSaved } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface RegisterMemberRequest {
  data: MemberRegistrationRequest;
  idPicture: File;
  signature: File;
}

/** POST /api/members as multipart: `data` JSON plus the ID picture and e-signature files. */
export function registerMember({ data, idPicture, signature }: RegisterMemberRequest): Promise<MemberSaved> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  body.set('idPicture', idPicture);
  body.set('signature', signature);
  return api.post<MemberSaved>('/api/members', body);
}

export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMember,
    // The members list, filters and reports read this member from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
