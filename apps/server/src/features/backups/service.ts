/**
 * Backups' use cases (DECISIONS 49): Run now (head admins), the list, the dashboard's card, the
 * nightly job's step, the stale check. One backup at a time across servers: Run now and the nightly
 * job take the same advisory lock (the job runner's lock of `nightly-backup`).
 */
import {
  type BackupList,
  type BackupSummary,
  type BackupView,
  backupAgeHours,
  DEFAULT_BACKUP_HOUR,
  isBackupStale,
  isNightlyBackupDue,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { jobLockKey } from '../../jobs/queries.ts';
import {
  anyBackup,
  backupView,
  isRunning,
  lastProven,
  lastScheduledStart,
  listBackups,
  newestBackup,
  raiseBackupNotification,
} from './queries.ts';
import { type BackupDeps, type BackupOutcome, runBackup } from './run.ts';

export const BACKUP_JOB_NAME = 'nightly-backup';
type Log = (error: unknown, context: string) => void;

/**
 * Runs `work` holding the backup lock (a transaction-level advisory lock on a connection of its own,
 * released when the work ends); null at once when another server or request holds it.
 */
async function withBackupLock<T>(
  deps: BackupDeps,
  work: () => Promise<T>,
): Promise<{ started: Promise<T> } | null> {
  const client = await deps.database.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock($1::bigint) as locked',
      [jobLockKey(BACKUP_JOB_NAME)],
    );
    if (!rows[0]?.locked) {
      await client.query('rollback');
      client.release();
      return null;
    }
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const started = work().finally(async () => {
    try {
      await client.query('commit');
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  });
  return { started };
}

/**
 * POST /api/backups/run: starts a backup now and answers with its row while it runs (the list and
 * the card show it running, then proven or failed); null when one is running already.
 */
export async function runBackupNow(
  ctx: AppContext,
  admin: SignedInAdmin,
  log: Log,
): Promise<{ backup: BackupView; done: Promise<BackupOutcome> } | null> {
  let announce: (id: string) => void = () => undefined;
  const announced = new Promise<string>((resolve) => {
    announce = resolve;
  });
  const held = await withBackupLock(ctx, () =>
    runBackup(ctx, 'manual', admin.userId, log, async (id) => {
      await recordActivity(ctx.db, admin, 'backup.started', { backupId: id });
      announce(id);
    }),
  );
  if (!held) return null;
  const id = await Promise.race([announced, held.started.then((outcome) => outcome.id)]);
  const newest = await newestBackup(ctx.db);
  const backup = newest && newest.id === id ? backupView(newest) : (await listBackups(ctx.db, 1))[0];
  if (!backup) throw new Error('the backup row is missing');
  held.started.catch((error) => log(error, 'backup failed'));
  return { backup, done: held.started };
}

/** GET /api/backups */
export async function backupList(deps: Pick<AppContext, 'db'>): Promise<BackupList> {
  return { backups: await listBackups(deps.db) };
}

/** GET /api/backups/status: the dashboard's card. */
export async function backupSummary(deps: Pick<AppContext, 'db' | 'now'>): Promise<BackupSummary> {
  const now = deps.now();
  const proven = await lastProven(deps.db);
  const newest = await newestBackup(deps.db);
  return {
    lastProven: proven
      ? {
          id: proven.id,
          finishedAt: proven.finishedAt.toISOString(),
          ageHours: backupAgeHours(proven.finishedAt, now),
        }
      : null,
    stale: isBackupStale(proven?.finishedAt ?? null, now),
    running: await isRunning(deps.db),
    lastFailed:
      newest?.status === 'failed'
        ? { id: newest.id, startedAt: newest.startedAt.toISOString(), error: newest.error ?? '' }
        : null,
  };
}

/**
 * The nightly job's step (it holds the lock): the backup when the night's slot is due, then the
 * stale check — once some backup was ever attempted, a last proven backup older than 36 hours (or
 * none proven) raises 'backup_stale' once for that backup.
 */
export async function nightlyBackupStep(deps: BackupDeps, runningSince: Date, log: Log): Promise<void> {
  const now = deps.now();
  const hour = deps.config.backupHour ?? DEFAULT_BACKUP_HOUR;
  if (isNightlyBackupDue(now, await lastScheduledStart(deps.db), runningSince, deps.config.timeZone, hour)) {
    await runBackup(deps, 'scheduled', null, log);
  }
  await raiseIfStale(deps, deps.now());
}

export async function raiseIfStale(deps: Pick<BackupDeps, 'db'>, now: Date): Promise<void> {
  if (!(await anyBackup(deps.db))) return;
  const proven = await lastProven(deps.db);
  if (isBackupStale(proven?.finishedAt ?? null, now)) {
    await raiseBackupNotification(deps.db, 'backup_stale', proven?.id ?? null, null);
  }
}
