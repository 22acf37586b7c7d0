import { setTimeout as sleep } from 'node:timers/promises';
import { type AdminProfile, accessRefusal, messages } from '@portal/domain';
import { isAPIError } from 'better-auth/api';
import { verifiedCallback } from '../../auth/auth.ts';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { HttpError } from '../../http/errors.ts';
import { clearRateLimit, hitRateLimit, undoRateLimitHit } from '../../http/rate-limit.ts';
import { toAdminProfile } from './profile.ts';
import { findAdminByLogin } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'auth' | 'config'>;

/**
 * DECISIONS 20, without letting anyone lock an account for its owner (issue 9): failed sign-ins are
 * limited per (account, address) and per address within a window; an account's failures from every
 * address only slow its sign-ins down (`signInSlowdown`), they never refuse the right password.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one account from one address: the next attempt from there is refused. */
  perAccountAndAddress: 5,
  /** Failures from one address, whatever the accounts. */
  perAddress: 20,
};

/** Each attempt on an account waits `perFailureMs` per recent failure of it beyond `free`, at most `maxMs`. */
export type SignInSlowdown = NonNullable<AppConfig['signInSlowdown']>;
export const DEFAULT_SIGN_IN_SLOWDOWN: SignInSlowdown = { free: 5, perFailureMs: 250, maxMs: 2000 };

/** The wait before checking an attempt on an account that failed `failures` times in the window. */
export function signInDelayMs(failures: number, slowdown: SignInSlowdown): number {
  return Math.min(slowdown.maxMs, Math.max(0, failures - slowdown.free) * slowdown.perFailureMs);
}

export type SignInAttempt = { login: string; password: string; ip: string; headers: Headers };
export type SignInResult = { admin: AdminProfile; setCookies: string[] };

const incorrect = () => new HttpError(401, 'INVALID_CREDENTIALS', messages.loginIncorrect);

/**
 * Sign-in by username or email (spec 5). Every attempt is counted up front (atomic, so parallel guesses
 * cannot slip past the limit); once the password proves right the attempt is taken back.
 */
export async function signIn(deps: Deps, attempt: SignInAttempt): Promise<SignInResult> {
  const { db, auth } = deps;
  // One account, whichever of its username or email is typed (DECISIONS 20); an unknown login is
  // counted by its lower-cased text. The lookup runs for every attempt alike.
  const admin = await findAdminByLogin(db, attempt.login);
  const account = admin ? `account-id:${admin.userId}` : `account:${attempt.login.trim().toLowerCase()}`;
  const accountKey = `sign-in:${account}`;
  const pairKey = `sign-in:${account}:address:${attempt.ip}`;
  const addressKey = `sign-in:address:${attempt.ip}`;
  const { windowMs } = SIGN_IN_LIMITS;
  const byPair = await hitRateLimit(db, pairKey, SIGN_IN_LIMITS.perAccountAndAddress, windowMs);
  const byAddress = await hitRateLimit(db, addressKey, SIGN_IN_LIMITS.perAddress, windowMs);
  if (byPair.limited || byAddress.limited) {
    const retryAfter = Math.max(
      byPair.limited ? byPair.retryAfterSeconds : 0,
      byAddress.limited ? byAddress.retryAfterSeconds : 0,
    );
    throw new HttpError(429, 'RATE_LIMITED', messages.loginRateLimited, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  // The account's attempts from every address, this one included; no limit, only a growing wait,
  // the same whether the password turns out right or not.
  const byAccount = await hitRateLimit(db, accountKey, Number.MAX_SAFE_INTEGER, windowMs);
  const delay = signInDelayMs(byAccount.count - 1, deps.config.signInSlowdown ?? DEFAULT_SIGN_IN_SLOWDOWN);
  if (delay > 0) await sleep(delay);

  const passwordAccepted = async () => {
    await clearRateLimit(db, pairKey);
    await clearRateLimit(db, accountKey);
    await undoRateLimitHit(db, addressKey);
  };

  if (!admin) {
    // Same work as a wrong password, so the answer time does not reveal unknown accounts.
    await (await auth.$context).password.hash(attempt.password);
    throw incorrect();
  }

  let result: Awaited<ReturnType<typeof callSignIn>>;
  try {
    result = await callSignIn(deps, admin.email, attempt, admin.approvalStatus === 'approved');
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 401) throw incorrect();
    if (isAPIError(error) && error.body?.code === 'EMAIL_NOT_VERIFIED') {
      await passwordAccepted();
      throw new HttpError(403, 'EMAIL_NOT_VERIFIED', messages.loginUnverified);
    }
    throw error;
  }
  await passwordAccepted();

  const refusal = accessRefusal(admin.approvalStatus);
  if (refusal) {
    // The password was right, but this account may not sign in: end the session just created.
    await (await auth.$context).internalAdapter.deleteSession(result.response.token);
    throw new HttpError(403, refusal.code, refusal.message);
  }
  await recordActivity(db, admin, 'admin.signed_in', {});
  return { admin: toAdminProfile(admin), setCookies: result.headers.getSetCookie() };
}

/** `approved` picks what the login page says after a fresh verification link is followed. */
function callSignIn(deps: Deps, email: string, attempt: SignInAttempt, approved: boolean) {
  return deps.auth.api.signInEmail({
    body: { email, password: attempt.password, callbackURL: verifiedCallback(approved) },
    headers: attempt.headers,
    returnHeaders: true,
  });
}
