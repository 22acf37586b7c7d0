/**
 * Reading better-auth's signed session cookie without going through better-auth (the hot path of
 * every admin route). The format is better-call's `setSignedCookie`: the cookie value is
 * `encodeURIComponent(token + '.' + base64(HMAC-SHA256(secret, token)))`, and `getSignedCookie`
 * accepts a value only when the part after the last dot is a 44-character base64 signature that
 * verifies. The cookie name (with the `__Secure-` prefix on an https base URL), the secret and the
 * session timings are taken from better-auth's own context, so they cannot drift from what it writes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
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
 * The value of the first cookie called `name` in a Cookie header, decoded like better-call does
 * (surrounding quotes removed, then decodeURIComponent when it decodes), or null.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The signed value of a `value.signature` cookie when the signature verifies, otherwise null. */
export function verifySigned(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(signed).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? signed : null;
}

/**
 * Whether better-auth's getSession would extend this session now (its rule: the session was created
 * or last extended more than `updateAge` seconds ago), in which case the caller lets it do so.
 */
export function refreshDue(settings: SessionCookieSettings, expiresAt: Date, now = Date.now()): boolean {
  if (settings.refreshDisabled) return false;
  return expiresAt.getTime() - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now;
}
