/**
 * Issue 9 item 1: no stored file outlives a crash without a row pointing at it. Uploads are
 * recorded in pending_files before they are written, the member's transaction ends that, replaced
 * files are recorded in the transaction that stops naming them, and the `sweep-orphan-files` job
 * deletes the files of pending rows older than the minimum age that no member names.
 * (The crash itself, kill -9 of a real server mid-registration, is crash-orphans.test.ts.)
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepResult } from '../src/core/files.ts';
import { members, pendingFiles } from '../src/db/schema/index.ts';
import { defaultJobs, sweepOrphanFilesJob } from '../src/jobs/index.ts';
import { LocalDiskStorage, type Storage } from '../src/storage/index.ts';
import { S3Storage } from '../src/storage/s3.ts';
import {
  filesUnder,
  PNG,
  patchMember,
  pngFile,
  postMember,
  registeredMember,
  registrationData,
} from './members-support.ts';
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from './s3rver.ts';
import { backends, type TestApp, useTestApp } from './support.ts';

const HOUR = 60 * 60 * 1000;

type Driver = { name: 'disk' | 's3'; storage(dataDir: string): Storage };

let s3rver: RunningS3rver | undefined;
let bucketCounter = 0;
const drivers: Driver[] = [
  { name: 'disk', storage: (dataDir) => new LocalDiskStorage(path.join(dataDir, 'files')) },
  {
    name: 's3',
    storage: () => {
      bucketCounter += 1;
      return new S3Storage({
        bucket: `orphans-${bucketCounter}`,
        endpoint: s3rver!.endpoint,
        credentials: S3RVER_CREDENTIALS,
      });
    },
  },
];

beforeAll(async () => {
  s3rver = await startS3rver();
});
afterAll(async () => {
  await s3rver?.stop();
});

/** A logger that keeps what the job reports. */
function capturingLog() {
  const info: unknown[] = [];
  const errors: unknown[] = [];
  const log = {
    info: (obj: unknown) => void info.push(obj),
    error: (obj: unknown) => void errors.push(obj),
  } as unknown as FastifyBaseLogger;
  return { log, info, errors };
}

/** One run of the sweep job as the runner makes it (inside a transaction); what it reported. */
async function sweep(t: TestApp, minAgeMs = HOUR): Promise<SweepResult> {
  const { log, info, errors } = capturingLog();
  const job = sweepOrphanFilesJob(minAgeMs);
  await t.app.ctx.db.transaction((tx) => job.run({ tx, app: { ...t.app.ctx, db: tx }, log }));
  expect(errors).toEqual([]);
  return info[0] as SweepResult;
}

async function pending(t: TestApp): Promise<{ key: string; reason: string }[]> {
  return t.app.ctx.db
    .select({ key: pendingFiles.key, reason: pendingFiles.reason })
    .from(pendingFiles)
    .orderBy(pendingFiles.key);
}

/** A pending row recorded `ageMs` ago (by the database's clock). */
async function pendingRow(t: TestApp, key: string, ageMs: number, reason: 'upload' | 'replaced' = 'upload') {
  await t.app.ctx.db.insert(pendingFiles).values({
    key,
    reason,
    createdAt: sql`now() - ${ageMs}::double precision * interval '1 millisecond'`,
  });
}

const register = (t: TestApp, cookie: string, data = registrationData()) =>
  registeredMember(t.app, cookie, data);

async function memberKeys(t: TestApp): Promise<string[]> {
  const rows = await t.app.ctx.db
    .select({ a: members.idPictureKey, b: members.signatureKey, c: members.qrCodeKey })
    .from(members);
  return rows.flatMap((r) => [r.a, r.b, r.c]).filter((k): k is string => k !== null);
}

it('the sweep is one of the default jobs, hourly unless ORPHAN_FILE_MIN_AGE_MS says otherwise', () => {
  expect(defaultJobs({}).find((job) => job.name === 'sweep-orphan-files')?.intervalMs).toBe(HOUR);
  expect(
    defaultJobs({ orphanFileMinAgeMs: 2000 }).find((j) => j.name === 'sweep-orphan-files'),
  ).toMatchObject({ intervalMs: 2000 });
});

describe.each(backends)('orphan files on $name', (backend) => {
  describe.each(drivers)('with $name storage', (driver) => {
    let storage: Storage;
    // No background jobs: the tests run the sweep themselves.
    const t = useTestApp(backend, {
      jobs: [],
      storage: (dataDir) => {
        storage = driver.storage(dataDir);
        return storage;
      },
    });
    beforeAll(async () => {
      if (storage instanceof S3Storage) {
        await storage.client.send(new CreateBucketCommand({ Bucket: storage.bucket }));
      }
    });

    it('records nothing pending once a registration is saved, and the member names its three files', async () => {
      const admin = await t.approvedAdmin();
      await register(t, admin.cookie);
      expect(await pending(t)).toEqual([]);
      expect((await storage.list('members/')).sort()).toEqual((await memberKeys(t)).sort());
    });

    it('deletes the file of a stale pending upload and keeps fresh and named ones', async () => {
      const admin = await t.approvedAdmin();
      const member = await register(t, admin.cookie);
      const [saved] = await t.app.ctx.db
        .select({ key: members.idPictureKey })
        .from(members)
        .where(sql`${members.id} = ${member.id}`);
      const stale = 'members/id_pictures/1000000000000_crashed.png';
      const staleReplaced = 'members/signatures/1000000000001_replaced.png';
      const fresh = 'members/id_pictures/1000000000002_uploading.png';
      for (const key of [stale, staleReplaced, fresh]) await storage.put(key, PNG, 'image/png');
      await pendingRow(t, stale, 2 * HOUR);
      await pendingRow(t, staleReplaced, 2 * HOUR, 'replaced');
      await pendingRow(t, fresh, 10 * 60 * 1000);
      // A stale pending row whose key a member names after all (a crash between a put that found
      // the key taken and the release of its row): the row goes, the member's file stays.
      await pendingRow(t, saved!.key!, 2 * HOUR);
      const before = await storage.list('members/');

      const result = await sweep(t);

      expect(result).toMatchObject({ deleted: 2, kept: 1, failed: 0, pending: 1 });
      const after = await storage.list('members/');
      expect(after).toEqual(before.filter((key) => key !== stale && key !== staleReplaced));
      expect(after).toContain(fresh);
      expect(after).toContain(saved!.key);
      expect(await pending(t)).toEqual([{ key: fresh, reason: 'upload' }]);

      // An hour later the upload that never finished is swept too.
      await t.app.ctx.db.update(pendingFiles).set({ createdAt: sql`now() - interval '61 minutes'` });
      expect(await sweep(t)).toMatchObject({ deleted: 1, pending: 0 });
      expect(await storage.list('members/')).not.toContain(fresh);
      expect((await storage.list('members/')).sort()).toEqual((await memberKeys(t)).sort());
    });

    it('honours a shorter minimum age', async () => {
      const key = 'members/qr_codes/1000000000003_REF.png';
      await storage.put(key, PNG, 'image/png');
      await pendingRow(t, key, 3000);
      expect(await sweep(t, 60_000)).toMatchObject({ deleted: 0 });
      expect(await sweep(t, 2000)).toMatchObject({ deleted: 1 });
      expect(await storage.get(key)).toBeNull();
    });

    it('deletes the files an update replaces, leaving nothing pending', async () => {
      const admin = await t.approvedAdmin();
      const member = await register(t, admin.cookie);
      const res = await patchMember(
        t.app,
        admin.cookie,
        member.id,
        { phoneNumber: '+63 917 555 0199' },
        { idPicture: pngFile('new.png') },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await pending(t)).toEqual([]);
      expect((await storage.list('members/')).sort()).toEqual((await memberKeys(t)).sort());
    });
  });

  describe('when the sweep takes a registration pending row before it commits', () => {
    let sabotage: ((key: string) => Promise<void>) | null = null;
    const t = useTestApp(backend, {
      jobs: [],
      storage: (dataDir) => {
        const inner = new LocalDiskStorage(path.join(dataDir, 'files'));
        return {
          put: async (key, body, type) => {
            await inner.put(key, body, type);
            await sabotage?.(key);
          },
          get: (key) => inner.get(key),
          delete: (key) => inner.delete(key),
          list: (prefix) => inner.list(prefix),
        } satisfies Storage;
      },
    });

    it('refuses to save a member naming a swept file, and leaves no file', async () => {
      const admin = await t.approvedAdmin();
      // The QR code (the last file) is swept right after it was written.
      sabotage = async (key) => {
        if (!key.startsWith('members/qr_codes/')) return;
        await t.app.ctx.db.delete(pendingFiles).where(sql`${pendingFiles.key} = ${key}`);
        await t.app.ctx.storage.delete(key);
      };
      const res = await postMember(t.app, admin.cookie, registrationData());
      sabotage = null;
      expect(res.statusCode).toBe(500);
      expect(await memberKeys(t)).toEqual([]);
      expect(await pending(t)).toEqual([]);
      expect(filesUnder(path.join(t.dataDir, 'files'))).toEqual([]);
    });
  });

  describe('abandoned temporary files of the disk driver', () => {
    const t = useTestApp(backend, { jobs: [] });

    it('are removed once older than the minimum age', async () => {
      const dir = path.join(t.dataDir, 'files', 'members', 'id_pictures');
      mkdirSync(dir, { recursive: true });
      const old = path.join(dir, '.tmp-0123456789abcdef');
      const young = path.join(dir, '.tmp-fedcba9876543210');
      writeFileSync(old, PNG);
      writeFileSync(young, PNG);
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      utimesSync(old, twoHoursAgo, twoHoursAgo);
      expect(await sweep(t)).toMatchObject({ abandoned: 1 });
      expect(filesUnder(path.join(t.dataDir, 'files'))).toEqual([
        'members/id_pictures/.tmp-fedcba9876543210',
      ]);
    });
  });
});
