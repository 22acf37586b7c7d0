import type { MessageResponse, PasswordChangeRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function changePassword(change: PasswordChangeRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password', change);
}

/**
 * Changes one's password (400 INVALID_PASSWORD when the current one is wrong). The server ends the
 * other sessions and answers with this session's new cookie, so nothing else changes here.
 */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
