import type { BackupStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * DECISIONS 49 (migration 0022): one row per backup, nightly or run by a head admin: where its files
 * are, what the export read (rows per table), what the proof found, why it failed. Retention deletes
 * the files of backups it no longer keeps (removed_at); the rows stay.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').$type<'scheduled' | 'manual'>().notNull(),
    requestedBy: text('requested_by').references(() => admins.userId, { onDelete: 'set null' }),
    status: text('status').$type<BackupStatus>().notNull().default('running'),
    startedAt: instant('started_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    /** The calendar date (APP_TIMEZONE) it was taken on: retention's day, week and month. */
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    /** A folder on disk or s3://bucket/backups/<name>/. */
    location: text('location').notNull(),
    sqlBytes: bigint('sql_bytes', { mode: 'number' }),
    sqlSha256: text('sql_sha256'),
    zipBytes: bigint('zip_bytes', { mode: 'number' }),
    zipSha256: text('zip_sha256'),
    files: integer('files'),
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    /** Rows per table the export read from the database (one snapshot). */
    sourceRows: jsonb('source_rows').$type<Record<string, number>>(),
    /** Rows per table the proof found in the scratch database after loading the file. */
    loadedRows: jsonb('loaded_rows').$type<Record<string, number>>(),
    error: text('error'),
    removedAt: instant('removed_at'),
  },
  (t) => [
    check('backups_trigger', sql`${t.trigger} IN ('scheduled', 'manual')`),
    check('backups_status', sql`${t.status} IN ('running', 'proven', 'failed')`),
    check('backups_finished', sql`(${t.status} = 'running') = (${t.finishedAt} IS NULL)`),
    index('backups_started_at_idx').on(t.startedAt.desc()),
  ],
);
