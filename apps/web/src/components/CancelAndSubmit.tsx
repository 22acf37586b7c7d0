import { Button, Group } from '@mantine/core';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

interface CancelAndSubmitProps {
  /** Cancel, when the form or step can be left. */
  onCancel?: () => void;
  submitLabel: string;
  loading?: boolean;
  /** 'red' when the submit undoes or removes something (Turn off, Remove). */
  color?: string;
  /** A button of its own instead of the form's submit (a dialog without a form). */
  onSubmit?: () => void;
}

/** A form's or dialog's last line, on the right: Cancel, then what it does. */
export function CancelAndSubmit({ onCancel, submitLabel, loading, color, onSubmit }: CancelAndSubmitProps) {
  const { t } = useAdminTexts();
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={loading} color={color}>
        {submitLabel}
      </Button>
    </Group>
  );
}
