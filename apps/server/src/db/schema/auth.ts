import { APPROVAL_STATUSES, LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * better-auth tables. The JS property names are the field names better-auth expects
 * (its drizzle adapter looks them up by name); the columns are snake_case.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  username: text('username').unique(),
  displayUsername: text('display_username'),
  /** better-auth's twoFactor plugin (issue 27 item 1): the second step is on. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** The portal's own (better-auth never reads it): the last request, set by the admin guard to the minute. */
    lastActiveAt: instant('last_active_at').notNull().defaultNow(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * better-auth's twoFactor plugin (issue 27 item 1): an account's authenticator key and backup codes,
 * both encrypted with the server's secret; `verified` false until the app's first code arrives.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: instant('locked_until'),
  },
  (t) => [uniqueIndex('two_factor_user_id_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/** The admin profile (spec 3) and approval state, keyed by the auth user id. */
export const admins = pgTable(
  'admins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    maidenName: text('maiden_name'),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    civilStatus: text('civil_status').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** 'head_admin', 'admin_assistant', or the free text given with 'other'. */
    role: text('role').notNull(),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    approvedBy: text('approved_by'),
    approvedAt: instant('approved_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The language the admin chose (issue 26; migration 0034), null until chosen: refusals and pages follow it. */
    language: text('language', { enum: LANGUAGES }),
  },
  (t) => [
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('admins_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** Fixed-window counters for rate limiting, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: instant('reset_at').notNull(),
});

/** One row: whether head admins require two-step sign-in of every administrator (issue 27 item 1). */
export const signInPolicy = pgTable('sign_in_policy', {
  id: boolean('id').primaryKey().default(true),
  secondStepRequired: boolean('second_step_required').notNull().default(false),
  updatedAt: instant('updated_at'),
  updatedBy: text('updated_by').references(() => admins.userId, { onDelete: 'set null' }),
});
