/**
 * `npm run bench -- --suite pause [--template scale_1000000_10000000] [--pause 12] [--runs 8]` (issue 29):
 * a search at the counter comes every minute or so, not back to back. Each request here comes after a
 * pause longer than node-postgres' default idle timeout (10 s), through the app on a copy of a scale
 * template (the scale suite's), with the pool's idle connections
 * - closed after 10 s (node-postgres' default, the portal before issue 29's fifth round), then
 * - kept (the portal's pool now: 10 minutes, db/client.ts),
 * beside the list's own SQL on a new connection each time (right after the kept-pool request, its
 * connect() counted) and on one kept connection (the anchors). A new connection is a new PostgreSQL
 * process, which maps each page of the buffer pool it reads on its first read of it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { IDLE_CONNECTION_MS } from '../../apps/server/src/db/client.ts';
import { type ListFilters, listMembers } from '../../apps/server/src/features/members/queries.ts';
import { appWithAdmin, copyOfScaleTemplate, ms, printTable, timingOf } from './harness.ts';

const SEARCHES: { name: string; search: string }[] = [
  { name: 'ID number search "-0042"', search: '-0042' },
  { name: 'rare name "magbanua jo"', search: 'magbanua jo' },
  { name: 'name search "santos"', search: 'santos' },
];

/**
 * Sets the pool's idle timeout for the connections idle now as well: node-postgres gives a connection
 * its timer when it is released, so each idle one is taken and released again.
 */
async function idleTimeout(pool: pg.Pool & { options: { idleTimeoutMillis: number } }, ms: number) {
  pool.options.idleTimeoutMillis = ms;
  const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  for (const client of idle) client.release();
}

export async function runPauseBench(options: {
  serverUrl: string;
  template: string;
  pauseSeconds: number;
  runs: number;
  log: (line: string) => void;
}): Promise<void> {
  const { log } = options;
  if (options.pauseSeconds <= 10)
    throw new Error('--pause: more than 10 s, or the closed connections are not closed yet');
  const backend = await copyOfScaleTemplate(options.serverUrl, options.template, log);
  const rows: (string | number)[][] = [];
  try {
    const { app, cookie } = await appWithAdmin(backend, undefined, { jobs: [] });
    const pool = backend.database.pool as pg.Pool & { options: { idleTimeoutMillis: number } };
    const kept = new pg.Client({ connectionString: backend.url });
    await kept.connect();
    try {
      for (const { name, search } of SEARCHES) {
        const filters: ListFilters = { search, page: 1, archived: false };
        const viaApp = async () => {
          const res = await app.inject({
            method: 'GET',
            url: `/api/members?search=${encodeURIComponent(search)}`,
            headers: { cookie },
          });
          if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        };
        // The list's own SQL (listMembers) on a client of its own: a new one each time, or the kept one.
        const viaSql = (client: pg.Client) => listMembers(drizzle({ client }), filters);
        const samples = {
          closed: [] as number[],
          keptPool: [] as number[],
          fresh: [] as number[],
          kept: [] as number[],
        };
        const timed = async (into: number[], fn: () => Promise<unknown>) => {
          const started = performance.now();
          await fn();
          into.push(performance.now() - started);
        };
        // One request of each kind before measuring (the app's code and the kept client warm).
        await viaApp();
        await viaSql(kept);
        for (let run = 0; run < options.runs; run += 1) {
          log(
            `  ${name}: run ${run + 1} of ${options.runs} (a pause of ${options.pauseSeconds} s before each)`,
          );
          await idleTimeout(pool, 10_000);
          await sleep(options.pauseSeconds * 1000);
          await timed(samples.closed, viaApp);
          await idleTimeout(pool, IDLE_CONNECTION_MS);
          await sleep(options.pauseSeconds * 1000);
          await timed(samples.keptPool, viaApp);
          const fresh = new pg.Client({ connectionString: backend.url });
          await timed(samples.fresh, async () => {
            await fresh.connect();
            await viaSql(fresh);
          });
          await fresh.end();
          await timed(samples.kept, () => viaSql(kept));
        }
        const cell = (s: number[]) => {
          const x = timingOf(s);
          return `${ms(x.p50)} / ${ms(x.p95)}`;
        };
        rows.push([
          name,
          cell(samples.closed),
          cell(samples.keptPool),
          cell(samples.fresh),
          cell(samples.kept),
        ]);
      }
    } finally {
      await kept.end();
      await app.close();
    }
  } finally {
    await backend.dispose();
  }
  console.log(
    `\nA request after a pause of ${options.pauseSeconds} s (${options.template}; ${options.runs} runs; p50 / p95 ms):`,
  );
  printTable(
    [
      'request',
      'app, idle connections closed after 10 s',
      'app, idle connections kept',
      'SQL, a new connection (connect counted)',
      'SQL, a kept connection',
    ],
    rows,
  );
}
