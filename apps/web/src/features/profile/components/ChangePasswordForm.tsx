import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@portal/domain';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { emptyPasswordValues, fieldMarks, type PasswordValues, passwordErrors } from '../profile-form.ts';

/**
 * Change password (DECISIONS 37): the current password, then the new one twice under the password
 * policy. The admin's other sessions end; this one carries on with the cookie the server sends.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const form = useForm<PasswordValues>({ initialValues: emptyPasswordValues, validate: passwordErrors });

  const send = (values: PasswordValues) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        setAlert({ kind: 'success', message: messages.passwordChanged });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        const message = errorMessage(error);
        setAlert({ kind: 'error', message });
        if (isApiError(error)) form.setErrors(fieldMarks(error.fields, message));
      },
    });
  };

  return (
    <SectionCard
      id="password-heading"
      title="Change password"
      description="Your other signed-in sessions are signed out when the password changes."
    >
      <form
        aria-labelledby="password-heading"
        noValidate
        onSubmit={form.onSubmit(send, () => setAlert(null))}
      >
        <Stack gap="md">
          <Stack gap="md" maw={440}>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...requiredField}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              // The policy, unless the error under the field says it already.
              description={
                form.errors.newPassword === messages.passwordPolicy ? undefined : messages.passwordPolicy
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...requiredField}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              {...requiredField}
              {...form.getInputProps('confirmPassword')}
            />
          </Stack>
          <FormAlert state={alert} />
          <Group>
            <Button type="submit" loading={change.isPending} leftSection={<IconKey size={18} aria-hidden />}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
