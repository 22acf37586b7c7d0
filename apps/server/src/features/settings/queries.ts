/** SQL of Settings: the one settings row, made by the first save and locked by each save. */
import { eq } from 'drizzle-orm';
import type { SettingsRow } from '../../core/settings.ts';
import type { Tx } from '../../db/index.ts';
import { portalSettings } from '../../db/schema/index.ts';

/**
 * The settings row, made when missing and locked until the transaction ends: two saves run one after
 * the other, and the second compares with what the first saved.
 */
export async function lockSettings(tx: Tx): Promise<SettingsRow> {
  await tx.insert(portalSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(portalSettings).where(eq(portalSettings.id, 1)).for('update');
  return row!;
}

export async function updateSettings(tx: Tx, values: Partial<Omit<SettingsRow, 'id'>>): Promise<SettingsRow> {
  const [row] = await tx.update(portalSettings).set(values).where(eq(portalSettings.id, 1)).returning();
  return row!;
}
