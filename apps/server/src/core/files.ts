/**
 * Stored files and the rows that name them: no file may outlive a crash without a row pointing at
 * it. Every key that could be left without one is first written into `pending_files`:
 *
 * - a new upload, in a committed statement of its own BEFORE the file is written (`FileBatch`); the
 *   transaction that saves the row naming it deletes that pending row (`claimPendingFiles`), so
 *   after the commit the member row names the file, and before it the pending row does;
 * - a replaced file, in the transaction that stops naming it (`markReplacedFiles`); it is deleted
 *   after the commit and its pending row with it.
 *
 * Whatever dies in between (the process, the connection, the storage), what is left is a pending
 * row, and the `sweep-orphan-files` job deletes the file of every pending row older than
 * ORPHAN_FILE_MIN_AGE_MS that no member names, then the row. The sweep locks the rows it takes and
 * `claimPendingFiles` fails when a row is gone, so a row is never saved naming a swept file.
 */
import { inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { members, pendingFiles } from '../db/schema/index.ts';
import type { Storage } from '../storage/index.ts';
import type { Queryable } from './members.ts';

/**
 * Records `key` as a pending upload (its own statement: call it with the database, not inside the
 * transaction that will name the file). False when the key is already pending (another upload
 * chose it): the caller picks another key.
 */
export async function recordPendingUpload(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .insert(pendingFiles)
    .values({ key, reason: 'upload' })
    .onConflictDoNothing()
    .returning({ key: pendingFiles.key });
  return rows.length > 0;
}

/**
 * In the transaction that saves the row naming `keys`: they are no longer pending. Throws when one
 * of them is not pending any more (the sweep took it: its file may be gone), which rolls the
 * transaction back rather than commit a row naming a missing file.
 */
export async function claimPendingFiles(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const claimed = await tx
    .delete(pendingFiles)
    .where(inArray(pendingFiles.key, [...keys]))
    .returning({ key: pendingFiles.key });
  if (claimed.length !== keys.length) {
    throw new Error(`uploaded files were swept before their row was saved: ${keys.join(', ')}`);
  }
}

/** In the transaction that stops naming `keys`: their files are to be deleted (after the commit). */
export async function markReplacedFiles(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(pendingFiles)
    .values(keys.map((key) => ({ key, reason: 'replaced' as const })))
    .onConflictDoUpdate({ target: pendingFiles.key, set: { reason: 'replaced' } });
}

/** The pending rows of `keys` are done with (their files are deleted or named by a row). */
export async function forgetPendingFiles(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(pendingFiles).where(inArray(pendingFiles.key, [...keys]));
}

/**
 * Deletes the files of `keys` and then their pending rows; a file that cannot be deleted keeps its
 * row, so the sweep tries again. Never throws: failures go to `log`.
 */
export async function deletePendingFiles(
  db: Queryable,
  storage: Storage,
  keys: readonly string[],
  log?: (error: unknown) => void,
): Promise<void> {
  const deleted: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      deleted.push(key);
    } catch (error) {
      log?.(error);
    }
  }
  await forgetPendingFiles(db, deleted).catch((error) => log?.(error));
}

export type SweepResult = {
  /** Files deleted (their pending rows too). */
  deleted: number;
  /** Stale pending rows whose key a member names after all: only the row was deleted. */
  kept: number;
  /** Files that could not be deleted (their rows stay for the next sweep). */
  failed: number;
  /** Pending rows left, younger than the minimum age or beyond this run's batch. */
  pending: number;
  /** Abandoned partial writes of the storage driver removed (disk: temporary files). */
  abandoned: number;
};

/**
 * One sweep, inside the job's transaction: up to `batch` pending rows older than `minAgeMs` (by the
 * database's clock), locked so a registration committing one of them waits and then fails; the file
 * of each is deleted unless a member names it; then the rows. Also removes the storage driver's
 * abandoned partial writes older than `minAgeMs`.
 */
export async function sweepOrphanFiles(
  tx: Tx,
  storage: Storage,
  options: { minAgeMs: number; batch?: number; log?: (error: unknown, key: string) => void },
): Promise<SweepResult> {
  const stale = await tx
    .select({ key: pendingFiles.key })
    .from(pendingFiles)
    .where(
      lt(
        pendingFiles.createdAt,
        sql`now() - ${options.minAgeMs}::double precision * interval '1 millisecond'`,
      ),
    )
    .orderBy(pendingFiles.createdAt)
    .limit(options.batch ?? 500)
    .for('update', { skipLocked: true });
  const keys = stale.map((row) => row.key);
  const named = keys.length > 0 ? await keysNamedByMembers(tx, keys) : new Set<string>();
  const done: string[] = [];
  let failed = 0;
  for (const key of keys) {
    if (named.has(key)) {
      done.push(key);
      continue;
    }
    try {
      await storage.delete(key);
      done.push(key);
    } catch (error) {
      failed += 1;
      options.log?.(error, key);
    }
  }
  await forgetPendingFiles(tx, done);
  const abandoned = storage.removeAbandoned
    ? await storage.removeAbandoned(new Date(Date.now() - options.minAgeMs))
    : 0;
  const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(pendingFiles);
  return {
    deleted: done.length - named.size,
    kept: named.size,
    failed,
    pending: Number(left?.n ?? 0),
    abandoned,
  };
}

/** Which of `keys` a member row names (ID picture, signature or QR code). */
async function keysNamedByMembers(db: Queryable, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ a: members.idPictureKey, b: members.signatureKey, c: members.qrCodeKey })
    .from(members)
    .where(
      or(
        inArray(members.idPictureKey, keys),
        inArray(members.signatureKey, keys),
        inArray(members.qrCodeKey, keys),
      ),
    );
  const wanted = new Set(keys);
  return new Set(
    rows.flatMap((row) => [row.a, row.b, row.c]).filter((key) => key && wanted.has(key)) as string[],
  );
}
