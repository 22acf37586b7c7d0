/**
 * Props for a required field: the input is `required` (announced by screen readers; forms use
 * `noValidate`, so the browser shows no bubbles of its own) and the label gets its asterisk from
 * CSS (global.css) instead of Mantine's extra span, so the label's text stays exactly the field name.
 */
export const requiredField = {
  required: true,
  withAsterisk: false,
  labelProps: { 'data-mark-required': true },
} as const;
