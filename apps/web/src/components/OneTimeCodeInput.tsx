import { TextInput, type TextInputProps } from '@mantine/core';
import { requiredField } from './required-field.ts';

/**
 * The code an authenticator app shows (two-step sign-in: logging in, turning it on): digits, filled
 * in by the phone's keyboard or password manager, room for a space between the two halves.
 */
export function OneTimeCodeInput({
  value,
  onChange,
  ...props
}: { value: string; onChange: (value: string) => void } & Omit<TextInputProps, 'value' | 'onChange'>) {
  return (
    <TextInput
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...requiredField}
      {...props}
    />
  );
}
