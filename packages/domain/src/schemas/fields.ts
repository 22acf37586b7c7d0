/** Building blocks shared by the API schemas. */
import { z } from 'zod';
import { requiredFieldsMessage } from '../required-fields.ts';

/** '{label} is required.' */
export const requiredMessage = (label: string): string =>
  requiredFieldsMessage([label]) ?? `${label} is required.`;

/** A required text field: trimmed, and '{label} is required.' when missing or blank. */
export const requiredText = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label));

/** An optional text field: trimmed; blank or null becomes undefined. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined));
