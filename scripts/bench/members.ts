/** Benchmark: the members list/search endpoint with 100,000 members, through the app and in SQL. */
import { addYears, place, todayIn } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { type ListFilters, listMembers } from '../../apps/server/src/features/members/queries.ts';
import { seedMembers } from '../seed.ts';
import { appWithAdmin, type BenchBackend, ms, type Timing, time } from './harness.ts';

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

export async function benchMembers(
  backend: BenchBackend,
  options: { members: number; runs: number; explain?: boolean; log: (line: string) => void },
): Promise<MembersBenchRow[]> {
  const { db } = backend.database;
  const started = performance.now();
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
  const { app, cookie } = await appWithAdmin(backend);
  const today = todayIn('Asia/Manila', new Date());
  const rows: MembersBenchRow[] = [];
  try {
    for (const q of queries(today)) {
      let total = 0;
      const api = await time(async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/members${q.query ? `?${q.query}` : ''}`,
          headers: { cookie },
        });
        if (res.statusCode !== 200) throw new Error(`${q.name}: ${res.statusCode} ${res.body}`);
        total = res.json<{ total: number }>().total;
      }, options.runs);
      const direct = await time(() => listMembers(db, { ...q.filters, archived: false }), options.runs);
      rows.push({ backend: backend.name, query: q.name, total, api, sql: direct });
      options.log(`  [${backend.name}] ${q.name}: api p95 ${ms(api.p95)} ms, sql p95 ${ms(direct.p95)} ms`);
      if (options.explain) await explain(backend, q.filters, options.log);
    }
  } finally {
    await app.close();
  }
  return rows;
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
