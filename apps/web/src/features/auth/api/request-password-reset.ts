import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Asks for a reset mail; the server answers the same whether or not the address is known. */
export function requestPasswordReset(input: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/account/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
