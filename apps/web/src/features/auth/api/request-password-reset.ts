import type { MessageResponse, PasswordResetRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Asks for a reset mail; the server answers the same whether or not the address is known. */
export function requestPasswordReset(input: PasswordResetRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
