import type { NotificationType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { memberImportBatches, members } from './members.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * DECISIONS 30: one row per member, type and membership term (the term named by its expiry date), and
 * for limit warnings per service and claim window too: the unique key `notifications_once` holds it,
 * so raising again (ON CONFLICT DO NOTHING) never duplicates one. `term_expiry` is filled from the
 * member's current expiry by a trigger when an insert leaves it out (migration 0010). Read state is
 * per admin: notification_reads and notification_read_marks.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** new, import, expired, no_claims, high_claims or limit_warning (the domain's NOTIFICATION_TYPES). */
    type: text('type').$type<NotificationType>().notNull(),
    /** The member it is about; null for 'import' (migration 0021's check: exactly one subject). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The expiry date of the membership term it belongs to (set from the member when left out). */
    termExpiry: date('term_expiry', { mode: 'string' }),
    /** 'import': the batch it is about. */
    importBatchId: uuid('import_batch_id').references(() => memberImportBatches.id, { onDelete: 'cascade' }),
    /** backup_failed / backup_stale: the backup it is about (no foreign key: backups are not exported). */
    backupId: uuid('backup_id'),
    /** The admin whose own action raised it: not shown to them (issue 23). Null: raised by a date. */
    actorId: text('actor_id').references(() => admins.userId, { onDelete: 'set null' }),
    /** limit_warning: the service. */
    serviceType: text('service_type'),
    /** limit_warning: the first day of the claim window (month or membership year). */
    windowStart: date('window_start', { mode: 'string' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('notifications_once')
      .on(t.memberId, t.type, t.termExpiry, t.serviceType, t.windowStart, t.importBatchId, t.backupId)
      .nullsNotDistinct(),
    index('notifications_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('notifications_type_created_at_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The notifications an admin has marked read one by one (after their read-all mark). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.userId, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.notificationId] })],
);

/** 'Mark all read': every notification created up to `readUpTo` counts as read for that admin. */
export const notificationReadMarks = pgTable('notification_read_marks', {
  adminId: text('admin_id')
    .primaryKey()
    .references(() => admins.userId, { onDelete: 'cascade' }),
  readUpTo: instant('read_up_to').notNull(),
});

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => admins.userId, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_at_idx').on(t.createdAt.desc()),
    // The entries that name a member, by the member (migration 0038): retention, the member's data
    // report and the Activity Log's member filter say `details ? 'memberId'` / `'memberRef'` to use them.
    // The migration also creates statistics on both expressions (the planner's estimate of one member's).
    index('activity_logs_member_id_idx')
      .on(sql`(${t.details}->>'memberId')`)
      .where(sql`${t.details} ? 'memberId'`),
    index('activity_logs_member_ref_idx')
      .on(sql`upper(${t.details}->>'memberRef')`, t.createdAt.desc())
      .where(sql`${t.details} ? 'memberRef'`),
  ],
);

/** The days whose full date-driven raise (core/notifications.ts) has run. */
export const notificationRaiseDays = pgTable('notification_raise_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  raisedAt: instant('raised_at').notNull().defaultNow(),
});
