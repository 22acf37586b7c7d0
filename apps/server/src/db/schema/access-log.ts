import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The access log (issue 27 item 3, DECISIONS 46; migration 0031): one row per read of a member's
 * personal data or download holding it. No foreign keys: rows come in batches after the reads
 * (core/access-log.ts), and a member or admin gone by then must not fail the batch.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    adminId: text('admin_id'),
    kind: text('kind').notNull(),
    detail: text('detail'),
    memberId: uuid('member_id'),
    rows: integer('rows'),
    address: text('address'),
    route: text('route').notNull(),
  },
  (t) => [
    index('access_log_member_at_idx').on(t.memberId, t.at.desc()),
    index('access_log_at_idx').on(t.at.desc()),
    index('access_log_admin_at_idx').on(t.adminId, t.at.desc()),
  ],
);
