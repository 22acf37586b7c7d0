import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Stored files that may have no row pointing at them (src/core/files.ts): a new upload, recorded in
 * a committed statement of its own before the file is written and deleted by the transaction that
 * saves the row naming it; or a replaced file, recorded by the transaction that stops naming it and
 * deleted once the file is gone. The `sweep-orphan-files` job deletes the files of rows older than
 * ORPHAN_FILE_MIN_AGE_MS that no member names, so a crash at any point leaves no file behind for good.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    key: text('key').primaryKey(),
    /** 'upload': written for a row not yet committed; 'replaced': no longer named, to delete. */
    reason: text('reason', { enum: ['upload', 'replaced'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('pending_files_created_at_idx').on(t.createdAt)],
);
