import type { FormErrors } from '@mantine/form';
import { isApiError } from '../api.ts';

/**
 * What a refused submit shows (issue 13): each wrong field's own message under it, the summary
 * above the buttons until the next submit, and the first wrong field scrolled to and focused.
 */

/** One wrong field as the summary lists it. */
export interface FieldProblem {
  /** The field's path, as its input's `name`. */
  path: string;
  label: string;
  message: string;
}

/** A refusal: the summary's message and the wrong fields in the form's order. */
export interface Refusal {
  message: string;
  problems: FieldProblem[];
  /**
   * The message already states every problem (spec 5's 'a, b and c are required.'): the summary then
   * lists the fields by name only, as links to them, so each problem is said once (issue 23).
   */
  named?: boolean;
}

/** The input of a field (`name` = its path) inside `scope`. */
function fieldElement(scope: ParentNode | null | undefined, path: string): HTMLElement | null {
  return (scope ?? document).querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
}

/**
 * Scrolls a field to the middle of the screen and focuses it. A visually hidden input (a file
 * picker) is scrolled to by its box. False when the form has no such field.
 */
export function focusField(scope: ParentNode | null | undefined, path: string): boolean {
  const element = fieldElement(scope, path);
  if (!element) return false;
  const box = element.classList.contains('visually-hidden') ? element.parentElement : element;
  (box ?? element).scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
  return true;
}

/** Focuses the first field of `problems` the form shows. */
export function focusFirstProblem(
  scope: ParentNode | null | undefined,
  problems: readonly FieldProblem[],
): void {
  for (const problem of problems) if (focusField(scope, problem.path)) return;
}

/** The errors that carry a message, in `order` (the fields as the form shows them), with their labels. */
export function fieldProblems(
  errors: FormErrors,
  order: readonly string[],
  labels: Readonly<Record<string, string>>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const path of order) {
    const message = errors[path];
    if (typeof message === 'string' && message) problems.push({ path, label: labels[path] ?? path, message });
  }
  return problems;
}

/**
 * The field errors of a server refusal (a 400's `fields`, the domain's messages) for the fields
 * this form has; `codeFields` names the field a refusal without fields points at (a duplicate ID
 * number), which then gets the refusal's message.
 */
export function serverFieldErrors(
  error: unknown,
  known: readonly string[],
  codeFields: Readonly<Record<string, string>> = {},
): FormErrors {
  if (!isApiError(error)) return {};
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(error.fields))
    if (known.includes(path)) errors[path] = message;
  const field = codeFields[error.code];
  if (field && !errors[field]) errors[field] = error.message;
  return errors;
}
