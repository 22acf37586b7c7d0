import type { MessageResponse, PasswordResetConfirm } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function confirmPasswordReset(input: PasswordResetConfirm): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
