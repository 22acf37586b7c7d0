/**
 * Nightly backups (DECISIONS 49, issue 30 item 5) on every test server: a backup taken, proven and
 * restored into a fresh database holds every row and file of the source; a backup damaged between
 * writing and proof fails its proof and raises the head admins' notification, once; a stale last
 * proven backup raises its notification once; head admins only.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { addDays, type BackupView, backupMessages, todayIn } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/index.ts';
import { backupDestination, MANIFEST_FILE, SQL_FILE, ZIP_FILE } from '../src/features/backups/destination.ts';
import { RestoreRefused, restoreBackup, restoreFilesOf } from '../src/features/backups/restore.ts';
import { runBackup } from '../src/features/backups/run.ts';
import { nightlyBackupStep, raiseIfStale } from '../src/features/backups/service.ts';
import { BACKUP_LEFT_OUT, quoteIdent } from '../src/features/export/tables.ts';
import { LocalDiskStorage } from '../src/storage/index.ts';
import { S3Storage } from '../src/storage/s3.ts';
import { AWKWARD, insertRowsAt, queryOf } from './export-support.ts';
import { type Json, registeredMember, registrationData } from './members-support.ts';
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from './s3rver.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { backends, type ErrorJson, type TestAdmin, testServerUrl, useTestApp } from './support.ts';

describe.each(backends)('nightly backups on $name', (backend) => {
  const t = useTestApp(backend, { jobs: [] });
  let head: TestAdmin;
  let assistant: TestAdmin;
  const noLog = () => undefined;

  beforeAll(async () => {
    head = await t.headAdmin();
    assistant = await t.approvedAdmin();
    for (const firstName of ['Backed', 'Restored']) {
      await registeredMember(t.app, head.cookie, registrationData({ firstName }));
    }
    // A member with a claim, a beneficiary, a renewal and a notification, with awkward text; the
    // claim's receipt (receipt_counters: the numbers must go on gapless after a restore).
    const awkward = await insertRowsAt(t.database, '2025-03-01T02:00:00Z', AWKWARD);
    const receipt = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${awkward.claimed_services}/receipt`,
      headers: { cookie: head.cookie },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    // A voided claim (voided_claims), a saved preference and a changed service limit.
    const other = await insertRowsAt(t.database, '2025-04-01T02:00:00Z', 'Voided');
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${other.claimed_services}/void`,
      payload: { reason: 'Typed twice' },
      headers: { cookie: head.cookie },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    await queryOf(t.database)(
      `insert into admin_preferences (user_id, key, value) values ($1, 'members.view', '"cards"')`,
      [head.id],
    );
  });

  async function waitForBackup(id: string): Promise<BackupView> {
    for (let i = 0; i < 600; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/backups',
        headers: { cookie: head.cookie },
      });
      const found = res.json<{ backups: BackupView[] }>().backups.find((b) => b.id === id);
      if (found && found.status !== 'running') return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the backup did not finish');
  }

  it('is for head admins only (403 with its own message)', async () => {
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['GET', '/api/backups/status'],
      ['POST', '/api/backups/run'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: assistant.cookie } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<ErrorJson>().error.message).toBe(backupMessages.backupsHeadAdminOnly);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('a backup taken, proven and restored into a fresh database holds every row and file of the source', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/backups/run',
      headers: { cookie: head.cookie },
    });
    expect(started.statusCode, started.body).toBe(202);
    const running = started.json<{ backup: BackupView }>().backup;
    expect(running).toMatchObject({ trigger: 'manual' });

    const backup = await waitForBackup(running.id);
    expect(backup.error).toBeNull();
    expect(backup.status).toBe('proven');
    // Every table of the schema but those BACKUP_LEFT_OUT names is in the backup: the rows the
    // export read, the rows loaded back into the scratch database.
    const counts = queryOf(t.database);
    const kept = await keptTables(t.database);
    expect(kept).toEqual(expect.arrayContaining(['user', 'account', 'two_factor', 'activity_logs']));
    expect(kept).toEqual(expect.arrayContaining(['portal_settings', 'service_limits', 'voided_claims']));
    expect(kept).toEqual(expect.arrayContaining(['claim_receipts', 'receipt_counters', 'outbox_messages']));
    expect(kept).toEqual(expect.arrayContaining(['member_import_batches', 'admin_preferences']));
    expect(backup.tables.map((p) => p.table).sort()).toEqual(kept);
    // BACKUP_LEFT_OUT names tables of the schema only (its reasons stay true).
    const { rows: all } = await counts('select tablename from pg_tables where schemaname = current_schema()');
    expect(all.map((r) => r.tablename)).toEqual(expect.arrayContaining(Object.keys(BACKUP_LEFT_OUT)));
    for (const table of kept) {
      const proof = backup.tables.find((p) => p.table === table);
      const { rows } = await counts(`select count(*)::int as n from ${quoteIdent(table)}`);
      expect(proof, table).toEqual({ table, source: rows[0]!.n, loaded: rows[0]!.n, ok: true });
    }
    for (const table of ['account', 'activity_logs', 'voided_claims', 'claim_receipts', 'receipt_counters'])
      expect(backup.tables.find((p) => p.table === table)?.source, table).toBeGreaterThan(0);
    // No column takes its value from a sequence: every number the portal hands out (receipt numbers:
    // receipt_counters) is a row of a kept table.
    const { rows: sequenced } = await counts(
      `select table_name, column_name from information_schema.columns where table_schema = current_schema()
         and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    expect(sequenced).toEqual([]);
    expect(backup.tables.find((p) => p.table === 'members')?.source).toBe(4);
    expect(backup.files).toBe(6); // 2 members × ID picture, signature and QR code

    // The folder holds the three files; the manifest names every stored file with its SHA-256.
    const folder = backup.location;
    expect(folder.startsWith(path.join(t.dataDir, 'backups'))).toBe(true);
    for (const file of [SQL_FILE, ZIP_FILE, MANIFEST_FILE])
      expect(existsSync(path.join(folder, file))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as Json;
    expect(manifest.files).toHaveLength(6);

    // The dashboard's card and the activity log.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/backups/status',
      headers: { cookie: head.cookie },
    });
    expect(status.json<Json>()).toMatchObject({
      lastProven: { id: backup.id, ageHours: 0 },
      stale: false,
      running: false,
      lastFailed: null,
    });
    const { rows: entries } = await counts(
      `select details->>'description' as d from activity_logs where action = 'backup.started' and details->>'backupId' = $1`,
      [backup.id],
    );
    expect(entries).toEqual([{ d: backupMessages.backupStartedActivity }]);

    // npm run restore -- FOLDER, into a fresh database on the same server and an empty file store.
    const server = backend.name === 'postgres' ? process.env.TEST_DATABASE_URL! : testServerUrl();
    const scratch = await createScratchDatabase(server, 'portal_restore');
    const restored = await openDatabase(scratch.url, { poolSize: 2 });
    const filesRoot = mkdtempSync(path.join(tmpdir(), 'portal-restored-files-'));
    try {
      const store = new LocalDiskStorage(filesRoot);
      const report = await restoreBackup(restored, store, restoreFilesOf(folder));
      expect(report.tables.every((r) => r.ok)).toBe(true);
      expect(report.files).toBe(6);
      // Every kept table row by row; the derived ones (rebuilt on restore) too, so reports agree.
      await expectSameRows(t.database, restored);
      for (const file of manifest.files as { key: string }[]) {
        const original = await t.app.ctx.storage.get(file.key);
        const copy = await store.get(file.key);
        expect(copy, file.key).not.toBeNull();
        expect(await bytesOf(copy!.stream)).toEqual(await bytesOf(original!.stream));
      }
      // A second restore finds the database holding data: refused, nothing changed.
      await expect(restoreBackup(restored, store, restoreFilesOf(folder))).rejects.toThrow(RestoreRefused);
      await expect(restoreBackup(restored, store, restoreFilesOf(folder))).rejects.toThrow(/not empty/);
    } finally {
      await restored.close();
      await scratch.drop();
      rmSync(filesRoot, { recursive: true, force: true });
    }
  });

  it('a backup damaged between writing and its proof fails, and head admins are told once', async () => {
    // The zip loses a byte of its first file on its way to the disk: the manifest hashed what was read.
    const real = backupDestination(t.app.ctx.config, t.app.ctx.storage);
    const disk = real.storage;
    const damaging = {
      ...real,
      storage: {
        get: (key: string) => disk.get(key),
        delete: (key: string) => disk.delete(key),
        list: (prefix: string) => disk.list(prefix),
        put: (key: string, body: never, type: string) =>
          key.endsWith(ZIP_FILE)
            ? disk.put(key, (body as NodeJS.ReadableStream).pipe(flipByte(100)) as never, type)
            : disk.put(key, body, type),
      },
    };
    const outcome = await runBackup({ ...t.app.ctx, destination: damaging }, 'scheduled', null, noLog);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toContain(backupMessages.backupFileDiffers(ZIP_FILE));

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/backups', headers: { cookie: head.cookie } })
    ).json<{ backups: BackupView[] }>().backups;
    const failed = list.find((b) => b.id === outcome.id)!;
    expect(failed.status).toBe('failed');
    // Retention keeps no failed backup: its files are gone, its row stays.
    expect(failed.removedAt).not.toBeNull();
    expect(existsSync(failed.location)).toBe(false);

    const notices = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications?type=backup_failed',
          headers: { cookie },
        })
      ).json<Json>().notifications as Json[];
    const seen = await notices(head.cookie);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ title: backupMessages.backupFailedTitle, member: null });
    expect(seen[0]!.message).toContain(backupMessages.backupFileDiffers(ZIP_FILE));
    expect(await notices(assistant.cookie)).toHaveLength(0);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/backups/status',
      headers: { cookie: head.cookie },
    });
    expect(status.json<Json>().lastFailed).toMatchObject({ id: outcome.id });
  });

  it('a damaged export_all.sql fails its proof too', async () => {
    const real = backupDestination(t.app.ctx.config, t.app.ctx.storage);
    const disk = real.storage;
    const cut = {
      ...real,
      storage: {
        get: (key: string) => disk.get(key),
        delete: (key: string) => disk.delete(key),
        list: (prefix: string) => disk.list(prefix),
        put: (key: string, body: never, type: string) =>
          key.endsWith(SQL_FILE)
            ? disk.put(key, (body as NodeJS.ReadableStream).pipe(dropLine('Backed')) as never, type)
            : disk.put(key, body, type),
      },
    };
    const outcome = await runBackup({ ...t.app.ctx, destination: cut }, 'manual', head.id, noLog);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toContain(backupMessages.backupFileDiffers(SQL_FILE));
  });

  it('a last proven backup older than 36 hours raises “No recent backup” once', async () => {
    const later = new Date(Date.now() + 37 * 60 * 60 * 1000);
    await raiseIfStale(t.app.ctx, later);
    await raiseIfStale(t.app.ctx, later);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?type=backup_stale',
      headers: { cookie: head.cookie },
    });
    expect(res.json<Json>().notifications).toHaveLength(1);
    expect(res.json<Json>().notifications[0].title).toBe(backupMessages.backupStaleTitle);
    // Fresh: nothing more.
    await raiseIfStale(t.app.ctx, new Date());
  });

  it('the nightly job takes one backup once 02:00 Manila has passed, and not again that night', async () => {
    const night = addDays(todayIn('Asia/Manila', new Date()), 2);
    const next = addDays(night, 1);
    const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`);
    const scheduled = async (day: string) =>
      (
        await queryOf(t.database)(
          `select count(*)::int as n from backups where trigger = 'scheduled' and taken_on = $1`,
          [day],
        )
      ).rows[0]!.n;
    const step = (now: Date) =>
      nightlyBackupStep({ ...t.app.ctx, now: () => now }, new Date('2020-01-01T00:00:00Z'), noLog);
    await step(at(night, '02:00:30'));
    expect(await scheduled(night)).toBe(1);
    await step(at(night, '02:05:30'));
    await step(at(night, '23:59:00'));
    await step(at(next, '01:59:00'));
    expect([await scheduled(night), await scheduled(next)]).toEqual([1, 0]);
    await step(at(next, '02:00:00'));
    expect(await scheduled(next)).toBe(1);
  });

  afterAll(() => {
    rmSync(path.join(t.dataDir ?? '', 'backups'), { recursive: true, force: true });
  });
});

/** The tables of the schema a backup holds: all but BACKUP_LEFT_OUT (pg_tables), sorted. */
async function keptTables(database: Database): Promise<string[]> {
  const { rows } = await database.pool.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = current_schema() order by 1',
  );
  return rows.map((r) => r.name).filter((name) => !(name in BACKUP_LEFT_OUT));
}

/** Every row of a table as JSON text (timestamps in UTC), sorted. */
async function tableRows(database: Database, table: string): Promise<string[]> {
  const client = await database.pool.connect();
  try {
    await client.query("set timezone = 'UTC'");
    const { rows } = await client.query<{ v: string }>(
      `select row_to_json(t)::text as v from ${quoteIdent(table)} t order by 1`,
    );
    return rows.map((r) => r.v);
  } finally {
    client.release();
  }
}

/**
 * The restored database holds every row of every kept table of the source; the derived tables a
 * backup leaves out (report rollups, totals, list counts) equal the source's once the source's
 * rollups are rebuilt too (its delta queues folded): the reports show the same figures.
 */
async function expectSameRows(source: Database, restored: Database): Promise<void> {
  for (const table of await keptTables(source)) {
    expect(await tableRows(restored, table), table).toEqual(await tableRows(source, table));
  }
  await source.pool.query('select claim_rollups_rebuild()');
  const derived = Object.keys(BACKUP_LEFT_OUT).filter((table) =>
    BACKUP_LEFT_OUT[table]!.includes('rebuilt on restore'),
  );
  expect(derived.length).toBe(15);
  for (const table of derived) {
    expect(await tableRows(restored, table), table).toEqual(await tableRows(source, table));
  }
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Changes the byte at `at` of the stream. */
function flipByte(at: number): Transform {
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (offset <= at && at < offset + chunk.length) {
        const copy = Buffer.from(chunk);
        copy[at - offset] = copy[at - offset]! ^ 0xff;
        chunk = copy;
      }
      offset += chunk.length;
      done(null, chunk);
    },
  });
}

/** Leaves out the first line holding `text` (a row of an INSERT), as a damaged disk might. */
function dropLine(text: string): Transform {
  let rest = '';
  let dropped = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      rest += chunk.toString('utf8');
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      const kept = lines.filter((line) => {
        if (!dropped && line.includes(text) && line.startsWith("('")) {
          dropped = true;
          return false;
        }
        return true;
      });
      done(null, kept.length > 0 ? `${kept.join('\n')}\n` : '');
    },
    flush(done) {
      done(null, rest);
    },
  });
}

describe('a backup into the S3 bucket, restored from it', () => {
  let s3: RunningS3rver;
  let bucket: S3Storage;
  beforeAll(async () => {
    s3 = await startS3rver();
    bucket = new S3Storage({
      bucket: 'portal-backups',
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
    });
    await bucket.client.send(new CreateBucketCommand({ Bucket: 'portal-backups' }));
  });
  // The member files and the backups in one bucket, as with S3_BUCKET and no BACKUP_DIR.
  const t = useTestApp(backends[0]!, { jobs: [], storage: () => bucket });
  afterAll(async () => {
    bucket?.client.destroy();
    await s3?.stop();
  });

  it('is written under backups/, proven, and restores every row and file', async () => {
    const head = await t.headAdmin();
    await registeredMember(t.app, head.cookie, registrationData({ firstName: 'Bucketed' }));
    const config = {
      ...t.app.ctx.config,
      backupDir: null,
      s3: {
        bucket: 'portal-backups',
        endpoint: s3.endpoint,
        region: 'us-east-1',
        ...S3RVER_CREDENTIALS,
      },
    };
    const outcome = await runBackup({ ...t.app.ctx, config }, 'manual', null, () => undefined);
    expect(outcome).toMatchObject({ status: 'proven', error: null });
    const keys = await bucket.list('backups/');
    expect(keys.map((k) => k.split('/').pop()).sort()).toEqual([SQL_FILE, MANIFEST_FILE, ZIP_FILE].sort());

    // aws s3 cp --recursive s3://…/backups/<folder>/ ./restore/, then npm run restore -- ./restore
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-s3-backup-'));
    const filesRoot = mkdtempSync(path.join(tmpdir(), 'portal-restored-files-'));
    const scratch = await createScratchDatabase(testServerUrl(), 'portal_restore');
    const restored = await openDatabase(scratch.url, { poolSize: 2 });
    try {
      for (const key of keys) {
        const object = await bucket.get(key);
        writeFileSync(path.join(folder, key.split('/').pop()!), await bytesOf(object!.stream));
      }
      const store = new LocalDiskStorage(filesRoot);
      const report = await restoreBackup(restored, store, restoreFilesOf(folder));
      expect(report.tables.every((r) => r.ok)).toBe(true);
      expect(report.files).toBe(3);
      await expectSameRows(t.database, restored);
      for (const key of await bucket.list('members/')) {
        expect(await bytesOf((await store.get(key))!.stream), key).toEqual(
          await bytesOf((await bucket.get(key))!.stream),
        );
      }
    } finally {
      await restored.close();
      await scratch.drop();
      rmSync(folder, { recursive: true, force: true });
      rmSync(filesRoot, { recursive: true, force: true });
    }
  });
});
