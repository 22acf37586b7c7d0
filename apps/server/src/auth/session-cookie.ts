/**
 * Reading better-auth's signed session cookie without going through better-auth's getSession (the
 * hot path of every admin route). The cookie is parsed with better-auth's own `parseCookies` and
 * compared with its `constantTimeEqual`; the cookie name (with the `__Secure-` prefix on an https base
 * URL), the secret and the session timings come from better-auth's context, so none of them can drift
 * from what it writes. The signature itself (better-call's signed-cookie format: `token.` followed by
 * base64 HMAC-SHA256(secret, token)) is computed with node:crypto: better-auth exports only an async
 * WebCrypto `makeSignature` that imports the key on every call, several times slower on every admin
 * request (figures: `npx vitest bench --run --project api apps/server/test/session-cookie.bench.ts`),
 * and better-call's verifier is exported by neither package.
 */
import { createHmac } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { constantTimeEqual } from 'better-auth/crypto';
import type { Auth } from './auth.ts';

export type SessionCookieSettings = {
  /** e.g. 'better-auth.session_token' or '__Secure-better-auth.session_token'. */
  sessionCookie: string;
  /** The cookie set by a sign-in without "remember me" (better-auth then never refreshes the session). */
  dontRememberCookie: string;
  secret: string;
  /** Seconds a session lasts, and after how many seconds better-auth extends it (on getSession). */
  expiresIn: number;
  updateAge: number;
  refreshDisabled: boolean;
};

export async function sessionCookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  const context = await auth.$context;
  return {
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
    refreshDisabled:
      (context.options as { session?: { disableSessionRefresh?: boolean } }).session
        ?.disableSessionRefresh === true,
  };
}

/**
 * The value of the first cookie called `name` in a Cookie header, or null. Each pair is read by
 * better-auth's `parseCookies` (surrounding quotes removed, percent-decoding, malformed pairs skipped);
 * the first one wins, as in better-call's parser, which getSession reads the session cookie with.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const value = parseCookies(pair).get(name);
    if (value !== undefined) return value;
  }
  return null;
}

/** 32 bytes in padded base64, the only signature better-call's getSignedCookie accepts. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The signed value of a `value.signature` cookie when the signature verifies, otherwise null. */
export function verifySigned(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  // Compared as bytes, like better-call's verify (a string comparison would refuse the other
  // spellings of the last base64 character that decode to the same signature).
  const expected = createHmac('sha256', secret).update(signed).digest();
  return constantTimeEqual(Buffer.from(signature, 'base64'), expected) ? signed : null;
}

/**
 * Whether better-auth's getSession would extend this session now (its rule: the session was created
 * or last extended more than `updateAge` seconds ago), in which case the caller lets it do so.
 */
export function refreshDue(settings: SessionCookieSettings, expiresAt: Date, now = Date.now()): boolean {
  if (settings.refreshDisabled) return false;
  return expiresAt.getTime() - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now;
}
