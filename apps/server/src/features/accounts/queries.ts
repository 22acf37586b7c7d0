import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import { account, admins, session, user, verification } from '../../db/schema/index.ts';

export type AdminRow = typeof admins.$inferSelect;

/** Spec 5: a login containing '@' is an email, otherwise a username. Case-insensitive. */
export async function findAdminByLogin(db: Queryable, login: string): Promise<AdminRow | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes('@') ? admins.email : admins.username;
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(sql`lower(${column})`, value))
    .limit(1);
  return row;
}

export async function findAdminById(db: Queryable, userId: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.userId, userId)).limit(1);
  return row;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.username})`, username.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row?.n ?? 0;
}

/** Holds until the transaction ends: registrations run one at a time (first-admin rule, uniqueness). */
export async function lockRegistrations(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727431002)`);
}

export type NewRegistration = {
  user: typeof user.$inferInsert;
  account: typeof account.$inferInsert;
  admin: typeof admins.$inferInsert;
};

export async function insertRegistration(tx: Tx, rows: NewRegistration): Promise<void> {
  await tx.insert(user).values(rows.user);
  await tx.insert(account).values(rows.account);
  await tx.insert(admins).values(rows.admin);
}

/** Pending first, then approved, then rejected; oldest first within each. */
export async function listAdmins(db: Queryable): Promise<AdminRow[]> {
  return db
    .select()
    .from(admins)
    .orderBy(
      sql`case ${admins.approvalStatus} when 'pending' then 0 when 'approved' then 1 else 2 end`,
      asc(admins.createdAt),
    );
}

export async function setApprovalStatus(
  db: Queryable,
  userId: string,
  status: 'approved' | 'rejected',
  by: string,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(admins)
    .set({ approvalStatus: status, approvedBy: by, approvedAt: new Date() })
    .where(eq(admins.userId, userId))
    .returning();
  return row;
}

export async function deleteSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/**
 * better-auth keeps each password-reset link as a `verification` row: identifier
 * `reset-password:<token>` (stored as is: no `verification.storeIdentifier` is configured), value the
 * user's id.
 */
const RESET_PREFIX = 'reset-password:';
const isResetToken = like(verification.identifier, `${RESET_PREFIX}%`);

/** The account a reset token belongs to, if the token is still stored. */
export async function resetTokenOwner(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `${RESET_PREFIX}${token}`))
    .limit(1);
  return row?.userId;
}

/** Ends every reset link of an account. */
export async function deleteResetTokensOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(verification).where(and(isResetToken, eq(verification.value, userId)));
}

/**
 * Ends every reset link of the account with this email but its newest. Run by every request,
 * however many race, leaves the newest one only; an unknown email matches nothing.
 */
export async function keepNewestResetTokenOf(db: Queryable, email: string): Promise<void> {
  await db.execute(sql`
    delete from ${verification} v
    where v.identifier like ${`${RESET_PREFIX}%`}
      and v.value = (select id from ${user} where lower(email) = lower(${email}))
      and exists (
        select 1 from ${verification} newer
        where newer.identifier like ${`${RESET_PREFIX}%`}
          and newer.value = v.value
          and (newer.created_at, newer.id) > (v.created_at, v.id)
      )`);
}
