import { notifications } from '@mantine/notifications';
import { messages } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api.ts';
import { meQueryKey } from '../../lib/auth/me.ts';

/**
 * A 401 on a change means the session ended: say so, then re-check the session so the admin
 * guard sends the visitor to /login. True when it handled the error.
 */
export function handleSessionEnded(error: unknown, queryClient: QueryClient): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  notifications.show({ color: 'red', message: messages.notAuthenticated });
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
  return true;
}
