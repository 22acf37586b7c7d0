import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { members } from './members.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** 'expired', 'no_claims', 'high_claims' (reports) or 'new' (member registration). */
    type: text('type').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [index('notifications_created_at_idx').on(t.createdAt.desc())],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => admins.userId, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_logs_created_at_idx').on(t.createdAt.desc())],
);
