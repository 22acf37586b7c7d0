import { PasswordInput, TextInput } from '@mantine/core';
import { useTexts } from '../lib/i18n/language.ts';
import { requiredField } from './required-field.ts';

/** The two fields of logging in (the login page and the Log in again modal). */
export function LoginFields({
  login,
  password,
  onLoginChange,
  onPasswordChange,
  focusPassword = false,
}: {
  login: string;
  password: string;
  onLoginChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  /** The modal knows who was signed in: the password is what is left to type. */
  focusPassword?: boolean;
}) {
  const { t } = useTexts();
  return (
    <>
      <TextInput
        label={t('login.loginLabel')}
        name="login"
        autoComplete="username"
        value={login}
        onChange={(event) => onLoginChange(event.currentTarget.value)}
        {...requiredField}
      />
      <PasswordInput
        label={t('login.passwordLabel')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        data-autofocus={focusPassword || undefined}
        {...requiredField}
      />
    </>
  );
}
