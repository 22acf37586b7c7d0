import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, profileText } from '@portal/domain';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorSummary } from '../../../components/ErrorSummary.tsx';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useRefusal } from '../../../lib/forms/use-refusal.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  emptyPasswordValues,
  PASSWORD_FIELD_ORDER,
  type PasswordValues,
  passwordErrors,
  passwordFieldLabels,
} from '../profile-form.ts';
import { errorsIn, useProfileTexts } from '../texts.ts';

type PasswordField = keyof PasswordValues;

/**
 * Change password (DECISIONS 37): the current password, then the new one twice under the password
 * policy. The admin's other sessions end; this one carries on with the cookie the server sends.
 * A refused change shows each wrong field's message under it, the summary until the next submit,
 * and moves to the first wrong field.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { t, m, tr } = useProfileTexts();
  const labels = passwordFieldLabels(t);
  const policy = m('passwordPolicy');
  const [changed, setChanged] = useState<FormAlertState | null>(null);
  const refusals = useRefusal(PASSWORD_FIELD_ORDER, labels);
  const form = useForm<PasswordValues>({
    initialValues: emptyPasswordValues,
    validate: (values) =>
      errorsIn(passwordErrors(values), { english: profileText.password, shown: labels }, tr),
  });

  const field = (name: PasswordField) => ({ ...form.getInputProps(name), name });

  const send = (values: PasswordValues) => {
    setChanged(null);
    refusals.clear();
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        setChanged({ kind: 'success', message: m('passwordChanged') });
      },
      onError: (error) => {
        if (!isSessionEnded(error)) form.setErrors(refusals.server(error));
      },
    });
  };

  const refuse = (errors: Record<string, unknown>) => {
    setChanged(null);
    refusals.invalid(errors as Record<string, string>);
  };

  return (
    <SectionCard id="password-heading" title={t('password.title')} description={t('password.description')}>
      <form
        ref={refusals.formRef}
        aria-labelledby="password-heading"
        noValidate
        onSubmit={form.onSubmit(send, refuse)}
      >
        <Stack gap="md">
          <Stack gap="md" maw={440}>
            <PasswordInput
              label={labels.currentPassword}
              autoComplete="current-password"
              {...requiredField}
              {...field('currentPassword')}
            />
            <PasswordInput
              label={labels.newPassword}
              autoComplete="new-password"
              // The policy, unless the error under the field says it already.
              description={
                form.errors.newPassword === messages.passwordPolicy || form.errors.newPassword === policy
                  ? undefined
                  : policy
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...requiredField}
              {...field('newPassword')}
            />
            <PasswordInput
              label={labels.confirmPassword}
              autoComplete="new-password"
              {...requiredField}
              {...field('confirmPassword')}
            />
          </Stack>
          <ErrorSummary refusal={refusals.refusal} onSelect={refusals.select} />
          <FormAlert state={changed} />
          <Group>
            <Button type="submit" loading={change.isPending} leftSection={<IconKey size={18} aria-hidden />}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
