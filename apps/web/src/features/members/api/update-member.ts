import type { MemberSaved, MemberUpdateRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export interface UpdateMemberRequest {
  id: string;
  data: MemberUpdateRequest;
  idPicture: File | null;
  signature: File | null;
}

/** PATCH /api/members/:id as multipart: `data` JSON plus the optional new images. */
export function updateMember({ id, data, idPicture, signature }: UpdateMemberRequest): Promise<MemberSaved> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  if (idPicture) body.set('idPicture', idPicture);
  if (signature) body.set('signature', signature);
  return api.patch<MemberSaved>(`/api/members/${encodeURIComponent(id)}`, body);
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
