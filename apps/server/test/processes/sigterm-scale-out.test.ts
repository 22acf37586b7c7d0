/**
 * Issue 30 item 4 with a second server: two servers behind nginx on one PostgreSQL database; server
 * a gets SIGTERM while 20 clients record claims through the proxy, each retrying a refused or lost
 * answer with the same Idempotency-Key (as the web app does). What server a no longer takes is
 * answered by server b: every claim is acknowledged, each recorded once, and server a exits within
 * 15 s. Prints requests, 5xx, 503s, retries, acknowledged, recorded, lost, doubled, exit time.
 * Needs TEST_DATABASE_URL and nginx (CI has both).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayIn } from '@portal/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegFile, multipartBody, pngFile, registrationData } from '../members-support.ts';
import { createScratchDatabase } from '../scratch-database.ts';
import { NGINX, startNginx } from './nginx.ts';
import { freePort, headAdminSession, sameOrigin, startServer } from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const CLIENTS = 20;
const CLAIMS_PER_CLIENT = 12;
/** SIGTERM to server a once this many claims were acknowledged. */
const SIGNAL_AFTER = 60;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!serverUrl || (!NGINX && !process.env.CI))(
  'SIGTERM to one of two servers behind nginx',
  () => {
    it('answers every claim on the other server, records each once, and the stopped one exits within 15 s', async () => {
      const scratch = await createScratchDatabase(serverUrl!, 'portal_sigterm');
      cleanups.push(() => scratch.drop());
      const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
      const publicUrl = `http://127.0.0.1:${proxyPort}`;
      const env = (name: string) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `portal-sigterm-${name}-`));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        return {
          DATABASE_URL: scratch.url,
          AUTH_SECRET: 'sigterm-scale-secret-sigterm-scale-secret-01',
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: '1',
          SERVER_NAME: name,
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web-app'),
        };
      };
      const a = await startServer({ port: portA, env: env('a') });
      cleanups.push(() => a.kill9());
      const b = await startServer({ port: portB, env: env('b') });
      cleanups.push(() => b.kill9());
      const proxy = await startNginx(proxyPort, [portA, portB]);
      cleanups.push(() => proxy.stop());
      const { cookie } = await headAdminSession([a, b], publicUrl, proxy.url);

      const memberIds: string[] = [];
      for (let c = 0; c < CLIENTS; c += 1) {
        // Registered on server b: its files stay on b's disk (the servers share no file store here).
        const body = multipartBody(registrationData(), { idPicture: pngFile(), signature: jpegFile() });
        const res = await fetch(`${b.url}/api/members`, {
          method: 'POST',
          headers: { ...body.headers, cookie, ...sameOrigin(publicUrl) },
          body: body.payload,
        });
        expect(res.status, await res.clone().text()).toBe(201);
        memberIds.push(((await res.json()) as { member: { id: string } }).member.id);
      }

      const today = todayIn('Asia/Manila', new Date());
      const figures = {
        requests: 0,
        serverErrors: 0,
        unavailable: 0,
        networkErrors: 0,
        acknowledged: 0,
        replayed: 0,
      };
      const unexpected: string[] = [];
      const acknowledged = new Set<string>();
      const servedBy: Record<string, number> = {};
      let signalledAt = 0;
      let exitSeconds = Number.NaN;
      let stopped: Promise<void> | null = null;

      const recordClaim = async (client: number, n: number) => {
        const marker = `Client ${client} claim ${n}`;
        const key = randomUUID();
        for (let attempt = 0; attempt < 40; attempt += 1) {
          figures.requests += 1;
          let res: Response;
          try {
            res = await fetch(`${proxy.url}/api/members/${memberIds[client]}/claims`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                cookie,
                'idempotency-key': key,
                ...sameOrigin(publicUrl),
              },
              body: JSON.stringify({
                category: 'outpatient',
                serviceType: 'MRI',
                institution: marker,
                amount: '1',
                date: today,
                beneficiaryUse: 'No',
              }),
            });
          } catch {
            figures.networkErrors += 1;
            await sleep(100);
            continue;
          }
          const text = await res.text();
          if (res.status >= 500) {
            figures.serverErrors += 1;
            if (res.status === 503) figures.unavailable += 1;
            if (![502, 503, 504].includes(res.status)) unexpected.push(`${marker}: ${res.status} ${text}`);
            await sleep(100);
            continue;
          }
          const server = res.headers.get('x-server') ?? '?';
          servedBy[server] = (servedBy[server] ?? 0) + 1;
          if (res.status === 201) {
            figures.acknowledged += 1;
            if (res.headers.get('idempotent-replayed') === 'true') figures.replayed += 1;
            acknowledged.add(marker);
            if (figures.acknowledged >= SIGNAL_AFTER && !stopped) {
              signalledAt = performance.now();
              process.kill(a.pid, 'SIGTERM');
              stopped = (async () => {
                while (!a.exited && performance.now() - signalledAt < 30_000) await sleep(10);
                exitSeconds = (performance.now() - signalledAt) / 1000;
              })();
            }
          } else {
            unexpected.push(`${marker}: ${res.status} ${text}`);
          }
          return;
        }
        unexpected.push(`${marker}: no answer after 40 attempts`);
      };

      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let n = 0; n < CLAIMS_PER_CLIENT; n += 1) await recordClaim(client, n);
        }),
      );
      await stopped;

      const db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
      const rows = (
        await db.query<{ institution: string; n: number }>(
          'select institution, count(*)::int as n from claimed_services group by institution',
        )
      ).rows;
      await db.end();
      const recorded = rows.reduce((sum, r) => sum + r.n, 0);
      const recordedMarkers = new Set(rows.map((r) => r.institution));
      const lost = [...acknowledged].filter((marker) => !recordedMarkers.has(marker));
      const doubled = rows.filter((r) => r.n > 1);
      const shutdownErrors = a.lines.filter((line) => /shutdown failed|Shutdown took longer/.test(line));
      console.log(
        [
          `[sigterm, two servers] ${CLIENTS} clients × ${CLAIMS_PER_CLIENT} claims through nginx; SIGTERM to server a after ${SIGNAL_AFTER} acknowledged`,
          `  requests ${figures.requests}, 5xx ${figures.serverErrors} (503 ${figures.unavailable}), network errors ${figures.networkErrors}`,
          `  acknowledged ${figures.acknowledged} (${figures.replayed} replayed), recorded ${recorded}, lost ${lost.length}, doubled ${doubled.length}`,
          `  answers by server: a ${servedBy.a ?? 0}, b ${servedBy.b ?? 0}; server a exited ${exitSeconds.toFixed(2)} s after SIGTERM`,
        ].join('\n'),
      );

      expect(unexpected).toEqual([]);
      expect(a.exited).toBe(true);
      expect(exitSeconds).toBeLessThan(15);
      expect(shutdownErrors).toEqual([]);
      expect(figures.acknowledged).toBe(CLIENTS * CLAIMS_PER_CLIENT);
      expect(lost).toEqual([]);
      expect(doubled).toEqual([]);
      expect(recorded).toBe(CLIENTS * CLAIMS_PER_CLIENT);
      expect(servedBy.a ?? 0).toBeGreaterThan(0);
      expect(servedBy.b ?? 0).toBeGreaterThan(0);
    }, 180_000);
  },
);
