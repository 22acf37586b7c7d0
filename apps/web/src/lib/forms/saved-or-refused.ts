import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isSessionEnded } from '../auth/session.ts';

/** The parts of a Mantine form a saved edit form touches. */
interface EditForm<V> {
  setValues: (values: V) => void;
  resetDirty: (values: V) => void;
  setErrors: (errors: FormErrors) => void;
}

/**
 * A saved edit form's answers to its save (My Profile's personal information, the office details):
 * on success the values saved become the form's clean state (Save greys out again) and a green
 * notice says `message`; a refusal goes above and under the fields it names (`refuse`: useRefusal's
 * `server`), unless the session has ended (the sign-in page takes over).
 */
export function savedOrRefused<V, S>(
  form: EditForm<V>,
  refuse: (error: unknown) => FormErrors,
  { values, message }: { values: (saved: S) => V; message: (saved: S) => string },
) {
  return {
    onSuccess: (saved: S) => {
      const next = values(saved);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'green', message: message(saved) });
    },
    onError: (error: unknown) => {
      if (!isSessionEnded(error)) form.setErrors(refuse(error));
    },
  };
}
