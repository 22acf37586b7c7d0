import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { messages } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** The login page's "Forgot password?" form: one email field, Send Reset Email, Cancel. */
export function ResetRequestForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTexts();
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const requestReset = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requestReset.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setAlert({ kind: 'error', message: messages.resetEmailRequired });
      return;
    }
    setAlert(null);
    requestReset.mutate(
      { email: trimmed },
      {
        onSuccess: (result) =>
          setAlert({ kind: 'success', message: result.message || messages.resetEmailSent }),
        onError: (error) => setAlert({ kind: 'error', message: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="reset-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="reset-heading">
            {t('reset.requestTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reset.requestIntro')}
          </Text>
        </div>
        <FormAlert state={alert} />
        <TextInput
          label={t('reset.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          {...requiredField}
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onCancel}>
            {t('reset.cancel')}
          </Button>
          <Button type="submit" loading={requestReset.isPending}>
            {t('reset.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
