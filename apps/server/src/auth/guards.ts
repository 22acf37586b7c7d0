import { accessRefusal, messages, secondStepMessages } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
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
};

const notAuthenticated = () => new HttpError(401, 'NOT_AUTHENTICATED', messages.notAuthenticated);
const notAnAdmin = () => new HttpError(403, 'NOT_APPROVED', messages.notAnAdmin);

/** Whether head admins require two-step sign-in of every administrator (sign_in_policy's one row). */
const secondStepRequiredSql = sql<boolean>`coalesce((select ${signInPolicy.secondStepRequired} from ${signInPolicy}), false)`;

/**
 * The session of a token with its user's admins row (null when the user has none), the user's second
 * step and whether it is required, in one query.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      expiresAt: session.expiresAt,
      lastActiveAt: session.lastActiveAt,
      admin: admins,
      twoFactorEnabled: user.twoFactorEnabled,
      secondStepRequired: secondStepRequiredSql,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(admins, eq(admins.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('admin_guard_session');
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

type SessionReader = {
  settings: SessionCookieSettings;
  lookup: ReturnType<typeof prepareSessionLookup>;
  touch: ReturnType<typeof prepareTouch>;
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
      lookup: prepareSessionLookup(db),
      touch: prepareTouch(db),
    }));
    byDb.set(db, reader);
  }
  return reader;
}

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
 * The signed-in user's admins row (any approval state), or a 401. Every admin request passes here,
 * so the usual case costs one query: the signed session cookie is verified here (same name, secret
 * and HMAC as better-auth), then the session row is read with the admins row. Nothing is cached: a
 * deleted session (sign-out, rejection, password reset) fails the very next request. An expired
 * session, or one better-auth would extend now (older than its updateAge), goes through better-auth's
 * getSession, which deletes or extends it exactly as before. Once a minute a session's request also
 * sets its `last_active_at` (LAST_ACTIVE_RESOLUTION_MS).
 */
export async function currentAdmin(auth: Auth, db: Db, request: FastifyRequest): Promise<SignedInAdmin> {
  const { settings, lookup, touch } = await sessionReader(auth, db);
  const cookies = request.headers.cookie;
  const token = verifySigned(cookieValue(cookies, settings.sessionCookie), settings.secret);
  if (!token) throw notAuthenticated();
  const [row] = await lookup.execute({ token });
  if (!row) throw notAuthenticated();
  const now = Date.now();
  const expired = row.expiresAt.getTime() < now;
  if (!expired && now - row.lastActiveAt.getTime() >= LAST_ACTIVE_RESOLUTION_MS) {
    await touch.execute({ token });
  }
  if (expired || (refreshDue(settings, row.expiresAt, now) && !dontRemember(settings, cookies))) {
    return adminThroughBetterAuth(auth, db, request);
  }
  if (!row.admin) throw notAnAdmin();
  return { ...row.admin, ...secondStepOf(row), sessionToken: token };
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

export function createGuards(auth: Auth, db: Db): Guards {
  const requireAdminEnrolling = async (request: FastifyRequest) => {
    const admin = await currentAdmin(auth, db, request);
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
  return { requireAdmin, requireHeadAdmin, requireAdminEnrolling };
}
