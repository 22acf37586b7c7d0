import type { MessageResponse, PasswordResetRequest } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { useRequest } from '../../../lib/hooks/use-request.ts';

/** Asks for a reset mail; the server answers the same whether or not the address is known. */
export function requestPasswordReset(input: PasswordResetRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password-reset', input);
}

/** Used on the login page, which has no query client (see useRequest). */
export function useRequestPasswordReset() {
  return useRequest(requestPasswordReset);
}
