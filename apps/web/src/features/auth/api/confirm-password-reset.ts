import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/account/password-reset/confirm', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
