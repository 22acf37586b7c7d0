import type { PreferenceKey } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { adminPreferences } from '../../db/schema/index.ts';

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
