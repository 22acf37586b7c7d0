/**
 * Issue 30 item 4 / DECISIONS 50: SIGTERM under load. A real server process on its embedded
 * PostgreSQL (the default) is sent SIGTERM while 20 clients record claims over HTTP, each on its
 * own member, one claim after another. Shown:
 *  - every request sent before the signal gets its answer (in flight finishes): none is cut off.
 *    "Before" counts from the client's clock, less one round trip: a request sent within a round trip
 *    of the signal (the slowest 5 % of the answers before it, at least 250 ms) may reach the server
 *    after it, on a busy machine, and is then rightly refused; it still may not be lost or doubled;
 *  - after it, a request is either refused (no connection) or answered 503 with Retry-After and
 *    `Connection: close` (a proxy sends it to another server), never a 500;
 *  - every acknowledged claim is in the database once, and no claim is recorded that was not
 *    acknowledged (a request cut off after its commit would show as one);
 *  - the process exits within 15 s, its embedded database stopped cleanly (the test starts it again
 *    on the same folder to count).
 * Prints requests, 5xx, 503s, refused, acknowledged, recorded, lost, doubled and the exit time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayIn } from '@portal/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { jpegFile, multipartBody, pngFile, registrationData } from '../members-support.ts';
import { freePort, headAdminSession, sameOrigin, startServer } from './server-process.ts';

const CLIENTS = 20;
/** Load before the signal. */
const LOAD_MS = 2_000;
const EXIT_WITHIN_MS = 15_000;

type Outcome = {
  marker: string;
  sentAt: number;
  at: number;
  status: number;
  retryAfter?: string | null;
  connection?: string | null;
  error?: string;
};

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

describe('SIGTERM while 20 clients record claims', () => {
  it('finishes what is in flight, refuses the rest, loses and doubles nothing, exits within 15 s', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-sigterm-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const server = await startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        PUBLIC_URL: publicUrl,
        AUTH_SECRET: 'sigterm-test-secret-sigterm-test-secret-0123',
        WEB_DIST: path.join(dataDir, 'no-web-app'),
      },
    });
    cleanups.push(() => server.kill9());
    const { cookie } = await headAdminSession([server], publicUrl);

    const memberIds: string[] = [];
    for (let c = 0; c < CLIENTS; c += 1) {
      const body = multipartBody(registrationData(), { idPicture: pngFile(), signature: jpegFile() });
      const res = await fetch(`${server.url}/api/members`, {
        method: 'POST',
        headers: { ...body.headers, cookie, ...sameOrigin(publicUrl) },
        body: body.payload,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      memberIds.push(((await res.json()) as { member: { id: string } }).member.id);
    }

    const today = todayIn('Asia/Manila', new Date());
    const outcomes: Outcome[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    const claim = async (client: number, n: number): Promise<Outcome> => {
      const marker = `Client ${client} claim ${n}`;
      const sentAt = performance.now();
      try {
        const res = await fetch(`${server.url}/api/members/${memberIds[client]}/claims`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, ...sameOrigin(publicUrl) },
          body: JSON.stringify({
            category: 'outpatient',
            serviceType: 'MRI',
            institution: marker,
            amount: '1',
            date: today,
            beneficiaryUse: 'No',
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        return {
          marker,
          sentAt,
          at: performance.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          connection: res.headers.get('connection'),
        };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return {
          marker,
          sentAt,
          at: performance.now(),
          status: 0,
          error: cause?.code ?? cause?.message ?? String(error),
        };
      }
    };

    const clients = memberIds.map(async (_, client) => {
      for (let n = 0; !server.exited; n += 1) {
        const outcome = await claim(client, n);
        outcomes.push(outcome);
        // Refused: the server is going; one more try shows the port closed, then stop.
        if (outcome.status !== 201) {
          if (outcome.status === 0 && outcome.sentAt > signalledAt) return;
          await sleep(50);
        }
      }
    });

    await sleep(LOAD_MS);
    signalledAt = performance.now();
    process.kill(server.pid, 'SIGTERM');
    while (!server.exited && performance.now() - signalledAt < 30_000) await sleep(10);
    const exitSeconds = (performance.now() - signalledAt) / 1000;
    await Promise.all(clients);

    // The portal is gone: its data folder's database server is started again to count.
    const db = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => db.stop());
    const client = new pg.Client(db.connection());
    await client.connect();
    const rows = (
      await client.query<{ institution: string; n: number }>(
        'select institution, count(*)::int as n from claimed_services group by institution',
      )
    ).rows;
    await client.end();
    await db.stop();

    const recorded = new Map(rows.map((r) => [r.institution, r.n]));
    const acknowledged = outcomes.filter((o) => o.status === 201);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const unavailable = outcomes.filter((o) => o.status === 503);
    const refused = outcomes.filter((o) => o.status === 0);
    const others = outcomes.filter((o) => o.status !== 0 && o.status !== 201 && o.status !== 503);
    // A request sent less than a round trip before the signal may reach the server after it.
    const roundTrips = outcomes
      .filter((o) => o.status === 201 && o.at < signalledAt)
      .map((o) => o.at - o.sentAt)
      .sort((a, b) => a - b);
    const graceMs = Math.max(250, roundTrips[Math.floor(roundTrips.length * 0.95)] ?? 0);
    const sentBefore = signalledAt - graceMs;
    const racing = outcomes.filter((o) => o.sentAt >= sentBefore && o.sentAt < signalledAt);
    const inFlight = outcomes.filter((o) => o.sentAt < sentBefore && o.at > signalledAt);
    const cutInFlight = inFlight.filter((o) => o.status === 0);
    const lost = acknowledged.filter((o) => !recorded.has(o.marker));
    const doubled = rows.filter((r) => r.n > 1);
    const acknowledgedMarkers = new Set(acknowledged.map((o) => o.marker));
    const unanswered = rows.filter((r) => !acknowledgedMarkers.has(r.institution));
    const recordedCount = rows.reduce((sum, r) => sum + r.n, 0);
    console.log(
      [
        `[sigterm] ${CLIENTS} clients, SIGTERM after ${LOAD_MS / 1000} s of load`,
        `  requests ${outcomes.length}, 5xx ${serverErrors.length} (503 ${unavailable.length}), refused (no connection) ${refused.length}, other ${others.length}`,
        `  in flight at the signal ${inFlight.length}: answered ${inFlight.length - cutInFlight.length}, cut off ${cutInFlight.length}`,
        `  sent within a round trip (${graceMs.toFixed(0)} ms) of the signal ${racing.length}: answered ${racing.filter((o) => o.status === 201).length}, 503 ${racing.filter((o) => o.status === 503).length}, refused ${racing.filter((o) => o.status === 0).length}`,
        `  acknowledged ${acknowledged.length}, recorded ${recordedCount}, lost ${lost.length}, doubled ${doubled.length}, recorded without an answer ${unanswered.length}`,
        `  exit ${exitSeconds.toFixed(2)} s after SIGTERM`,
      ].join('\n'),
    );

    expect(server.exited).toBe(true);
    expect(exitSeconds).toBeLessThan(EXIT_WITHIN_MS / 1000);
    expect(
      server.lines.filter((line) => /shutdown failed|stopped unexpectedly/.test(line)),
      'shutdown errors',
    ).toEqual([]);
    // Work was under way at the signal and finished: claims answered 201 after it.
    expect(acknowledged.filter((o) => o.at > signalledAt).length).toBeGreaterThan(0);
    expect(others, JSON.stringify(others.slice(0, 3))).toEqual([]);
    expect(serverErrors.length).toBe(unavailable.length);
    for (const o of unavailable) {
      expect(o.retryAfter).toBe('5');
      expect(o.connection).toBe('close');
      expect(o.sentAt).toBeGreaterThanOrEqual(sentBefore);
    }
    expect(
      cutInFlight.map((o) => `${o.marker}: ${o.error}`),
      'requests in flight cut off',
    ).toEqual([]);
    expect(lost.map((o) => o.marker)).toEqual([]);
    expect(doubled).toEqual([]);
    expect(unanswered).toEqual([]);
    expect(recordedCount).toBe(acknowledged.length);
  }, 120_000);
});
