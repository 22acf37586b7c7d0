import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor, username } from 'better-auth/plugins';
import { type AppConfig, portalOrigins } from '../config.ts';
import { currentPublicAddress } from '../core/settings.ts';
import type { Db } from '../db/index.ts';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../db/schema/index.ts';
import { resetPasswordMail, verificationMail } from '../mail/templates.ts';
import { enqueueMail, type OutboxSender } from '../outbox/index.ts';

export const AUTH_BASE_PATH = '/api/auth';
/**
 * Where the verification link sends the browser once the email is verified: the login page, told
 * whether the account may log in now or waits for a Head Administrator (DECISIONS 19).
 */
export function verifiedCallback(approved: boolean): string {
  return `/login?verified=${approved ? 'approved' : 'pending'}`;
}
/** Verification links stay valid for a day (better-auth's default is one hour). */
export const VERIFICATION_EXPIRES_IN_SECONDS = 24 * 60 * 60;

/** How passwords are hashed and checked: better-auth's own (scrypt) unless replaced (the API tests). */
export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

type AuthDeps = {
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlFromEnvironment' | 'authSecret' | 'trustedOrigins'>;
  db: Db;
  /** better-auth's mails are queued in the outbox (with the portal's db) and sent by its sender. */
  outbox: Pick<OutboxSender, 'nudge'>;
  now: () => Date;
  logError: (error: unknown, context: string) => void;
  passwordHashing?: PasswordHashing;
};

export function createAuth({ config, db, outbox, now, logError, passwordHashing }: AuthDeps) {
  /**
   * better-auth calls back once its token row is written (not in a transaction of ours); the mail is
   * a row of the outbox from then on, sent within a second when the relay answers, later when not.
   * A newer link of the same kind replaces queued older ones (only the newest works).
   */
  const queue = async (mail: ReturnType<typeof verificationMail>, kind: string) => {
    await enqueueMail(db, mail, { kind, supersede: true }, now());
    outbox.nudge();
  };
  const staticOrigins = portalOrigins(config);
  /**
   * better-auth makes its links on `baseURL` (config.publicUrl: PUBLIC_URL, else localhost); without
   * PUBLIC_URL they go out on the address a head admin confirmed (DECISIONS 54), like the portal's own.
   */
  const atPublicAddress = async (url: string) => {
    if (config.publicUrlFromEnvironment || !url.startsWith(config.publicUrl)) return url;
    return `${await currentPublicAddress({ config, db })}${url.slice(config.publicUrl.length)}`;
  };
  return betterAuth({
    appName: 'Calapan City Health Assistance Portal',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // The same origins as the portal's own check (http/same-origin.ts) plus the confirmed public
    // address (the reset link's callback names it); only GET routes of better-auth are mounted, so
    // here this bounds the callback and redirect URLs it accepts. Read per request (the address may
    // change); at start-up, without a request, and if the database cannot answer: the static ones.
    trustedOrigins: async (request?: Request) => {
      if (!request || config.publicUrlFromEnvironment) return staticOrigins;
      try {
        return [...new Set([...staticOrigins, new URL(await currentPublicAddress({ config, db })).origin])];
      } catch {
        return staticOrigins;
      }
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: {
      enabled: true,
      // Every registration goes through POST /api/account/register (one transaction with the admins row).
      disableSignUp: true,
      requireEmailVerification: true,
      ...(passwordHashing && { password: passwordHashing }),
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Only the outbox row is written here (as quick as the token row before it): the relay is never
      // waited for, so an existing email does not answer as slowly as the relay and reveal itself.
      sendResetPassword: async ({ user: target, url }) => {
        try {
          await queue(resetPasswordMail(target.email, await atPublicAddress(url)), 'password_reset');
        } catch (error) {
          logError(error, 'queueing a password-reset mail');
        }
      },
    },
    emailVerification: {
      autoSignInAfterVerification: false,
      // An unverified admin who signs in with the right password gets a fresh link (the first may have expired).
      sendOnSignIn: true,
      expiresIn: VERIFICATION_EXPIRES_IN_SECONDS,
      sendVerificationEmail: async ({ user: target, url }) => {
        try {
          await queue(verificationMail(target.email, await atPublicAddress(url)), 'verification');
        } catch (error) {
          logError(error, 'queueing a verification mail');
        }
      },
    },
    plugins: [
      username(),
      // Issue 27 item 1 (DECISIONS 45): an authenticator app's 6-digit code every 30 s, or one of 10
      // backup codes. Its endpoints are reached only through the portal's routes (auth/handler.ts
      // mounts no POST route of better-auth): enrollment on My Profile, the code at sign-in.
      twoFactor({
        issuer: 'Calapan City Health Assistance',
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    // Sign-in is rate limited by our own route (counters in the database, shared by all processes).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
