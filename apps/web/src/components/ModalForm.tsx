import { Alert, type MantineSpacing, Stack } from '@mantine/core';
import { type ReactNode, type Ref, useRef } from 'react';
import { focusField, type Refusal } from '../lib/forms/refusal.ts';
import { CancelAndSubmit } from './CancelAndSubmit.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

interface ModalFormProps {
  /** Called on submit, after the browser's own submission has been prevented. */
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The form's refusal, shown above the buttons as a red alert. */
  error: string | null;
  /** A refusal with its wrong fields, listed above the buttons (instead of `error`). */
  refusal?: Refusal | null;
  /** The form element, for moving to a wrong field. */
  formRef?: Ref<HTMLFormElement>;
  gap?: MantineSpacing;
  /** The submit button's colour: 'red' for a destructive action (void). */
  submitColor?: string;
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
  refusal,
  formRef,
  gap = 'md',
  submitColor,
  children,
}: ModalFormProps) {
  const ownRef = useRef<HTMLFormElement | null>(null);
  const setRef = (element: HTMLFormElement | null) => {
    ownRef.current = element;
    if (typeof formRef === 'function') formRef(element);
    else if (formRef) formRef.current = element;
  };
  return (
    <form
      ref={setRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={gap}>
        {children}
        {refusal ? (
          <ErrorSummary refusal={refusal} onSelect={(path) => focusField(ownRef.current, path)} />
        ) : error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <CancelAndSubmit
          onCancel={onCancel}
          submitLabel={submitLabel}
          loading={submitting}
          color={submitColor}
        />
      </Stack>
    </form>
  );
}
