import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { messages, type SignInResponse, secondStepMessages } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { OneTimeCodeInput } from '../../../components/OneTimeCodeInput.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { LOGIN_REDIRECT_MS } from '../../../lib/constants.ts';
import { useTexts } from '../../../lib/i18n/language.ts';
import { signInSecondStep } from '../api/sign-in-second-step.ts';

interface SecondStepFormProps {
  /** Signed in: the server's answer. Without it (the login page): its message, then the dashboard. */
  onSignedIn?: (result: SignInResponse) => void;
  /** Back to the password (a new sign-in). */
  onCancel: () => void;
  cancelLabel?: string;
}

/**
 * The second step of logging in (issue 27 item 1): the 6 digits the authenticator app shows now, or
 * one of the backup codes instead. Loaded only when an account with two-step sign-in gave its
 * password, on the login page and in the Log in again modal.
 */
export default function SecondStepForm({ onSignedIn, onCancel, cancelLabel }: SecondStepFormProps) {
  const { t } = useTexts();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<FormAlertState>({
    kind: 'info',
    message: secondStepMessages.secondStepNeeded,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      const message = backup ? secondStepMessages.backupCodeRequired : secondStepMessages.codeRequired;
      setAlert({ kind: 'error', message });
      return;
    }
    setBusy(true);
    try {
      const result = await signInSecondStep(backup ? { backupCode: code } : { code });
      if (onSignedIn) return onSignedIn(result);
      setAlert({ kind: 'success', message: result.message || messages.loginSuccess });
      window.setTimeout(() => navigate('/admin/dashboard', { replace: true }), LOGIN_REDIRECT_MS);
    } catch (error) {
      setAlert({ kind: 'error', message: errorMessage(error) });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert state={alert} />
        {backup ? (
          <TextInput
            key="backup"
            label={t('secondStep.backupLabel')}
            name="backupCode"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            data-autofocus
            autoFocus
            {...requiredField}
          />
        ) : (
          <OneTimeCodeInput
            key="code"
            label={t('secondStep.codeLabel')}
            description={t('secondStep.codeDescription')}
            value={code}
            onChange={setCode}
            data-autofocus
            autoFocus
          />
        )}
        <Group justify="flex-end" mt={-8}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setBackup(!backup);
              setCode('');
              setAlert({ kind: 'info', message: secondStepMessages.secondStepNeeded });
            }}
          >
            {backup ? t('secondStep.useApp') : t('secondStep.useBackup')}
          </Anchor>
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel ?? t('secondStep.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('secondStep.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
