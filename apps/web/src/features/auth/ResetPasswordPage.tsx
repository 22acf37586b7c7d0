import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { meetsPasswordPolicy, messages, requiredFieldsMessage } from '@portal/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, type FormAlertState } from '../../components/FormAlert.tsx';
import { PublicCard } from '../../components/PublicCard.tsx';
import { requiredField } from '../../components/required-field.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTexts } from '../../lib/i18n/language.ts';
import { useConfirmPasswordReset } from './api/confirm-password-reset.ts';

/** Where the reset mail's link lands (`/reset-password?token=…`). */
export default function ResetPasswordPage() {
  const texts = useTexts();
  const { t } = texts;
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [blurred, setBlurred] = useState({ password: false, confirmPassword: false });
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(() =>
    token ? null : { kind: 'error', message: messages.resetLinkInvalid },
  );
  const done = alert?.kind === 'success';

  const policyProblem =
    (submitted || blurred.password) && password && !meetsPasswordPolicy(password)
      ? messages.passwordPolicy
      : null;
  const mismatchProblem =
    (submitted || blurred.confirmPassword) && confirmPassword && confirmPassword !== password
      ? messages.passwordsDoNotMatch
      : null;
  /** The field's own explanation, or only the red outline when the alert already says it. */
  const errorOf = (problem: string | null, missing: boolean): ReactNode =>
    problem && problem !== alert?.message ? texts.tr(problem) : Boolean(problem) || missing;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmReset.isPending || done || !token) return;
    setSubmitted(true);
    if (!password || !confirmPassword) {
      const missing = [
        ...(password ? [] : [t('reset.newPassword')]),
        ...(confirmPassword ? [] : [t('reset.confirmPassword')]),
      ];
      setAlert({ kind: 'error', message: requiredFieldsMessage(missing) ?? messages.invalidInput });
      return;
    }
    if (!meetsPasswordPolicy(password)) {
      setAlert({ kind: 'error', message: messages.passwordPolicy });
      return;
    }
    if (password !== confirmPassword) {
      setAlert({ kind: 'error', message: messages.passwordsDoNotMatch });
      return;
    }
    setAlert(null);
    confirmReset.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: (result) => {
          setPassword('');
          setConfirmPassword('');
          setAlert({ kind: 'success', message: result.message || messages.resetPasswordDone });
        },
        onError: (error) => setAlert({ kind: 'error', message: errorMessage(error) }),
      },
    );
  };

  return (
    <PublicCard title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <FormAlert state={alert} />
          {done || !token ? null : (
            <>
              <PasswordInput
                label={t('reset.newPassword')}
                name="password"
                autoComplete="new-password"
                description={texts.m('passwordPolicy')}
                {...requiredField}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                onBlur={() => setBlurred((current) => ({ ...current, password: true }))}
                error={errorOf(policyProblem, submitted && !password)}
              />
              <PasswordInput
                label={t('reset.confirmPassword')}
                name="confirmPassword"
                autoComplete="new-password"
                {...requiredField}
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.currentTarget.value)}
                onBlur={() => setBlurred((current) => ({ ...current, confirmPassword: true }))}
                error={errorOf(mismatchProblem, submitted && !confirmPassword)}
              />
              <Button type="submit" fullWidth size="md" loading={confirmReset.isPending}>
                {t('reset.submit')}
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login" fw={done ? 600 : undefined}>
              {done ? t('reset.goToLogin') : t('reset.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicCard>
  );
}
