import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { rowsOf } from '../db/rows.ts';
import { jobRuns } from '../db/schema/index.ts';

/** A stable 64-bit advisory-lock key for a job, the same on every server (as a decimal string). */
export function jobLockKey(name: string): string {
  return createHash('sha256').update(`portal job ${name}`).digest().readBigInt64BE(0).toString();
}

/** Takes the job's lock for the rest of the transaction; false at once when another server has it. */
export async function tryJobLock(tx: Tx, name: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${jobLockKey(name)}::bigint) as locked`,
  );
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/**
 * Records the start of a run unless the last one started less than `minGapMs` ago (by the
 * database's clock, which every server shares). True when the job is due and now marked started.
 */
export async function startIfDue(tx: Tx, name: string, minGapMs: number): Promise<boolean> {
  const started = await tx
    .insert(jobRuns)
    .values({ name, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastStartedAt: sql`excluded.last_started_at` },
      setWhere: sql`${jobRuns.lastStartedAt} <= now() - ${minGapMs}::double precision * interval '1 millisecond'`,
    })
    .returning({ name: jobRuns.name });
  return started.length > 0;
}

/** The end of a run: `error` is its failure, or null when it succeeded. */
export async function recordFinish(tx: Tx, name: string, error: string | null): Promise<void> {
  await tx
    .update(jobRuns)
    .set({ lastFinishedAt: sql`clock_timestamp()`, lastError: error })
    .where(eq(jobRuns.name, name));
}
