import { type AdminProfile, accessRefusal, messages } from '@portal/domain';
import { isAPIError } from 'better-auth/api';
import { VERIFIED_CALLBACK } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { HttpError } from '../../http/errors.ts';
import { clearRateLimit, hitRateLimit, undoRateLimitHit } from '../../http/rate-limit.ts';
import { toAdminProfile } from './profile.ts';
import { findAdminByLogin } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'auth'>;

/** DECISIONS 20: failed sign-ins per account and per address within a window. */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
};

export type SignInAttempt = { login: string; password: string; ip: string; headers: Headers };
export type SignInResult = { admin: AdminProfile; setCookies: string[] };

const incorrect = () => new HttpError(401, 'INVALID_CREDENTIALS', messages.loginIncorrect);

/**
 * Sign-in by username or email (spec 5). Every attempt is counted up front (atomic, so parallel guesses
 * cannot slip past the limit); once the password proves right the attempt is taken back.
 */
export async function signIn(deps: Deps, attempt: SignInAttempt): Promise<SignInResult> {
  const { db, auth } = deps;
  // One counter per account, whichever of its username or email is typed (DECISIONS 20); an unknown
  // login is counted by its lower-cased text. The lookup runs for every attempt alike.
  const admin = await findAdminByLogin(db, attempt.login);
  const accountKey = admin
    ? `sign-in:account-id:${admin.userId}`
    : `sign-in:account:${attempt.login.trim().toLowerCase()}`;
  const addressKey = `sign-in:address:${attempt.ip}`;
  const byAccount = await hitRateLimit(db, accountKey, SIGN_IN_LIMITS.perAccount, SIGN_IN_LIMITS.windowMs);
  const byAddress = await hitRateLimit(db, addressKey, SIGN_IN_LIMITS.perAddress, SIGN_IN_LIMITS.windowMs);
  if (byAccount.limited || byAddress.limited) {
    const retryAfter = Math.max(
      byAccount.limited ? byAccount.retryAfterSeconds : 0,
      byAddress.limited ? byAddress.retryAfterSeconds : 0,
    );
    throw new HttpError(429, 'RATE_LIMITED', messages.loginRateLimited, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  const passwordAccepted = async () => {
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
    result = await callSignIn(deps, admin.email, attempt);
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

function callSignIn(deps: Deps, email: string, attempt: SignInAttempt) {
  return deps.auth.api.signInEmail({
    body: { email, password: attempt.password, callbackURL: VERIFIED_CALLBACK },
    headers: attempt.headers,
    returnHeaders: true,
  });
}
