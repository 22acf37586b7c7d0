/**
 * Issue 30 item 2 / DECISIONS 50: the S3 file store down or slow.
 *
 * The app stores its files on s3rver, which is stopped mid-run and started again on the same port
 * and folder; and on a "store" that takes connections and never answers (slow). Shown:
 *  - a registration with images is refused within the bound — 503 with Retry-After and the message
 *    naming the file store (not the database's), no member row, no object in the bucket;
 *  - an image already stored answers 503 the same way (the web app shows a placeholder with Retry);
 *  - /api/health/ready says the store is unreachable (503) while it is down, ready after;
 *  - started again, registrations work at once.
 * Prints requests, 5xx, 503s, acknowledged, recorded, lost, doubled and the recovery time.
 */
import { createServer, type Socket } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { outageMessages } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { S3Storage } from '../src/storage/s3.ts';
import { postMember, registrationData } from './members-support.ts';
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from './s3rver.ts';
import { backends, createTestApp, type TestAdmin, type TestApp } from './support.ts';

const BUCKET = 'outage';
/** The store's bounds in this test (the defaults are 10 s and 3 s). */
const TIMEOUT_MS = 1_500;
const CONNECT_TIMEOUT_MS = 1_000;
/** A registration is refused within this: look-up, put and the delete of a timed-out put, each bounded. */
const REFUSED_WITHIN_MS = 3 * TIMEOUT_MS + 2_000;

type Outcome = { status: number; ms: number; retryAfter?: string; message?: string; id?: string };

/** A TCP server that accepts connections and never answers: a store that hangs. */
async function silentServer(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const backend = backends[0]!;

describe('the S3 file store stopped and started again', () => {
  let s3: RunningS3rver;
  let storage: S3Storage;
  let t: TestApp;
  let admin: TestAdmin;

  beforeAll(async () => {
    s3 = await startS3rver();
    storage = new S3Storage({
      bucket: BUCKET,
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
      timeoutMs: TIMEOUT_MS,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await createTestApp(backend, { storage: () => storage, jobs: [] });
    admin = await t.headAdmin();
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    storage?.client.destroy();
    await s3?.stop().catch(() => undefined);
  });

  const register = async (): Promise<Outcome> => {
    const started = performance.now();
    const res = await postMember(t.app, admin.cookie, registrationData());
    const json = res.json() as { member?: { id: string }; error?: { message: string } };
    return {
      status: res.statusCode,
      ms: performance.now() - started,
      retryAfter: res.headers['retry-after'] as string | undefined,
      message: json.error?.message,
      id: json.member?.id,
    };
  };
  const members = async () =>
    rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from members`)).map((r) => r.id);
  const image = (id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/members/${id}/images/id-picture`,
      headers: { cookie: admin.cookie },
    });
  const ready = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: res.statusCode, storage: (res.json() as { storage: string }).storage };
  };

  it('refuses uploads with 503 naming the file store while it is down, stores nothing, and recovers at once', async () => {
    const outcomes: Outcome[] = [];
    const first = await register();
    outcomes.push(first);
    expect(first.status).toBe(201);
    expect((await image(first.id!)).statusCode).toBe(200);
    const objectsBefore = (await storage.list('')).sort();
    expect(objectsBefore).toHaveLength(3);

    await s3.halt();
    const down: Outcome[] = [];
    for (let i = 0; i < 5; i += 1) down.push(await register());
    outcomes.push(...down);
    const storedImage = await image(first.id!);
    const readyDuring = await ready();

    s3 = await startS3rver({ port: s3.port, directory: s3.directory });
    const restartedAt = performance.now();
    let after = await register();
    while (after.status !== 201 && performance.now() - restartedAt < 10_000) {
      outcomes.push(after);
      after = await register();
    }
    outcomes.push(after);
    const recoverySeconds = (performance.now() - restartedAt) / 1000;
    const readyAfter = await ready();

    const acknowledged = outcomes.filter((o) => o.status === 201);
    const recorded = await members();
    const lost = acknowledged.filter((o) => !recorded.includes(o.id!));
    const objectsAfter = await storage.list('');
    console.log(
      `[storage outage] requests ${outcomes.length}, 5xx ${outcomes.filter((o) => o.status >= 500).length}, ` +
        `503 ${outcomes.filter((o) => o.status === 503).length}, acknowledged ${acknowledged.length}, ` +
        `recorded ${recorded.length}, lost ${lost.length}, doubled ${recorded.length - new Set(recorded).size}, ` +
        `slowest refusal ${(Math.max(...down.map((o) => o.ms)) / 1000).toFixed(2)} s, ` +
        `recovery ${recoverySeconds.toFixed(2)} s, objects ${objectsAfter.length}`,
    );

    for (const o of down) {
      expect(o.status).toBe(503);
      expect(o.retryAfter).toBe('5');
      expect(o.message).toBe(outageMessages.storageUnavailable);
      expect(o.ms).toBeLessThan(REFUSED_WITHIN_MS);
    }
    expect(storedImage.statusCode).toBe(503);
    expect(storedImage.json().error.message).toBe(outageMessages.storageUnavailable);
    expect(readyDuring).toEqual({ status: 503, storage: 'unreachable' });
    expect(after.status).toBe(201);
    expect(recoverySeconds).toBeLessThan(5);
    expect(readyAfter).toEqual({ status: 200, storage: 'ok' });
    // Only the two acknowledged registrations: no member row and no object of a refused one.
    expect(recorded.sort()).toEqual(acknowledged.map((o) => o.id!).sort());
    expect(lost).toEqual([]);
    expect(objectsAfter).toHaveLength(6);
    expect(objectsAfter.filter((key) => !objectsBefore.includes(key))).toHaveLength(3);
  }, 60_000);

  it('refuses within the bound when the store takes connections and never answers', async () => {
    const silent = await silentServer();
    const slow = new S3Storage({
      bucket: BUCKET,
      endpoint: silent.endpoint,
      credentials: S3RVER_CREDENTIALS,
      timeoutMs: TIMEOUT_MS,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    const slowApp = await createTestApp(backend, { storage: () => slow, jobs: [] });
    try {
      const head = await slowApp.headAdmin();
      const started = performance.now();
      const res = await postMember(slowApp.app, head.cookie, registrationData());
      const seconds = (performance.now() - started) / 1000;
      const rows = rowsOf<{ n: number }>(
        await slowApp.database.db.execute(sql`select count(*)::int as n from members`),
      );
      console.log(`[storage slow] refused with ${res.statusCode} after ${seconds.toFixed(2)} s`);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.message).toBe(outageMessages.storageUnavailable);
      expect(seconds * 1000).toBeLessThan(REFUSED_WITHIN_MS);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await slowApp.close();
      slow.client.destroy();
      await silent.close();
    }
  }, 60_000);
});
