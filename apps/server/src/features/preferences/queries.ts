import type { Language, PreferenceKey } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { adminPreferences, admins } from '../../db/schema/index.ts';

/** Every preference an admin has stored, as stored (the domain's knownPreferences sorts out the valid). */
export function storedPreferences(db: Db, userId: string): Promise<{ key: string; value: unknown }[]> {
  return db
    .select({ key: adminPreferences.key, value: adminPreferences.value })
    .from(adminPreferences)
    .where(eq(adminPreferences.userId, userId));
}

/** Stores one preference of an admin, replacing the one stored under that key. */
export async function storePreference(
  db: Db,
  userId: string,
  key: PreferenceKey,
  value: unknown,
): Promise<void> {
  // A JSON null is a value of its own ('members-sort': the list's own order), not SQL NULL.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(adminPreferences)
    .values({ userId, key, value: json })
    .onConflictDoUpdate({
      target: [adminPreferences.userId, adminPreferences.key],
      set: { value: json, updatedAt: sql`now()` },
    });
}

/** The language an admin chose (issue 26): a column of their admins row, read by the admin guard. */
export async function storeLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(admins).set({ language }).where(eq(admins.userId, userId));
}
