/** Building blocks shared by the API schemas. */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { requiredFieldsMessage } from '../required-fields.ts';

/**
 * Control characters (C0 except tab, line feed and carriage return, and DEL). PostgreSQL refuses
 * a NUL in text outright, and none of them belongs in a name, an ID or a search.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether `value` holds a control character (NUL among them); such text is refused as invalid input. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A string with no control characters; `messages.invalidInput` otherwise. Chain `.trim()` etc. after it. */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacters(value), { error: messages.invalidInput });

/** '{label} is required.' */
export const requiredMessage = (label: string): string =>
  requiredFieldsMessage([label]) ?? `${label} is required.`;

/** A required text field: trimmed, and '{label} is required.' when missing or blank. */
export const requiredText = (label: string) =>
  plainString({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label));

/** An optional text field: trimmed; blank or null becomes undefined. */
export const optionalText = () =>
  plainString()
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined));
