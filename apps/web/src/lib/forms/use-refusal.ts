import type { FormErrors } from '@mantine/form';
import { messages } from '@portal/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../api.ts';
import { fieldProblems, focusField, focusFirstProblem, type Refusal, serverFieldErrors } from './refusal.ts';

/**
 * A form's refusals (issue 13): the summary kept until the next submit and the move to the first
 * wrong field, for a form whose fields are `order` (their input `name`s) labelled by `labels`.
 */
export function useRefusal(order: readonly string[], labels: Readonly<Record<string, string>>) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const show = (next: Refusal) => {
    setRefusal(next);
    requestAnimationFrame(() => focusFirstProblem(formRef.current, next.problems));
  };

  return {
    refusal,
    formRef,
    /** A new submit: the last refusal goes. */
    clear: () => setRefusal(null),
    /** The form's own checks refused the submit (Mantine's onSubmit failure callback). */
    invalid: (errors: FormErrors) => {
      const problems = fieldProblems(errors, order, labels);
      show({ message: problems.length === 1 ? problems[0]!.message : messages.invalidInput, problems });
    },
    /** The server refused: shows its message and returns its field errors, for the form to set. */
    server: (error: unknown): FormErrors => {
      const errors = serverFieldErrors(error, order);
      show({ message: errorMessage(error), problems: fieldProblems(errors, order, labels) });
      return errors;
    },
    /** Moves to a field the summary lists. */
    select: (path: string) => focusField(formRef.current, path),
  };
}
