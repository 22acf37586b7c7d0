import { setTimeout as sleep } from 'node:timers/promises';
import { type AdminProfile, accessRefusal, messages, secondStepMessages } from '@portal/domain';
import { isAPIError } from 'better-auth/api';
import { verifiedCallback } from '../../auth/auth.ts';
import { cookieValue, verifySigned } from '../../auth/session-cookie.ts';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { HttpError } from '../../http/errors.ts';
import { clearRateLimit, hitRateLimit, undoRateLimitHit } from '../../http/rate-limit.ts';
import { toAdminProfile } from './profile.ts';
import { type AdminRow, findAdminById, findAdminByLogin } from './queries.ts';

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
/** Signed in (`admin`), or the password was right and the account's second step comes next. */
export type SignInResult =
  | { admin: AdminProfile; setCookies: string[] }
  | { secondStep: true; setCookies: string[] };

const incorrect = () => new HttpError(401, 'INVALID_CREDENTIALS', messages.loginIncorrect);
const rateLimited = (retryAfter: number, message: string = messages.loginRateLimited) =>
  new HttpError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfter) });

/** The sign-in throttle's counters of one account from one address (DECISIONS 20). */
function throttleKeys(account: string, ip: string) {
  return {
    accountKey: `sign-in:${account}`,
    pairKey: `sign-in:${account}:address:${ip}`,
    addressKey: `sign-in:address:${ip}`,
  };
}
type ThrottleKeys = ReturnType<typeof throttleKeys>;

/**
 * Counts one attempt (a password, or a second step's code) before it is checked: refused with 429
 * past the limits, otherwise slowed down by the account's recent failures.
 */
async function countAttempt(deps: Deps, keys: ThrottleKeys): Promise<void> {
  const { db } = deps;
  const { windowMs } = SIGN_IN_LIMITS;
  const byPair = await hitRateLimit(db, keys.pairKey, SIGN_IN_LIMITS.perAccountAndAddress, windowMs);
  const byAddress = await hitRateLimit(db, keys.addressKey, SIGN_IN_LIMITS.perAddress, windowMs);
  if (byPair.limited || byAddress.limited) {
    throw rateLimited(
      Math.max(
        byPair.limited ? byPair.retryAfterSeconds : 0,
        byAddress.limited ? byAddress.retryAfterSeconds : 0,
      ),
    );
  }
  // The account's attempts from every address, this one included; no limit, only a growing wait,
  // the same whether the password turns out right or not.
  const byAccount = await hitRateLimit(db, keys.accountKey, Number.MAX_SAFE_INTEGER, windowMs);
  const delay = signInDelayMs(byAccount.count - 1, deps.config.signInSlowdown ?? DEFAULT_SIGN_IN_SLOWDOWN);
  if (delay > 0) await sleep(delay);
}

/** The account proved itself (`attempts` counted attempts: the password, and a code): its counts are taken back. */
async function attemptsAccepted(deps: Deps, keys: ThrottleKeys, attempts: number): Promise<void> {
  await clearRateLimit(deps.db, keys.pairKey);
  await clearRateLimit(deps.db, keys.accountKey);
  for (let i = 0; i < attempts; i += 1) await undoRateLimitHit(deps.db, keys.addressKey);
}

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
  const keys = throttleKeys(account, attempt.ip);
  await countAttempt(deps, keys);
  const passwordAccepted = () => attemptsAccepted(deps, keys, 1);

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
  const refusal = accessRefusal(admin.approvalStatus);
  if ('twoFactorRedirect' in result.response) {
    // Issue 27 item 1: the password was right and a code comes next (better-auth made no session,
    // only its two_factor cookie). Wrong codes count on the same counters: they are taken back only
    // once the code is right too, so trying the password again does not clear a run of wrong codes.
    if (refusal) {
      await passwordAccepted();
      throw new HttpError(403, refusal.code, refusal.message);
    }
    return { secondStep: true, setCookies: result.headers.getSetCookie() };
  }
  await passwordAccepted();
  if (refusal) {
    // The password was right, but this account may not sign in: end the session just created.
    await (await auth.$context).internalAdapter.deleteSession(result.response.token);
    throw new HttpError(403, refusal.code, refusal.message);
  }
  await recordActivity(db, admin, 'admin.signed_in', {});
  return { admin: toAdminProfile(admin), setCookies: result.headers.getSetCookie() };
}

export type SecondStepAttempt = { kind: 'totp' | 'backup'; code: string; ip: string; headers: Headers };

const secondStepIncorrect = (kind: SecondStepAttempt['kind']) => {
  const message = kind === 'totp' ? secondStepMessages.codeIncorrect : secondStepMessages.backupCodeIncorrect;
  return new HttpError(401, 'SECOND_STEP_INCORRECT', message, {
    [kind === 'totp' ? 'code' : 'backupCode']: message,
  });
};
const secondStepExpired = () =>
  new HttpError(401, 'SECOND_STEP_EXPIRED', secondStepMessages.secondStepExpired);

/**
 * The account a sign-in's second step is for: better-auth's signed two_factor cookie names a
 * verification row (10 minutes) whose value is the user's id. Null when absent, forged or expired.
 */
async function challengedAdmin(deps: Deps, headers: Headers): Promise<AdminRow | null> {
  const context = await deps.auth.$context;
  const cookie = context.createAuthCookie('two_factor');
  const identifier = verifySigned(
    cookieValue(headers.get('cookie') ?? undefined, cookie.name),
    context.secret,
  );
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge?.value || challenge.expiresAt < new Date()) return null;
  return (await findAdminById(deps.db, challenge.value)) ?? null;
}

/** better-auth's error codes of the two-factor plugin, as its APIError's body carries them. */
const errorCode = (error: unknown) =>
  isAPIError(error) ? String((error.body as { code?: string } | undefined)?.code ?? '') : '';

/**
 * A sign-in's second step (issue 27 item 1): the authenticator app's code, or one backup code (each
 * works once). Every attempt counts toward the sign-in throttle of the account and address; better-
 * auth also allows 5 codes per password and locks the account for 15 minutes after 10 wrong ones.
 */
export async function signInSecondStep(deps: Deps, attempt: SecondStepAttempt): Promise<SignInResult> {
  const admin = await challengedAdmin(deps, attempt.headers);
  if (!admin) throw secondStepExpired();
  const keys = throttleKeys(`account-id:${admin.userId}`, attempt.ip);
  await countAttempt(deps, keys);
  let result: Awaited<ReturnType<typeof callSecondStep>>;
  try {
    result = await callSecondStep(deps, attempt);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') throw secondStepIncorrect(attempt.kind);
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
      throw rateLimited(15 * 60, secondStepMessages.secondStepLocked);
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400))
      throw secondStepExpired();
    throw error;
  }
  await attemptsAccepted(deps, keys, 2);
  const refusal = accessRefusal(admin.approvalStatus);
  if (refusal) {
    const { token } = result.response;
    if (token) await (await deps.auth.$context).internalAdapter.deleteSession(token);
    throw new HttpError(403, refusal.code, refusal.message);
  }
  await recordActivity(deps.db, admin, 'admin.signed_in', {});
  return { admin: toAdminProfile(admin), setCookies: result.headers.getSetCookie() };
}

function callSecondStep(deps: Deps, attempt: SecondStepAttempt) {
  const request = { body: { code: attempt.code }, headers: attempt.headers, returnHeaders: true as const };
  return attempt.kind === 'totp'
    ? deps.auth.api.verifyTOTP(request)
    : deps.auth.api.verifyBackupCode(request);
}

/** `approved` picks what the login page says after a fresh verification link is followed. */
function callSignIn(deps: Deps, email: string, attempt: SignInAttempt, approved: boolean) {
  return deps.auth.api.signInEmail({
    body: { email, password: attempt.password, callbackURL: verifiedCallback(approved) },
    headers: attempt.headers,
    returnHeaders: true,
  });
}
