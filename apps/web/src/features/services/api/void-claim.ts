import type { ClaimVoidBody, ClaimVoided } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/claims/:id/void (DECISIONS 51). */
export function voidClaim({ claimId, body }: { claimId: string; memberId: string; body: ClaimVoidBody }) {
  return api.post<ClaimVoided>(`/api/claims/${encodeURIComponent(claimId)}/void`, body);
}

/**
 * Voids a claim; the member's usage and history are fetched again afterwards, and every other view of
 * claims (reports, dashboard, claims report) is marked stale: the claim no longer counts anywhere.
 */
export function useVoidClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidClaim,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
