import { PasswordInput } from '@mantine/core';
import { requiredField } from '../../../components/required-field.ts';
import { useProfileTexts } from '../texts.ts';

/** The current password that confirms a change of how one signs in (two-step on or off), focused first. */
export function CurrentPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useProfileTexts();
  return (
    <PasswordInput
      label={t('password.currentPassword')}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
      {...requiredField}
    />
  );
}
