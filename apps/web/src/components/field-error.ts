/**
 * Props that mark a field invalid and link the problem's text to it: the message becomes the
 * field's error (so the input's aria-describedby points at it) but is visually hidden, because the
 * form already shows the same text in its alert. Nothing when the field is fine.
 */
export function fieldError(invalid: boolean, message: string | undefined) {
  if (!invalid) return { error: false } as const;
  return message
    ? ({ error: message, errorProps: { className: 'visually-hidden' } } as const)
    : ({ error: true } as const);
}
