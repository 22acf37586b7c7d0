/**
 * An admin's own settings of how the portal shows things (issue 23 item 6), kept on the server so
 * they follow the admin to another computer. Only the keys named here are stored, each with its
 * value's schema. A preference changes the admin's own view, never the program's records: it is not
 * an activity-log event (DECISIONS 36 lists the writes that are).
 */
import { z } from 'zod';
import { MEMBER_LIST_SORTS, MEMBER_LIST_VIEWS } from './member-list.ts';

export const preferenceValueSchemas = {
  /** Registered Members: the card grid or the compact table. */
  'members-view': z.enum(MEMBER_LIST_VIEWS),
  /** Registered Members' table: its sort, or null for the list's own order (newest registration first). */
  'members-sort': z.enum(MEMBER_LIST_SORTS).nullable(),
} as const;

export const PREFERENCE_KEYS = Object.keys(preferenceValueSchemas) as PreferenceKey[];
export type PreferenceKey = keyof typeof preferenceValueSchemas;
export type PreferenceValues = { [K in PreferenceKey]: z.infer<(typeof preferenceValueSchemas)[K]> };

export function isPreferenceKey(key: string): key is PreferenceKey {
  return Object.hasOwn(preferenceValueSchemas, key);
}

/**
 * The stored preferences an admin still has, each checked against its key's schema: a key no longer
 * known or a value no longer valid (a sort renamed since) is left out, so the screen's default applies.
 */
export function knownPreferences(
  rows: readonly { key: string; value: unknown }[],
): Partial<PreferenceValues> {
  const known: Partial<Record<PreferenceKey, unknown>> = {};
  for (const row of rows) {
    if (!isPreferenceKey(row.key)) continue;
    const parsed = preferenceValueSchemas[row.key].safeParse(row.value);
    if (parsed.success) known[row.key] = parsed.data;
  }
  return known as Partial<PreferenceValues>;
}
