import type { SecondStepRequirementResponse, SessionsEndedResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/auth/me-key.ts';
import { adminsQueryKey } from './get-admins.ts';

/** Head admins require two-step sign-in of every administrator, or stop (issue 27 item 1). */
export function useSecondStepRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<SecondStepRequirementResponse>('/api/admins/second-step-requirement', { required }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
      // The head admin's own session may now need the set-up first.
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}

/** Resets an administrator's two-step sign-in: key and backup codes gone, their sessions ended. */
export function useResetSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adminId: string) =>
      api.post<SessionsEndedResponse>(`/api/admins/${encodeURIComponent(adminId)}/second-step/reset`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
