import type { MessageResponse, PasswordChangeRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';

export function changePassword(change: PasswordChangeRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/account/password', change);
}

/**
 * Changes one's password (400 INVALID_PASSWORD when the current one is wrong). The server ends the
 * other sessions and answers with this session's new cookie; the sessions list is read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
