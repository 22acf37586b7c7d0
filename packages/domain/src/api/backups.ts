/**
 * Contracts of the nightly backups (DECISIONS 49, issue 30 item 5): GET /api/backups,
 * POST /api/backups/run and GET /api/backups/status (the dashboard's card). Head admins only.
 */
import { z } from 'zod';
import { BACKUP_STATUSES } from '../backups.ts';
import { instantString } from './common.ts';

/** One table's rows: in the database when the backup was taken, and loaded back by the proof. */
export const backupTableProofSchema = z.object({
  table: z.string(),
  /** Rows the export read from the database (one snapshot). */
  source: z.number().int(),
  /** Rows the scratch database held after loading the file; null before the proof ran. */
  loaded: z.number().int().nullable(),
  ok: z.boolean(),
});

export const backupViewSchema = z.object({
  id: z.string(),
  /** 'scheduled' (the nightly job) or 'manual' (a head admin's Run now). */
  trigger: z.enum(['scheduled', 'manual']),
  status: z.enum(BACKUP_STATUSES),
  startedAt: instantString(),
  finishedAt: instantString().nullable(),
  /** Where its files are: a folder on the server's disk, or s3://bucket/backups/<name>/. */
  location: z.string(),
  sqlBytes: z.number().int().nullable(),
  zipBytes: z.number().int().nullable(),
  /** Stored files in the zip, each checked against manifest.json by the proof. */
  files: z.number().int().nullable(),
  tables: z.array(backupTableProofSchema),
  /** Why it failed, in plain words; null otherwise. */
  error: z.string().nullable(),
  /** When retention deleted its files (the row stays as the history); null while they are kept. */
  removedAt: instantString().nullable(),
});
export type BackupView = z.infer<typeof backupViewSchema>;

/** GET /api/backups: the newest 50, newest first. */
export const backupListSchema = z.object({ backups: z.array(backupViewSchema) });
export type BackupList = z.infer<typeof backupListSchema>;

/** GET /api/backups/status: the dashboard's card. */
export const backupSummarySchema = z.object({
  /** The newest proven backup whose files are kept; null when none. */
  lastProven: z
    .object({ id: z.string(), finishedAt: instantString(), ageHours: z.number().int() })
    .nullable(),
  /** No proven backup, or the last one is older than 36 hours. */
  stale: z.boolean(),
  /** A backup running now. */
  running: z.boolean(),
  /** The newest backup, when it failed (what went wrong); else null. */
  lastFailed: z.object({ id: z.string(), startedAt: instantString(), error: z.string() }).nullable(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;
