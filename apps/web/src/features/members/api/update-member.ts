import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberFieldsRequest } from '../../../components/member-form/member-form.ts';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';
import type { MemberDetail } from './types.ts';

export interface UpdateMemberRequest {
  id: string;
  data: MemberFieldsRequest;
  idPicture: File | null;
  signature: File | null;
}

/** PATCH /api/members/:id as multipart: `data` JSON plus the optional new images. */
export function updateMember({
  id,
  data,
  idPicture,
  signature,
}: UpdateMemberRequest): Promise<{ message: string; member: MemberDetail }> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  if (idPicture) body.set('idPicture', idPicture);
  if (signature) body.set('signature', signature);
  return api.patch<{ message: string; member: MemberDetail }>(`/api/members/${encodeURIComponent(id)}`, body);
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
