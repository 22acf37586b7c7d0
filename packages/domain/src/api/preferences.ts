/** Contracts of an admin's own preferences (issue 23 item 6): GET /api/me/preferences, PUT /api/me/preferences/:key. */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { PREFERENCE_KEYS, type PreferenceKey, preferenceValueSchemas } from '../preferences.ts';

/** `/api/me/preferences/:key`: a key the domain names (preferences.ts); any other is a 400. */
export const preferenceParamsSchema = z.object({
  key: z.enum(PREFERENCE_KEYS as [PreferenceKey, ...PreferenceKey[]]),
});

/**
 * PUT /api/me/preferences/:key. The value is checked against the key's own schema
 * (`preferenceValueSchemas`) once the key is known; a value that does not fit is a 400.
 */
export const preferenceBodySchema = z.object({ value: z.unknown() }).strict();

/** GET, and the answer of PUT: the signed-in admin's stored preferences; a key never set (or no longer valid) is absent. */
export const preferencesSchema = z.object({
  preferences: z.object(preferenceValueSchemas).partial(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** A language of the portal: 'en' or 'fil' (issue 26). */
export const languageSchema = z.enum(LANGUAGES);

/** PUT /api/me/language (issue 26): the language the signed-in admin chose; also its answer. */
export const languageChoiceSchema = z.object({ language: languageSchema }).strict();
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
