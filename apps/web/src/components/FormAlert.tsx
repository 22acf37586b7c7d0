import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n/language.ts';

export type FormAlertKind = 'success' | 'error' | 'info';

export interface FormAlertState {
  kind: FormAlertKind;
  message: string;
}

const look = {
  success: { color: 'green', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconAlertCircle },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

/** The one message area of a form: role="alert" so screen readers announce it as it appears. */
export function FormAlert({ state }: { state: FormAlertState | null }) {
  const { tr } = useTexts();
  if (!state) return null;
  const { color, Icon } = look[state.kind];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} aria-hidden />}
      aria-live="assertive"
      role="alert"
    >
      {tr(state.message)}
    </Alert>
  );
}
