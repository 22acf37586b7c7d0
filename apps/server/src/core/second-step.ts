/**
 * Two-step sign-in's own records (issue 27 item 1, DECISIONS 45), beside better-auth's twoFactor
 * plugin: whether head admins require it (sign_in_policy), who has it on, and a head admin's reset.
 */
import { eq } from 'drizzle-orm';
import { signInPolicy, twoFactor, user } from '../db/schema/index.ts';
import type { Queryable } from './members.ts';

export async function secondStepRequired(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ required: signInPolicy.secondStepRequired }).from(signInPolicy);
  return row?.required === true;
}

/** Locks the policy row and sets it; answers whether it changed. */
export async function setSecondStepRequired(
  db: Queryable,
  required: boolean,
  by: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.select().from(signInPolicy).for('update');
  if (row && row.secondStepRequired === required) return false;
  await db
    .insert(signInPolicy)
    .values({ id: true, secondStepRequired: required, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: signInPolicy.id,
      set: { secondStepRequired: required, updatedAt: now, updatedBy: by },
    });
  return true;
}

/** The users whose second step is on. */
export async function secondStepEnrolledIds(db: Queryable): Promise<string[]> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.twoFactorEnabled, true));
  return rows.map((row) => row.id);
}

/** Takes an account's second step away (key and backup codes deleted); whether it was on. */
export async function removeSecondStep(db: Queryable, userId: string): Promise<boolean> {
  const [before] = await db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  return before?.enabled === true;
}
