import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';
import type { Beneficiary } from './types.ts';

export function removeBeneficiary({
  memberId,
  beneficiaryId,
}: {
  memberId: string;
  beneficiaryId: string;
}): Promise<{ beneficiary: Beneficiary }> {
  return api.post<{ beneficiary: Beneficiary }>(
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
