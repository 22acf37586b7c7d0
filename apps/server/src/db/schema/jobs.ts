import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per background job (src/jobs): when it last ran, on whichever server. The runner reads
 * it under the job's advisory lock, so several servers run a job at most once per interval.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: instant('last_started_at').notNull(),
  lastFinishedAt: instant('last_finished_at'),
  /** The error of the last run; null when it succeeded (or has not finished). */
  lastError: text('last_error'),
});
