import type { ClaimReceipt } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Records one print of the claim's receipt (numbered on the first) and answers the sheet. */
export function printReceipt(claimId: string): Promise<ClaimReceipt> {
  return api.post<ClaimReceipt>(`/api/claims/${encodeURIComponent(claimId)}/receipt`);
}

/**
 * One print per call: a POST, since each print is counted (the first numbers the receipt, later ones
 * are reprints) and written to the activity log. Never retried on its own: a lost answer is tried
 * again only when the admin asks.
 */
export function usePrintReceipt() {
  return useMutation({ mutationFn: printReceipt, retry: false });
}
