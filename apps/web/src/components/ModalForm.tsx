import { Alert, Button, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ModalFormProps {
  /** Called on submit, after the browser's own submission has been prevented. */
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The form's refusal, shown above the buttons as a red alert. */
  error: string | null;
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The body of a form modal: the fields, the form's refusal (role="alert") and the
 * Cancel / submit buttons. The surrounding Modal stays with the caller.
 */
export function ModalForm({
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  error,
  gap = 'md',
  children,
}: ModalFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={gap}>
        {children}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
