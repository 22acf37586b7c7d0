/**
 * One backup (DECISIONS 49, issue 30 item 5): export_all.sql of every table of the portal's schema
 * but the disposable and derived ones (BACKUP_LEFT_OUT in features/export/tables.ts: sessions,
 * tokens, throttles, report rollups…), admins' sign-in accounts with their password hashes included,
 * and the storage zip of every file, written through Export Database's own writers into the backup's folder with
 * manifest.json, then proven from what was written:
 *   - export_all.sql read back: its SHA-256 against the manifest, then loaded into a scratch database
 *     (Verify's loader, features/export/verify.ts) and the rows of every table compared with what the
 *     export read from the database (one REPEATABLE READ snapshot: the source at export time);
 *   - storage-files.zip read back: its SHA-256, then every file in it hashed and compared with the
 *     SHA-256 the manifest recorded while the file was read from storage, and no file missing.
 * The row says proven or failed (with why); a failure raises a 'backup_failed' notification for head
 * admins. Then retention deletes the files of the backups it no longer keeps (backupsToKeep).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backupMessages, backupsToKeep, todayIn } from '@portal/domain';
import type { AppContext } from '../../context.ts';
import { Digest } from '../../core/digest.ts';
import type { Storage } from '../../storage/index.ts';
import { sqlExportStream } from '../export/sql-export.ts';
import { storageZipStream } from '../export/storage-export.ts';
import { backupSpecs } from '../export/tables.ts';
import { verifyExport } from '../export/verify.ts';
import {
  type BackupDestination,
  backupDestination,
  folderName,
  MANIFEST_FILE,
  SQL_FILE,
  ZIP_FILE,
} from './destination.ts';
import {
  finishBackup,
  insertBackup,
  raiseBackupNotification,
  retentionCandidates,
  setRemoved,
} from './queries.ts';
import { zipEntries, zipEntryStream } from './zip-reader.ts';

export type BackupDeps = Pick<AppContext, 'database' | 'db' | 'config' | 'storage' | 'now'> & {
  /** Where to write (default: backupDestination of the config; tests wrap it). */
  destination?: BackupDestination;
};
type Log = (error: unknown, context: string) => void;

/** What manifest.json holds. */
export type BackupManifest = {
  backupId: string;
  startedAt: string;
  sql: { file: string; bytes: number; sha256: string; rows: Record<string, number> };
  zip: { file: string; bytes: number; sha256: string };
  /** Every stored file as read from storage: key, bytes and SHA-256. */
  files: { key: string; bytes: number; sha256: string }[];
};

export type BackupOutcome = { id: string; status: 'proven' | 'failed'; error: string | null };

/** Hashes a stream to its end. */
async function digestOf(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Storage whose reads are hashed on the way: the manifest's record of every file as it was read. */
function hashingReads(storage: Storage, files: BackupManifest['files']): Storage {
  return {
    put: (key, body, type) => storage.put(key, body, type),
    delete: (key) => storage.delete(key),
    list: (prefix) => storage.list(prefix),
    async get(key) {
      const object = await storage.get(key);
      if (!object) return null;
      const digest = new Digest();
      digest.on('error', () => undefined);
      digest.once('end', () => files.push({ key, bytes: digest.bytes, sha256: digest.hash.digest('hex') }));
      object.stream.once('error', (error) => digest.destroy(error));
      return { ...object, stream: object.stream.pipe(digest) };
    },
  };
}

/** Writes a stream under `key`, hashing it on the way. */
async function putHashed(storage: Storage, key: string, stream: Readable, type: string) {
  const digest = new Digest();
  // put sees a failure through its own listeners, perhaps only once it has started reading.
  digest.on('error', () => undefined);
  stream.once('error', (error) => digest.destroy(error));
  // A put that fails stops the export too (its database connection is given back).
  digest.once('close', () => {
    if (!stream.readableEnded) stream.destroy();
  });
  await storage.put(key, stream.pipe(digest), type);
  return { bytes: digest.bytes, sha256: digest.hash.digest('hex') };
}

/**
 * Takes one backup and proves it. The caller holds the backup lock (the job's, or Run now's). The
 * row is written at once (committed), so the dashboard sees it running.
 */
export async function runBackup(
  deps: BackupDeps,
  trigger: 'scheduled' | 'manual',
  requestedBy: string | null,
  log: Log,
  onStarted?: (id: string) => Promise<void>,
): Promise<BackupOutcome> {
  const destination = deps.destination ?? backupDestination(deps.config, deps.storage);
  const startedAt = deps.now();
  const row = { id: crypto.randomUUID() };
  const folder = folderName(startedAt, row.id);
  await insertBackup(deps.db, {
    id: row.id,
    trigger,
    requestedBy,
    startedAt,
    takenOn: todayIn(deps.config.timeZone, startedAt),
    location: destination.location(folder),
  });
  await onStarted?.(row.id);
  let manifest: BackupManifest | null = null;
  let outcome: BackupOutcome;
  try {
    manifest = await writeBackup(deps, destination, folder, row.id, startedAt);
    const proof = await proveBackup(deps, destination, folder, manifest, log);
    outcome = { id: row.id, status: proof.error === null ? 'proven' : 'failed', error: proof.error };
    await finishBackup(deps.db, row.id, manifest, proof.loaded, outcome.status, outcome.error);
  } catch (error) {
    log(error, 'backup failed');
    const text = backupMessages.backupStorageFailed((error as Error).message ?? String(error));
    outcome = { id: row.id, status: 'failed', error: text };
    await finishBackup(deps.db, row.id, manifest, null, 'failed', text);
  }
  if (outcome.status === 'failed')
    await raiseBackupNotification(deps.db, 'backup_failed', row.id, outcome.error);
  await applyRetention(deps, destination, log);
  return outcome;
}

/** export_all.sql, storage-files.zip, then manifest.json, into the backup's folder. */
async function writeBackup(
  deps: BackupDeps,
  destination: BackupDestination,
  folder: string,
  id: string,
  startedAt: Date,
): Promise<BackupManifest> {
  const { storage } = destination;
  let rows: Record<string, number> = {};
  let sqlCompleted = false;
  // Every table of the schema but the disposable and derived ones (BACKUP_LEFT_OUT), whole.
  const specs = await backupSpecs(deps.database.pool);
  const sqlStream = sqlExportStream(
    deps.database,
    {
      tables: [],
      backupSpecs: specs,
      filterType: 'all',
      filterValue: undefined,
      bounds: null,
      timeZone: deps.config.timeZone,
      exportedAt: startedAt,
    },
    async (tally) => {
      rows = { ...tally.rows };
      sqlCompleted = tally.completed;
    },
  );
  const sql = await putHashed(storage, destination.key(folder, SQL_FILE), sqlStream, 'application/sql');
  if (!sqlCompleted) throw new Error('the SQL export stopped before its end');

  const files: BackupManifest['files'] = [];
  let zipCompleted = false;
  const zipStream = storageZipStream(
    deps.database,
    hashingReads(deps.storage, files),
    null,
    startedAt,
    async (tally) => {
      zipCompleted = tally.completed;
    },
  );
  const zip = await putHashed(storage, destination.key(folder, ZIP_FILE), zipStream, 'application/zip');
  if (!zipCompleted) throw new Error('the storage zip stopped before its end');

  const manifest: BackupManifest = {
    backupId: id,
    startedAt: startedAt.toISOString(),
    sql: { file: SQL_FILE, ...sql, rows },
    zip: { file: ZIP_FILE, ...zip },
    files,
  };
  await storage.put(
    destination.key(folder, MANIFEST_FILE),
    Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    'application/json',
  );
  return manifest;
}

export type Proof = { loaded: Record<string, number> | null; error: string | null };

/** The proof, from the files as written (see the top of this file). */
export async function proveBackup(
  deps: Pick<BackupDeps, 'database'>,
  destination: BackupDestination,
  folder: string,
  manifest: BackupManifest,
  log: Log,
): Promise<Proof> {
  const problems: string[] = [];
  // export_all.sql: hashed and loaded in one read.
  const sqlObject = await destination.storage.get(destination.key(folder, SQL_FILE));
  if (!sqlObject) return { loaded: null, error: backupMessages.backupFileDiffers(SQL_FILE) };
  const sqlDigest = new Digest();
  sqlDigest.on('error', () => undefined);
  sqlObject.stream.once('error', (error) => sqlDigest.destroy(error));
  const verification = await verifyExport(deps.database, sqlObject.stream.pipe(sqlDigest), log);
  if (sqlDigest.hash.digest('hex') !== manifest.sql.sha256 || sqlDigest.bytes !== manifest.sql.bytes) {
    problems.push(backupMessages.backupFileDiffers(SQL_FILE));
  }
  const loaded: Record<string, number> = {};
  for (const table of verification.tables) loaded[table.table] = table.loaded;
  if (verification.error !== null) problems.push(verification.error);
  else {
    const differing = Object.entries(manifest.sql.rows)
      .filter(([table, n]) => loaded[table] !== n)
      .map(([table]) => table);
    if (differing.length > 0) problems.push(backupMessages.backupCountsDiffer(differing.join(', ')));
  }

  // storage-files.zip: read in place on disk, else copied to a temporary file first.
  const local = destination.localPath(folder, ZIP_FILE);
  const temp = local ? null : await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  try {
    let zipPath = local;
    if (!zipPath) {
      const object = await destination.storage.get(destination.key(folder, ZIP_FILE));
      if (!object) throw new Error(`${ZIP_FILE} is missing`);
      zipPath = path.join(temp as string, ZIP_FILE);
      await pipeline(object.stream, createWriteStream(zipPath));
    }
    const { createReadStream } = await import('node:fs');
    const whole = await digestOf(createReadStream(zipPath));
    if (whole.sha256 !== manifest.zip.sha256 || whole.bytes !== manifest.zip.bytes) {
      problems.push(backupMessages.backupFileDiffers(ZIP_FILE));
    }
    const expected = new Map(manifest.files.map((f) => [f.key, f]));
    const seen = new Set<string>();
    for (const entry of await zipEntries(zipPath)) {
      if (entry.name === 'manifest.csv') continue;
      const file = expected.get(entry.name);
      const found = await digestOf(await zipEntryStream(zipPath, entry));
      if (!file || file.sha256 !== found.sha256 || file.bytes !== found.bytes) {
        problems.push(backupMessages.backupFileDiffers(entry.name));
      }
      seen.add(entry.name);
    }
    const missing = manifest.files.filter((f) => !seen.has(f.key)).map((f) => f.key);
    if (missing.length > 0) problems.push(backupMessages.backupFilesMissing(missing.slice(0, 5).join(', ')));
  } catch (error) {
    problems.push(backupMessages.backupFileDiffers(ZIP_FILE));
    log(error, 'backup proof could not read the zip');
  } finally {
    if (temp) await rm(temp, { recursive: true, force: true });
  }
  return { loaded, error: problems.length > 0 ? problems.join('; ') : null };
}

/** Deletes the files of the backups retention no longer keeps; their rows stay (removed_at). */
export async function applyRetention(
  deps: Pick<BackupDeps, 'db' | 'config' | 'storage'>,
  destination: BackupDestination,
  log: Log,
): Promise<void> {
  const candidates = await retentionCandidates(deps.db);
  const keep = backupsToKeep(candidates);
  for (const backup of candidates) {
    if (keep.has(backup.id)) continue;
    try {
      const folder = folderName(backup.startedAt, backup.id);
      for (const file of [MANIFEST_FILE, SQL_FILE, ZIP_FILE]) {
        await destination.storage.delete(destination.key(folder, file));
      }
      await destination.removeFolder(folder);
      await setRemoved(deps.db, backup.id);
    } catch (error) {
      log(error, `retention could not delete backup ${backup.id}`);
    }
  }
}
