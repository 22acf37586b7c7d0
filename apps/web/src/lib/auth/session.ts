import { notifications } from '@mantine/notifications';
import { messages } from '@portal/domain';
import { isApiError } from '../api.ts';

/** One notification however many calls notice the ended session at once (Mantine skips a shown id). */
const SESSION_ENDED_NOTIFICATION_ID = 'session-ended';

/**
 * Whether a call failed because the session ended (401). A refused sign-in is a 401 too, but it
 * says the credentials were wrong, not that a session ended.
 */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
}

/** 'You are not authenticated! Please log in again.' */
export function notifySessionEnded(): void {
  notifications.show({
    id: SESSION_ENDED_NOTIFICATION_ID,
    color: 'red',
    message: messages.notAuthenticated,
  });
}
