import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api.ts';
import { savedOrRefused } from '../src/lib/forms/saved-or-refused.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

interface Office {
  name: string;
}

function fakeForm() {
  return { setValues: vi.fn(), resetDirty: vi.fn(), setErrors: vi.fn() };
}

const answers = (form: ReturnType<typeof fakeForm>, refuse: (error: unknown) => FormErrors) =>
  savedOrRefused<Office, { office: Office; message: string }>(form, refuse, {
    values: (saved) => saved.office,
    message: (saved) => saved.message,
  });

afterEach(() => {
  vi.clearAllMocks();
});

describe('a saved edit form', () => {
  it('takes the saved values as its clean state and says so in green', () => {
    const form = fakeForm();
    answers(form, vi.fn()).onSuccess({ office: { name: 'City Health Office' }, message: 'Saved.' });
    expect(form.setValues).toHaveBeenCalledWith({ name: 'City Health Office' });
    expect(form.resetDirty).toHaveBeenCalledWith({ name: 'City Health Office' });
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Saved.' });
    expect(form.setErrors).not.toHaveBeenCalled();
  });

  it('puts a refusal under its fields', () => {
    const form = fakeForm();
    const refuse = vi.fn(() => ({ name: 'Required.' }));
    const refusal = new ApiError(400, {
      code: 'VALIDATION',
      message: 'Required.',
      fields: { name: 'Required.' },
    });
    answers(form, refuse).onError(refusal);
    expect(refuse).toHaveBeenCalledWith(refusal);
    expect(form.setErrors).toHaveBeenCalledWith({ name: 'Required.' });
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('leaves an ended session to the sign-in page', () => {
    const form = fakeForm();
    const refuse = vi.fn(() => ({}));
    answers(form, refuse).onError(new ApiError(401, { code: 'UNAUTHENTICATED', message: 'Log in again.' }));
    expect(refuse).not.toHaveBeenCalled();
    expect(form.setErrors).not.toHaveBeenCalled();
  });
});
