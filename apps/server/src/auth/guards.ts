import { accessRefusal, messages, secondStepMessages } from '@portal/domain';
import { type Column, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/index.ts';
import { execute, type Prepared, prepared } from '../db/prepared.ts';
import { admins, session, signInPolicy, user } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { toHeaders } from './handler.ts';
import {
  cookieValue,
  refreshDue,
  type SessionCookieSettings,
  sessionCookieSettings,
  verifySigned,
} from './session-cookie.ts';

export type AdminRow = typeof admins.$inferSelect;
/** Two-step sign-in (issue 27 item 1): whether it is on for this admin, and whether head admins require it. */
export type SecondStepState = { twoFactorEnabled: boolean; secondStepRequired: boolean };
export type SignedInAdmin = AdminRow & SecondStepState & { sessionToken: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin: the signed-in, approved admin. */
    admin?: SignedInAdmin;
  }
}

export type Guards = {
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  requireHeadAdmin: (request: FastifyRequest) => Promise<void>;
  /**
   * An approved admin, also one who must still enroll a required second step: the enrollment routes
   * only (every other route refuses them with 403 SECOND_STEP_REQUIRED).
   */
  requireAdminEnrolling: (request: FastifyRequest) => Promise<void>;
  /** requireAdmin's check for a route's own first message (SessionCheck); undefined without a signed session cookie. */
  sessionCheck: (request: FastifyRequest) => Promise<SessionCheck | undefined>;
};

const notAuthenticated = () => new HttpError(401, 'NOT_AUTHENTICATED', messages.notAuthenticated);
const notAnAdmin = () => new HttpError(403, 'NOT_APPROVED', messages.notAnAdmin);

/** Whether head admins require two-step sign-in of every administrator (sign_in_policy's one row). */
const secondStepRequiredSql = sql<boolean>`coalesce((select ${signInPolicy.secondStepRequired} from ${signInPolicy}), false)`;

/**
 * A column as the session look-up reads it: dates and timestamps as their text, which the column's
 * own mapFromDriverValue reads (drizzle's node-postgres session turns the driver's parsers off for
 * those types; a multi-statement message has them on), so both ways of sending the look-up (a named
 * statement on the pool, an EXECUTE in the claim's first message) give the same values.
 */
const asText = (column: Column) => /^(date|timestamp|interval)/.test(column.getSQLType());
const read = (column: Column, alias: string) =>
  (asText(column) ? sql`${column}::text` : sql`${column}`).as(alias);
const fromDriver = (column: Column, value: unknown) =>
  value === null || value === undefined ? null : column.mapFromDriverValue(value);

const ADMIN_COLUMNS = Object.entries(getTableColumns(admins));
const adminAlias = (key: string) => `admin.${key}`;

/**
 * The session of a token with its user's admins row (null when the user has none), the user's second
 * step and whether it is required, in one statement: `$1` the token.
 */
export const SESSION_ADMIN: Prepared = prepared(
  'session_admin',
  ['text'],
  new QueryBuilder()
    .select({
      expiresAt: read(session.expiresAt, 'expiresAt'),
      lastActiveAt: read(session.lastActiveAt, 'lastActiveAt'),
      twoFactorEnabled: read(user.twoFactorEnabled, 'twoFactorEnabled'),
      secondStepRequired: (secondStepRequiredSql as SQL).as('secondStepRequired'),
      ...Object.fromEntries(ADMIN_COLUMNS.map(([key, column]) => [key, read(column, adminAlias(key))])),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(admins, eq(admins.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .toSQL().sql,
);

type SessionRow = SecondStepState & { expiresAt: Date; lastActiveAt: Date; admin: AdminRow | null };

/** A row of SESSION_ADMIN, as node-postgres gives it (either way it was sent). */
function sessionRowOf(row: Record<string, unknown>): SessionRow {
  const admin =
    row[adminAlias('userId')] == null
      ? null
      : (Object.fromEntries(
          ADMIN_COLUMNS.map(([key, column]) => [key, fromDriver(column, row[adminAlias(key)])]),
        ) as AdminRow);
  return {
    expiresAt: fromDriver(session.expiresAt, row.expiresAt) as Date,
    lastActiveAt: fromDriver(session.lastActiveAt, row.lastActiveAt) as Date,
    admin,
    ...secondStepOf(row as SecondStepState),
  };
}

/**
 * How stale a session's `last_active_at` may get before a request sets it again (My Profile's "last
 * active", issue 27 item 2): at most one write a minute per session, the usual request none.
 */
export const LAST_ACTIVE_RESOLUTION_MS = 60 * 1000;

function prepareTouch(db: Db) {
  return db
    .update(session)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('admin_guard_touch');
}

/** How many tokens' user ids a process remembers (SessionCheck.userId); the oldest go first. */
const KNOWN_TOKENS = 10_000;

type SessionReader = {
  settings: SessionCookieSettings;
  touch: ReturnType<typeof prepareTouch>;
  /** Token → its user's id, for tokens seen signed in: a session never changes user. Never a verdict. */
  users: Map<string, string>;
};
const readers = new WeakMap<Auth, WeakMap<Db, Promise<SessionReader>>>();

function sessionReader(auth: Auth, db: Db): Promise<SessionReader> {
  let byDb = readers.get(auth);
  if (!byDb) {
    byDb = new WeakMap();
    readers.set(auth, byDb);
  }
  let reader = byDb.get(db);
  if (!reader) {
    reader = sessionCookieSettings(auth).then((settings) => ({
      settings,
      touch: prepareTouch(db),
      users: new Map(),
    }));
    byDb.set(db, reader);
  }
  return reader;
}

function remember(reader: SessionReader, token: string, userId: string): void {
  if (reader.users.has(token)) return;
  if (reader.users.size >= KNOWN_TOKENS) reader.users.delete(reader.users.keys().next().value!);
  reader.users.set(token, userId);
}

/** The token of the request's session cookie when its signature verifies (same name, secret, HMAC as better-auth). */
const signedToken = (settings: SessionCookieSettings, request: FastifyRequest) =>
  verifySigned(cookieValue(request.headers.cookie, settings.sessionCookie), settings.secret);

/** better-auth's own path: reads (and deletes when expired, or extends when due) the session. */
async function adminThroughBetterAuth(auth: Auth, db: Db, request: FastifyRequest): Promise<SignedInAdmin> {
  const found = await auth.api.getSession({ headers: toHeaders(request) });
  if (!found) throw notAuthenticated();
  const [row] = await db
    .select({
      admin: admins,
      twoFactorEnabled: user.twoFactorEnabled,
      secondStepRequired: secondStepRequiredSql,
    })
    .from(admins)
    .innerJoin(user, eq(user.id, admins.userId))
    .where(eq(admins.userId, found.user.id));
  if (!row) throw notAnAdmin();
  return { ...row.admin, ...secondStepOf(row), sessionToken: found.session.token };
}

/**
 * What a session row asks of the guard besides reading it: its `last_active_at` set (once a minute,
 * LAST_ACTIVE_RESOLUTION_MS), and better-auth's getSession, which deletes an expired session and
 * extends one older than its updateAge (not one signed in without "remember me").
 */
function dueWork(settings: SessionCookieSettings, request: FastifyRequest, row: SessionRow, now: number) {
  const expired = row.expiresAt.getTime() < now;
  return {
    touch: !expired && now - row.lastActiveAt.getTime() >= LAST_ACTIVE_RESOLUTION_MS,
    betterAuth:
      expired ||
      (refreshDue(settings, row.expiresAt, now) && !dontRemember(settings, request.headers.cookie)),
  };
}

/**
 * The signed-in user's admins row (any approval state), or a 401. Every admin request passes here,
 * so the usual case costs one query: the signed session cookie is verified here (same name, secret
 * and HMAC as better-auth), then the session row is read with the admins row (SESSION_ADMIN). No
 * verdict is cached (only which user a token belongs to, SessionCheck.userId): a deleted session
 * (sign-out, rejection, password reset) fails the very next request. An
 * expired session, or one better-auth would extend now (older than its updateAge), goes through
 * better-auth's getSession, which deletes or extends it exactly as before. Once a minute a session's
 * request also sets its `last_active_at` (LAST_ACTIVE_RESOLUTION_MS).
 */
export async function currentAdmin(
  auth: Auth,
  database: Pick<Database, 'db' | 'pool'>,
  request: FastifyRequest,
): Promise<SignedInAdmin> {
  const { db, pool } = database;
  const reader = await sessionReader(auth, db);
  const token = signedToken(reader.settings, request);
  if (!token) throw notAuthenticated();
  // A named statement of node-postgres (prepared once per connection), as drizzle's prepare() sends it.
  const { rows } = await pool.query({
    name: 'admin_guard_session',
    text: SESSION_ADMIN.text,
    values: [token],
  });
  if (!rows[0]) throw notAuthenticated();
  const row = sessionRowOf(rows[0]);
  const due = dueWork(reader.settings, request, row, Date.now());
  if (due.touch) await reader.touch.execute({ token });
  const admin = due.betterAuth
    ? await adminThroughBetterAuth(auth, db, request)
    : row.admin
      ? { ...row.admin, ...secondStepOf(row), sessionToken: token }
      : undefined;
  if (!admin) throw notAnAdmin();
  remember(reader, token, admin.userId);
  return admin;
}

/**
 * requireAdmin's check read inside a route's own first database message instead of a query of its
 * own (the claim's: one pool checkout and round trip less a request). `statement` reads the session
 * row (SESSION_ADMIN, which that session must have prepared); `admit` gives the admin those rows
 * admit at once — a session row, not expired, nothing to write (no last-active time or extension
 * due), an approved admin with no second step to enroll — and otherwise undefined: the route then
 * rolls back whatever it did and runs requireAdmin, which answers (401, 403) or writes as always.
 * The row is read in the route's transaction, so a revoked session, a removed or rejected admin is
 * refused at its very next request, as by requireAdmin.
 */
export type SessionCheck = {
  /** The admin's user id when this process saw the token signed in before (a session keeps its user). */
  userId: string | undefined;
  statement: string;
  admit(rows: Record<string, unknown>[]): SignedInAdmin | undefined;
};

/** Thrown by a route's work when its SessionCheck did not admit: roll back, then run requireAdmin. */
export class NotAdmitted extends Error {
  override name = 'NotAdmitted';
  constructor() {
    super('the session read in the transaction did not admit the request at once');
  }
}

async function sessionCheck(auth: Auth, db: Db, request: FastifyRequest): Promise<SessionCheck | undefined> {
  const reader = await sessionReader(auth, db);
  const token = signedToken(reader.settings, request);
  if (!token) return undefined;
  const userId = reader.users.get(token);
  return {
    userId,
    statement: execute(SESSION_ADMIN, [token]),
    admit(rows) {
      const row = rows[0] && sessionRowOf(rows[0]);
      if (!row?.admin || (userId !== undefined && row.admin.userId !== userId)) return undefined;
      const due = dueWork(reader.settings, request, row, Date.now());
      if (due.touch || due.betterAuth) return undefined;
      const admin = { ...row.admin, ...secondStepOf(row), sessionToken: token };
      if (accessRefusal(admin.approvalStatus) || mustEnrollSecondStep(admin)) return undefined;
      remember(reader, token, admin.userId);
      request.admin = admin;
      return admin;
    },
  };
}

const secondStepOf = (row: SecondStepState): SecondStepState => ({
  twoFactorEnabled: row.twoFactorEnabled === true,
  secondStepRequired: row.secondStepRequired === true,
});

/** Head admins require a second step this admin has not enrolled yet. */
export const mustEnrollSecondStep = (admin: SecondStepState) =>
  admin.secondStepRequired && !admin.twoFactorEnabled;

/** better-auth never extends a session signed in without "remember me" (its dont_remember cookie). */
const dontRemember = (settings: SessionCookieSettings, cookies: string | undefined) =>
  verifySigned(cookieValue(cookies, settings.dontRememberCookie), settings.secret) !== null;

/** The admin when approved; otherwise 403 NOT_APPROVED with why (awaiting approval, rejected, deactivated). */
export function approvedOnly<T extends { approvalStatus: AdminRow['approvalStatus'] }>(admin: T): T {
  const refusal = accessRefusal(admin.approvalStatus);
  if (refusal) throw new HttpError(403, 'NOT_APPROVED', refusal.message);
  return admin;
}

export function createGuards(auth: Auth, database: Pick<Database, 'db' | 'pool'>): Guards {
  const requireAdminEnrolling = async (request: FastifyRequest) => {
    const admin = await currentAdmin(auth, database, request);
    request.admin = approvedOnly(admin);
  };
  const requireAdmin = async (request: FastifyRequest) => {
    await requireAdminEnrolling(request);
    if (mustEnrollSecondStep(request.admin!)) {
      throw new HttpError(403, 'SECOND_STEP_REQUIRED', secondStepMessages.secondStepRequiredToContinue);
    }
  };
  const requireHeadAdmin = async (request: FastifyRequest) => {
    await requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', messages.headAdminOnly);
    }
  };
  return {
    requireAdmin,
    requireHeadAdmin,
    requireAdminEnrolling,
    sessionCheck: (request) => sessionCheck(auth, database.db, request),
  };
}
