import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The answers of POSTs sent with an `Idempotency-Key` header (src/core/idempotency.ts), per admin
 * and key, for a day: a retry of the same request gets the stored answer instead of doing the work
 * again. Written in the transaction of the work itself, so an answer is stored exactly when the work
 * committed. The `expire-idempotency-keys` job deletes expired rows.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.userId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the route and the request's content: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);
