import type { BeneficiarySaved } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function removeBeneficiary({
  memberId,
  beneficiaryId,
}: {
  memberId: string;
  beneficiaryId: string;
}): Promise<BeneficiarySaved> {
  return api.post<BeneficiarySaved>(
    `/api/members/${encodeURIComponent(memberId)}/beneficiaries/${encodeURIComponent(beneficiaryId)}/remove`,
  );
}

/** Soft removal: the row stays, shown as 'Removed'. */
export function useRemoveBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBeneficiary,
    onSuccess: (_result, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
  });
}
