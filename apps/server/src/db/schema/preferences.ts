import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * An admin's own preferences (issue 23 item 6; migration 0018): one row per admin and key, the value
 * as JSON. The keys and their values' schemas are the domain's (preferences.ts). Not program data: no
 * activity-log entry, and not exported.
 */
export const adminPreferences = pgTable(
  'admin_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'admin_preferences_pk', columns: [t.userId, t.key] })],
);
