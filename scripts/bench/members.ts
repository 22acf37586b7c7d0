/**
 * Benchmark: the members list/search endpoint with 100,000 members, through the app and in SQL, on
 * every backend of the run measured in turns (the embedded server beside an external PostgreSQL).
 */
import { addYears, place, todayIn } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { type ListFilters, listMembers } from '../../apps/server/src/features/members/queries.ts';
import { seedMembers } from '../seed.ts';
import { appWithAdmin, type BenchBackend, ms, type Timing, timingOf } from './harness.ts';

export type MembersBenchRow = { backend: string; query: string; total: number; api: Timing; sql: Timing };

function queries(today: string): { name: string; query: string; filters: Omit<ListFilters, 'archived'> }[] {
  const lastYear = Number(addYears(today, -1).slice(0, 4));
  const thisYear = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const year = month > 1 ? thisYear : lastYear;
  const filterMonth = month > 1 ? month - 1 : 12;
  const barangay = place.barangays[5]!;
  return [
    { name: 'first page', query: '', filters: { page: 1 } },
    { name: 'page 2', query: 'page=2', filters: { page: 2 } },
    { name: 'name search "santos"', query: 'search=santos', filters: { search: 'santos', page: 1 } },
    {
      name: 'name search "maria dela"',
      query: 'search=maria%20dela',
      filters: { search: 'maria dela', page: 1 },
    },
    {
      name: 'rare name "magbanua jo"',
      query: 'search=magbanua%20jo',
      filters: { search: 'magbanua jo', page: 1 },
    },
    { name: 'ID number search', query: 'search=-0042', filters: { search: '-0042', page: 1 } },
    { name: 'no match', query: 'search=zzzzzz', filters: { search: 'zzzzzz', page: 1 } },
    {
      name: 'barangay+year+month',
      query: `barangay=${encodeURIComponent(barangay)}&year=${year}&month=${filterMonth}`,
      filters: { barangay, year, month: filterMonth, page: 1 },
    },
    {
      name: 'barangay only',
      query: `barangay=${encodeURIComponent(barangay)}`,
      filters: { barangay, page: 1 },
    },
    { name: 'deep page 3000', query: 'page=3000', filters: { page: 3000 } },
  ];
}

/**
 * Each backend seeded with the same members, then every query measured on all of them interleaved:
 * run by run, the backends take turns (the first of each turn alternating), through the app and in
 * SQL, so a shared machine's slow minute falls on every backend alike. 5 warm-up runs each, not counted.
 */
export async function benchMembers(
  backends: BenchBackend[],
  options: {
    members: number;
    runs: number;
    explain?: boolean;
    log: (line: string) => void;
    /** The backends hold their members already (the scale suite's template copies): no seeding. */
    seeded?: boolean;
  },
): Promise<MembersBenchRow[]> {
  const prepared: {
    backend: BenchBackend;
    app: Awaited<ReturnType<typeof appWithAdmin>>['app'];
    cookie: string;
  }[] = [];
  try {
    for (const backend of backends) {
      const { db } = backend.database;
      const started = performance.now();
      if (!options.seeded) {
        await seedMembers(db, {
          count: options.members,
          seed: 42,
          onProgress: (done) => {
            if (done % 25_000 === 0) options.log(`  [${backend.name}] seeded ${done}`);
          },
        });
        options.log(
          `  [${backend.name}] seeded ${options.members} members in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        // The steady state of a live database (autovacuum has run): statistics and the visibility map.
        await db.execute(sql`vacuum analyze`);
      }
      // Without the background jobs: fill-qr-codes would make the seeded members' QR codes (written in
      // SQL, without one) on the server's thread while the requests are timed.
      prepared.push({ backend, ...(await appWithAdmin(backend, undefined, { jobs: [] })) });
    }
    const today = todayIn('Asia/Manila', new Date());
    // Grouped by backend for the table.
    const rows: MembersBenchRow[][] = prepared.map(() => []);
    for (const q of queries(today)) {
      const totals = new Map<BenchBackend, number>();
      const api = new Map<BenchBackend, number[]>(prepared.map((p) => [p.backend, []]));
      const direct = new Map<BenchBackend, number[]>(prepared.map((p) => [p.backend, []]));
      const viaApp = async (p: (typeof prepared)[number]) => {
        const res = await p.app.inject({
          method: 'GET',
          url: `/api/members${q.query ? `?${q.query}` : ''}`,
          headers: { cookie: p.cookie },
        });
        if (res.statusCode !== 200) throw new Error(`${q.name}: ${res.statusCode} ${res.body}`);
        totals.set(p.backend, res.json<{ total: number }>().total);
      };
      const viaSql = (p: (typeof prepared)[number]) =>
        listMembers(p.backend.database.db, { ...q.filters, archived: false });
      const warmup = 5;
      for (let run = 0; run < warmup + options.runs; run += 1) {
        const turn = run % 2 === 0 ? prepared : [...prepared].reverse();
        for (const [fn, samples] of [
          [viaApp, api],
          [viaSql, direct],
        ] as const) {
          for (const p of turn) {
            const started = performance.now();
            await fn(p);
            if (run >= warmup) samples.get(p.backend)!.push(performance.now() - started);
          }
        }
      }
      for (const [i, p] of prepared.entries()) {
        const row: MembersBenchRow = {
          backend: p.backend.name,
          query: q.name,
          total: totals.get(p.backend) ?? 0,
          api: timingOf(api.get(p.backend)!),
          sql: timingOf(direct.get(p.backend)!),
        };
        rows[i]!.push(row);
        options.log(
          `  [${p.backend.name}] ${q.name}: api p95 ${ms(row.api.p95)} ms, sql p95 ${ms(row.sql.p95)} ms`,
        );
        if (options.explain) await explain(p.backend, q.filters, options.log);
      }
    }
    return rows.flat();
  } finally {
    for (const p of prepared) await p.app.close();
  }
}

/** EXPLAIN ANALYZE of the page query and the count query (with --explain). */
async function explain(
  backend: BenchBackend,
  filters: Omit<ListFilters, 'archived'>,
  log: (line: string) => void,
) {
  const { db } = backend.database;
  const { listConditions } = await import('../../apps/server/src/features/members/queries.ts');
  const { members } = await import('../../apps/server/src/db/schema/index.ts');
  const where = listConditions({ ...filters, archived: false });
  const page = db
    .select({ id: members.id })
    .from(members)
    .where(where)
    .orderBy(sql`registration_date desc, created_at desc, id desc`)
    .limit(15)
    .offset((filters.page - 1) * 15)
    .toSQL();
  const count = db.select({ n: sql`count(*)` }).from(members).where(where).toSQL();
  for (const q of [page, count]) {
    const result = await db.execute(
      sql.raw(`explain (analyze, costs off, timing off) ${inline(q.sql, q.params)}`),
    );
    const lines = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map(
      (r) => r['QUERY PLAN'],
    );
    log(lines.map((l) => `      ${l}`).join('\n'));
  }
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
