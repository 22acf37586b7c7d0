/** The backups table's SQL (migration 0022) and the backup notifications. */
import {
  type BackupView,
  backupMessages,
  type HEAD_ADMIN_NOTIFICATION_TYPES,
  type RetainedBackup,
} from '@portal/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import { backups, notifications } from '../../db/schema/index.ts';
import type { BackupManifest } from './run.ts';

type BackupRow = typeof backups.$inferSelect;

export async function insertBackup(
  db: Queryable,
  row: {
    id: string;
    trigger: 'scheduled' | 'manual';
    requestedBy: string | null;
    startedAt: Date;
    takenOn: string;
    location: string;
  },
): Promise<void> {
  await db.insert(backups).values(row);
}

export async function finishBackup(
  db: Queryable,
  id: string,
  manifest: BackupManifest | null,
  loaded: Record<string, number> | null,
  status: 'proven' | 'failed',
  error: string | null,
): Promise<void> {
  await db
    .update(backups)
    .set({
      status,
      finishedAt: sql`clock_timestamp()`,
      sqlBytes: manifest?.sql.bytes ?? null,
      sqlSha256: manifest?.sql.sha256 ?? null,
      zipBytes: manifest?.zip.bytes ?? null,
      zipSha256: manifest?.zip.sha256 ?? null,
      files: manifest ? manifest.files.length : null,
      fileBytes: manifest ? manifest.files.reduce((sum, f) => sum + f.bytes, 0) : null,
      sourceRows: manifest?.sql.rows ?? null,
      loadedRows: loaded,
      error,
    })
    .where(eq(backups.id, id));
}

/** The backups whose files are kept (retention's candidates). */
export async function retentionCandidates(db: Queryable): Promise<RetainedBackup[]> {
  const rows = await db
    .select({
      id: backups.id,
      status: backups.status,
      takenOn: backups.takenOn,
      startedAt: backups.startedAt,
    })
    .from(backups)
    .where(isNull(backups.removedAt));
  return rows;
}

export async function setRemoved(db: Queryable, id: string): Promise<void> {
  await db.update(backups).set({ removedAt: sql`now()` }).where(eq(backups.id, id));
}

/** The newest scheduled backup's start (the nightly slot's check). */
export async function lastScheduledStart(db: Queryable): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: backups.startedAt })
    .from(backups)
    .where(eq(backups.trigger, 'scheduled'))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/** The newest proven backup whose files are kept. */
export async function lastProven(db: Queryable): Promise<{ id: string; finishedAt: Date } | null> {
  const [row] = await db
    .select({ id: backups.id, finishedAt: backups.finishedAt })
    .from(backups)
    .where(and(eq(backups.status, 'proven'), isNull(backups.removedAt)))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  return row?.finishedAt ? { id: row.id, finishedAt: row.finishedAt } : null;
}

export async function anyBackup(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: backups.id }).from(backups).limit(1);
  return rows.length > 0;
}

export async function newestBackup(db: Queryable): Promise<BackupRow | null> {
  const [row] = await db.select().from(backups).orderBy(desc(backups.startedAt)).limit(1);
  return row ?? null;
}

export async function isRunning(db: Queryable): Promise<boolean> {
  const rows = await db
    .select({ id: backups.id })
    .from(backups)
    .where(eq(backups.status, 'running'))
    .limit(1);
  return rows.length > 0;
}

export async function listBackups(db: Queryable, limit = 50): Promise<BackupView[]> {
  const rows = await db.select().from(backups).orderBy(desc(backups.startedAt)).limit(limit);
  return rows.map(backupView);
}

export function backupView(row: BackupRow): BackupView {
  const source = row.sourceRows ?? {};
  const loaded = row.loadedRows;
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    location: row.location,
    sqlBytes: row.sqlBytes,
    zipBytes: row.zipBytes,
    files: row.files,
    tables: Object.entries(source).map(([table, n]) => ({
      table,
      source: n,
      loaded: loaded ? (loaded[table] ?? 0) : null,
      ok: loaded ? loaded[table] === n : false,
    })),
    error: row.error,
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}

/**
 * Raises a backup notification for head admins, once: per failed backup (backup_failed), per last
 * proven backup grown stale (backup_stale; null when none was ever proven). The unique key holds it.
 */
export async function raiseBackupNotification(
  db: Queryable,
  type: (typeof HEAD_ADMIN_NOTIFICATION_TYPES)[number],
  backupId: string | null,
  error: string | null,
): Promise<boolean> {
  const text =
    type === 'backup_failed'
      ? { title: backupMessages.backupFailedTitle, message: backupMessages.backupFailed(error ?? '') }
      : {
          title: backupMessages.backupStaleTitle,
          message: backupId ? backupMessages.backupStale : backupMessages.backupNoneYet,
        };
  const inserted = await db
    .insert(notifications)
    .values({ type, backupId, ...text })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
