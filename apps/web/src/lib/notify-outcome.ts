import { notifications } from '@mantine/notifications';
import { errorMessage } from './api.ts';
import { isSessionEnded } from './auth/session.ts';

/**
 * A call's answer as a note (the admin pages' one-click and confirmed actions), given to `mutate`:
 * success says `success(answer)` in green; a failure says `failure(error)` (by default the server's
 * message) in red, or nothing when the session ended (that has its own note); `settled` then runs
 * either way (e.g. closes the question that asked).
 */
export function notifyOutcome<T>({
  success,
  failure = errorMessage,
  settled,
}: {
  success: (answer: T) => string;
  failure?: (error: unknown) => string;
  settled?: () => void;
}) {
  return {
    onSuccess: (answer: T) => {
      notifications.show({ color: 'green', message: success(answer) });
    },
    onError: (error: unknown) => {
      if (!isSessionEnded(error)) notifications.show({ color: 'red', message: failure(error) });
    },
    onSettled: () => settled?.(),
  };
}
