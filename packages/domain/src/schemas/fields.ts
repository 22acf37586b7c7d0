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

/** Zero-width characters (DECISIONS 39): invisible, so they are removed before validation. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Bidi controls (DECISIONS 39): they make two different texts look the same on screen. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** A surrogate without its pair: not a character at all (what invalid UTF-8 decodes to in JSON escapes). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 controls, DEL and C1 controls; a multi-line text (notes) keeps its line feeds. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const TEXT_CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

/** `value` without zero-width characters. */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(ZERO_WIDTH, '');
}

/**
 * Whether text may be stored as typed (DECISIONS 39): well-formed Unicode (no lone surrogate),
 * no bidi controls, no control characters (a line feed only in multi-line text).
 */
export function isAllowedText(value: string, options: { multiline?: boolean } = {}): boolean {
  const controls = options.multiline ? TEXT_CONTROLS : LINE_CONTROLS;
  return !LONE_SURROGATE.test(value) && !BIDI_CONTROLS.test(value) && !controls.test(value);
}

/**
 * A string as people type it into the portal (DECISIONS 39): zero-width characters removed, then
 * control and bidi characters and broken Unicode refused with `messages.textNotAllowed`. Chain
 * `.trim()`, `.max()` etc. after it.
 */
export const plainString = (params?: Parameters<typeof z.string>[0], options: { multiline?: boolean } = {}) =>
  z
    .string(params)
    .overwrite(withoutInvisibleCharacters)
    .refine((value) => isAllowedText(value, options), { error: messages.textNotAllowed });

/** The most characters a text field takes (DECISIONS 39). */
export const TEXT_LIMITS = {
  name: 100,
  address: 300,
  idNumber: 50,
  referenceNumber: 50,
  institution: 150,
  note: 500,
  email: 254,
  login: 254,
  /** Phone and contact numbers. */
  phone: 30,
  /** better-auth's username plugin. */
  username: 30,
  text: 500,
} as const;

/** 'Last Name must be at most 100 characters.', or without a label 'Must be at most 100 characters.' */
export const tooLongMessage = (max: number, label?: string): string =>
  label ? messages.fieldTooLong(label, max) : messages.textTooLong(max);

/** '{label} is required.' */
export const requiredMessage = (label: string): string =>
  requiredFieldsMessage([label]) ?? `${label} is required.`;

/** A required text field: trimmed, and '{label} is required.' when missing or blank. */
export const requiredText = (label: string, max: number = TEXT_LIMITS.text) =>
  plainString({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(max, label));

/** An optional text field: trimmed; blank or null becomes undefined. */
export const optionalText = (max: number = TEXT_LIMITS.text, label?: string) =>
  plainString()
    .trim()
    .max(max, tooLongMessage(max, label))
    .nullish()
    .transform((value) => (value ? value : undefined));
