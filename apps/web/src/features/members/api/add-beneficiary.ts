import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryRequest } from '../../../components/member-form/beneficiary-form.ts';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './keys.ts';
import type { Beneficiary } from './types.ts';

export function addBeneficiary({
  memberId,
  beneficiary,
}: {
  memberId: string;
  beneficiary: BeneficiaryRequest;
}): Promise<{ message: string; beneficiary: Beneficiary }> {
  return api.post<{ message: string; beneficiary: Beneficiary }>(
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
