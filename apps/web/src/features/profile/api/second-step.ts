import type {
  MessageResponse,
  SecondStepConfirmed,
  SecondStepConfirmRequest,
  SecondStepEnrollment,
  SecondStepEnrollRequest,
  SecondStepStatus,
  SecondStepTurnOffRequest,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/auth/me-key.ts';
import { profileKeys } from './keys.ts';

/** Whether one's two-step sign-in is on, and whether head admins require it (issue 27 item 1). */
export function useSecondStep() {
  return useQuery({
    queryKey: profileKeys.secondStep,
    queryFn: () => api.get<SecondStepStatus>('/api/account/second-step'),
  });
}

/** The current password; answers the key for the authenticator app (QR code and text). */
export function useStartEnrollment() {
  return useMutation({
    mutationFn: (body: SecondStepEnrollRequest) =>
      api.post<SecondStepEnrollment>('/api/account/second-step/enroll', body),
  });
}

/**
 * The app's first code turns it on and answers the backup codes (this once). The other sessions
 * ended; the session state (me) is read again when the admin has saved the codes (`done`).
 */
export function useConfirmEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondStepConfirmRequest) =>
      api.post<SecondStepConfirmed>('/api/account/second-step/confirm', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: profileKeys.secondStep });
    },
  });
}

export function useTurnOffSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondStepTurnOffRequest) =>
      api.post<MessageResponse>('/api/account/second-step/turn-off', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: profileKeys.secondStep });
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
