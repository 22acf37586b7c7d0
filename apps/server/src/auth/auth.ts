import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import { type AppConfig, portalOrigins } from '../config.ts';
import type { Db } from '../db/index.ts';
import { account, session, user, verification } from '../db/schema/index.ts';
import type { Mailer } from '../mail/index.ts';
import { resetPasswordMail, verificationMail } from '../mail/templates.ts';

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

type AuthDeps = {
  config: Pick<AppConfig, 'publicUrl' | 'authSecret' | 'trustedOrigins'>;
  db: Db;
  mailer: Mailer;
  logError: (error: unknown, context: string) => void;
};

export function createAuth({ config, db, mailer, logError }: AuthDeps) {
  return betterAuth({
    appName: 'Calapan City Health Assistance Portal',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // The same origins as the portal's own check (http/same-origin.ts); only GET routes of better-auth
    // are mounted, so here this bounds the callback and redirect URLs it accepts.
    trustedOrigins: portalOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Every registration goes through POST /api/account/register (one transaction with the admins row).
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: better-auth awaits this callback, so an existing email would answer as slowly as
      // the mail relay and reveal that the account exists. A failed send is logged.
      sendResetPassword: async ({ user: target, url }) => {
        void mailer
          .send(resetPasswordMail(target.email, url))
          .catch((error) => logError(error, 'sending a password-reset mail'));
      },
    },
    emailVerification: {
      autoSignInAfterVerification: false,
      // An unverified admin who signs in with the right password gets a fresh link (the first may have expired).
      sendOnSignIn: true,
      expiresIn: VERIFICATION_EXPIRES_IN_SECONDS,
      sendVerificationEmail: async ({ user: target, url }) => {
        try {
          await mailer.send(verificationMail(target.email, url));
        } catch (error) {
          logError(error, 'sending a verification mail');
        }
      },
    },
    plugins: [username()],
    // Sign-in is rate limited by our own route (counters in the database, shared by all processes).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
