import type { BeneficiaryRequest, BeneficiarySaved } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';

export function addBeneficiary({
  memberId,
  beneficiary,
}: {
  memberId: string;
  beneficiary: BeneficiaryRequest;
}): Promise<BeneficiarySaved> {
  return api.post<BeneficiarySaved>(
    `/api/members/${encodeURIComponent(memberId)}/beneficiaries`,
    beneficiary,
  );
}

/** Adds a beneficiary; 409 SPOUSE_ORDER_REQUIRED asks for the Muslim spouse confirmation. */
export function useAddBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBeneficiary,
    onSuccess: (_result, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
  });
}
