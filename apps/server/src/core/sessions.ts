/**
 * Where an administrator is signed in (issue 27 item 2, DECISIONS 45): their better-auth sessions as
 * the screens show them, and ending them. A session ends by its row being deleted: the admin guard
 * reads the row on every request (no cookie cache, auth/guards.ts), so the ended browser's very next
 * request is refused. Used by My Profile (one's own) and the Administrators page (a head admin's).
 */
import { describeUserAgent, type SessionView } from '@portal/domain';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { session } from '../db/schema/index.ts';
import type { Queryable } from './members.ts';

export type SessionRow = typeof session.$inferSelect;

/** The sessions of an account that have not expired, the latest active first. */
export async function liveSessionsOf(db: Queryable, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.lastActiveAt), desc(session.createdAt));
}

/** One session as the lists show it; `currentToken` marks the browser asking (its token is never sent). */
export function toSessionView(row: SessionRow, currentToken: string | null): SessionView {
  return {
    id: row.id,
    browser: describeUserAgent(row.userAgent).label,
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: currentToken !== null && row.token === currentToken,
  };
}

/** The list: the browser asking first, then the latest active. */
export function sessionViews(rows: SessionRow[], currentToken: string | null): SessionView[] {
  const views = rows.map((row) => toSessionView(row, currentToken));
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}

/** The session `id` of this account, if it is still there. */
export async function findSessionOf(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)));
  return row;
}

/** Deletes one session of this account; the row when this call deleted it (not a concurrent one). */
export async function deleteSessionOf(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes every session of this account but the one of `keepToken` (all of them when null); answers
 * how many of the deleted ones had not expired yet (what "sessions ended" counts).
 */
export async function deleteSessionsOfAccount(
  db: Queryable,
  userId: string,
  keepToken: string | null,
  now: Date,
): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), keepToken === null ? undefined : ne(session.token, keepToken)))
    .returning({ expiresAt: session.expiresAt });
  return deleted.filter((row) => row.expiresAt > now).length;
}
