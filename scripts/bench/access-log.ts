/**
 * Benchmark of the access log (issue 27 item 3): its cost to the members list (a route it does not
 * record) and to a member's profile (the reads it records), measured in the same run with the log
 * off and on in turns, request by request, on one app over one seeded database. With the log on the
 * writer works as in production: entries buffered, one INSERT a second or per 200 reads.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { seedMembers } from '../seed.ts';
import { appWithAdmin, type BenchBackend, ms, printTable, type Timing, timingOf } from './harness.ts';

export type AccessLogBenchRow = { backend: string; what: string; off: Timing; on: Timing };

export async function benchAccessLog(
  backend: BenchBackend,
  options: { members: number; runs: number; log: (line: string) => void },
): Promise<AccessLogBenchRow[]> {
  const { db } = backend.database;
  const started = performance.now();
  await seedMembers(db, { count: options.members, seed: 42 });
  options.log(
    `  [${backend.name}] seeded ${options.members} members in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`vacuum analyze`);
  // Without the background jobs: fill-qr-codes would spend the server's thread on the seeded
  // members' QR codes (they are written in SQL, without one) while the requests are timed.
  const { app, cookie } = await appWithAdmin(backend, undefined, { jobs: [] });
  try {
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`select id from members order by random() limit 500`),
    ).map((r) => r.id);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const cases: { what: string; run: (i: number) => Promise<void> }[] = [
      { what: 'members list, first page (not recorded)', run: () => get('/api/members') },
      { what: 'members list, search "santos" (not recorded)', run: () => get('/api/members?search=santos') },
      { what: "a member's details (1 entry)", run: (i) => get(`/api/members/${ids[i % ids.length]}`) },
      {
        what: 'profile view: details, services, renewals (3 entries)',
        run: async (i) => {
          const id = ids[i % ids.length];
          await get(`/api/members/${id}`);
          await get(`/api/members/${id}/services`);
          await get(`/api/members/${id}/renewals`);
        },
      },
    ];
    const rows: AccessLogBenchRow[] = [];
    const writer = app.ctx.accessLog;
    const warmup = 10;
    for (const c of cases) {
      const samples = { off: [] as number[], on: [] as number[] };
      for (let run = 0; run < warmup + options.runs; run += 1) {
        // Off and on in turns, the first of each turn alternating.
        const order = run % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const mode of order) {
          writer.enabled = mode === 'on';
          const t0 = performance.now();
          await c.run(run);
          if (run >= warmup) samples[mode].push(performance.now() - t0);
        }
      }
      const row = {
        backend: backend.name,
        what: c.what,
        off: timingOf(samples.off),
        on: timingOf(samples.on),
      };
      rows.push(row);
      options.log(`  [${backend.name}] ${c.what}: p95 off ${ms(row.off.p95)} ms, on ${ms(row.on.p95)} ms`);
    }
    writer.enabled = true;
    await writer.flush();
    // One batch of 200 entries as the writer sends it (what the buffer costs the database a second).
    for (let i = 0; i < 200; i += 1)
      writer.record({
        at: new Date(),
        adminId: null,
        kind: 'member.details',
        detail: null,
        memberId: ids[i % ids.length]!,
        rows: null,
        address: '127.0.0.1',
        route: 'GET /api/members/:id',
      });
    const t0 = performance.now();
    await writer.flush();
    const batchMs = performance.now() - t0;
    const written = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from access_log`),
    )[0]!.n;
    options.log(`  [${backend.name}] ${written} entries written; one batch of 200: ${ms(batchMs)} ms`);
    return rows;
  } finally {
    await app.close();
  }
}

export function printAccessLogTable(rows: AccessLogBenchRow[], members: number, runs: number): void {
  console.log(
    `\nAccess log: the same requests with the log off and on in turns (${members} members, ${runs} runs each after 10 warm-up runs, milliseconds)\n`,
  );
  printTable(
    ['backend', 'request', 'off p50', 'on p50', 'off p95', 'on p95', 'p50 +', 'p95 +'],
    rows.map((r) => [
      r.backend,
      r.what,
      ms(r.off.p50),
      ms(r.on.p50),
      ms(r.off.p95),
      ms(r.on.p95),
      ms(r.on.p50 - r.off.p50),
      ms(r.on.p95 - r.off.p95),
    ]),
  );
}
