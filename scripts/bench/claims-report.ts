/**
 * Benchmark suite `claims-report` (issue 24 item 3, DECISIONS 55): on the large database
 * (scripts/bench/large-dataset.ts: default 100,000 members and 1,000,000 claims), GET /api/claims-report
 * through the app (inject, head admin session) beside the naive SQL — plain GROUP BYs over claimed_services
 * joined to members, one per total, as a first version would run them — on the same data, same run:
 * - this month (the default: the bench data piles claims up near today, so it is the heaviest month);
 * - the month of median size (the city's ordinary month), alone and with a service, a barangay or an
 *   institution filter;
 * - a whole year (totals per month);
 * - the CSV of this month (streamed over real HTTP, rows and time).
 * The app runs without its background jobs (see benchClaimsReport: the jobs' catch-up on the seeded
 * data, not the report, made "this month", measured first, 274 ms).
 * Goal: p95 ≤ 50 ms for one month. Each request's database CPU is printed too (the server's processes'
 * CPU time from /proc, when the server runs on this machine): on a shared machine wall times swing with
 * the other work, CPU per request much less.
 *
 *   npm run bench -- --suite claims-report [--members 100000] [--report-claims 1000000] [--runs 60]
 *     [--only embedded|postgres]
 *   (BENCH_REPORTS_TEMPLATE=name: as the reports suite, PostgreSQL's large dataset seeded once into a kept
 *   database name_<members>_<claims> and copied for each run)
 */
import { addMonths, monthWindow, todayIn } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { databaseCpuReader } from './database-cpu.ts';
import {
  appWithAdmin,
  type BenchBackend,
  ms,
  postgresFromTemplate,
  printTable,
  type Timing,
  time,
} from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';
import { download } from './reports.ts';

type Filter = { from: string; to: string; service?: string; barangay?: string; institution?: string };
type Row = {
  backend: string;
  what: string;
  claims: number;
  api: Timing;
  apiCpu: number | null;
  naive: Timing;
  naiveCpu: number | null;
};

/** The naive SQL: one plain GROUP BY over claimed_services ⋈ members per total of the report. */
function naiveSql(f: Filter): SQL {
  const where = sql`c.service_date between ${f.from}::date and ${f.to}::date
    ${f.service ? sql`and c.service_type = ${f.service}` : sql``}
    ${f.barangay ? sql`and m.barangay = ${f.barangay}` : sql``}
    ${f.institution ? sql`and lower(c.institution) = lower(${f.institution})` : sql``}`;
  const from = sql`from claimed_services c join members m on m.id = c.member_id where ${where}`;
  return sql`
    select 'total', null, count(*), sum(c.amount_centavos), count(distinct c.member_id) ${from}
    union all select 'service', c.service_type, count(*), sum(c.amount_centavos), null ${from} group by c.service_type
    union all select 'institution', lower(c.institution), count(*), sum(c.amount_centavos), null ${from}
      group by lower(c.institution)
    union all select 'barangay', m.barangay, count(*), sum(c.amount_centavos), null ${from} group by m.barangay
    union all select 'day', c.service_date::text, count(*), sum(c.amount_centavos), null ${from}
      group by c.service_date`;
}

const queryOf = (f: Filter) => new URLSearchParams(Object.entries(f).filter(([, v]) => v)).toString();

export async function benchClaimsReport(
  backend: BenchBackend,
  options: { members: number; claims: number; runs: number; seeded?: boolean; log: (line: string) => void },
): Promise<{ rows: Row[]; csv: string }> {
  const { log, runs } = options;
  const db = backend.database.db;
  if (!options.seeded) await seedLargeDataset(db, { members: options.members, claims: options.claims, log });
  else await db.execute(sql`vacuum analyze`);
  const cpu = await databaseCpuReader(backend.url);
  // No background jobs: the large dataset is written in SQL, so a fresh server's jobs would spend their
  // first minutes catching up on it — fill-qr-codes alone makes the 100,000 members' QR code PNGs
  // (about 20 ms of CPU each, 20 s of every minute, on the server's one thread) — and every request
  // measured then would wait behind them. On the city's server they have nothing to do between
  // imports; their own cost is not the report's.
  const { app, cookie } = await appWithAdmin(backend, undefined, { jobs: [] });
  const rows: Row[] = [];
  try {
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res;
    };
    /** Milliseconds of database CPU per call of `fn`, over `n` calls (null when unreadable). */
    const cpuPer = async (fn: () => Promise<unknown>, n: number) => {
      if (!cpu) return null;
      const before = cpu();
      for (let i = 0; i < n; i += 1) await fn();
      return (cpu() - before) / n;
    };
    const measure = async (what: string, f: Filter, apiRuns = runs) => {
      const url = `/api/claims-report?${queryOf(f)}`;
      const first = (await get(url)).json<{ totals: { claimsCount: number } }>();
      const api = await time(() => get(url), apiRuns);
      const naiveRuns = Math.max(5, Math.floor(apiRuns / 3));
      const naive = await time(() => db.execute(naiveSql(f)), naiveRuns, 2);
      const apiCpu = await cpuPer(() => get(url), Math.min(20, apiRuns));
      const naiveCpu = await cpuPer(() => db.execute(naiveSql(f)), Math.min(10, naiveRuns));
      rows.push({
        backend: backend.label,
        what,
        claims: first.totals.claimsCount,
        api,
        apiCpu,
        naive,
        naiveCpu,
      });
      log(`  [${backend.name}] ${what}: api p95 ${ms(api.p95)} ms, naive p95 ${ms(naive.p95)} ms`);
    };

    const today = todayIn('Asia/Manila', new Date());
    const thisMonth = monthWindow(today);
    // The city's ordinary month: the full month of median size (the bench data piles claims up near today).
    const months = rowsOf<{ month: string; n: string }>(
      await db.execute(sql`
        select to_char(date_trunc('month', service_date), 'YYYY-MM-DD') as month, count(*) as n
        from claimed_services where service_date < ${thisMonth.start}::date
        group by 1 order by 2`),
    );
    const median = months[Math.floor(months.length / 2)]?.month ?? thisMonth.start;
    const ordinary = { from: median, to: monthWindow(median).end };
    const pick = async (column: 'barangay' | 'institution') =>
      rowsOf<{ v: string }>(
        await db.execute(
          column === 'barangay'
            ? sql`select barangay as v from members group by 1 order by count(*) desc limit 1`
            : sql`select institution as v from claimed_services
                where service_date between ${ordinary.from}::date and ${ordinary.to}::date
                group by 1 order by count(*) desc limit 1`,
        ),
      )[0]?.v;
    const barangay = (await pick('barangay')) ?? 'Balite';
    const institution = (await pick('institution')) ?? 'Mindoro Eye Center';

    await measure(`this month ${thisMonth.start.slice(0, 7)} (default)`, {
      from: thisMonth.start,
      to: thisMonth.end,
    });
    await measure(`median month ${median.slice(0, 7)}`, ordinary);
    await measure(`median month, service=MRI`, { ...ordinary, service: 'MRI' });
    await measure(`median month, barangay=${barangay}`, { ...ordinary, barangay });
    await measure(`median month, institution`, { ...ordinary, institution });
    const yearFrom = addMonths(thisMonth.start, -11);
    await measure(
      `12 months from ${yearFrom.slice(0, 7)} (per month)`,
      {
        from: yearFrom,
        to: thisMonth.end,
      },
      Math.max(5, Math.floor(runs / 6)),
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = performance.now();
    const result = await download(
      port,
      `/api/claims-report/export.csv?${queryOf({ from: thisMonth.start, to: thisMonth.end })}`,
      cookie,
    );
    const seconds = (performance.now() - started) / 1000;
    const csv = `${backend.label}: CSV of this month, ${result.lines - 1} claims (${(result.bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds.toFixed(2)} s`;
    log(`  ${csv}`);
    return { rows, csv };
  } finally {
    await app.close();
  }
}

export async function runClaimsReportBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: {
    only?: string;
    members: number;
    runs: number;
    log: (line: string) => void;
    serverUrl?: string;
  },
): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--report-claims');
  const claims = at >= 0 ? Number(args[at + 1]) : options.members * 10;
  const template = process.env.BENCH_REPORTS_TEMPLATE;
  const rows: Row[] = [];
  const csv: string[] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    options.log(`== claims report, ${options.members} members and ${claims} claims, ${name}`);
    let backend: BenchBackend;
    let seeded = false;
    if (name === 'postgres' && template && options.serverUrl) {
      const copy = await postgresFromTemplate(
        options.serverUrl,
        `${template}_${options.members}_${claims}`,
        async (db) => {
          await seedLargeDataset(db, { members: options.members, claims, log: options.log });
        },
        options.log,
      );
      backend = copy.backend;
      seeded = true;
    } else {
      backend = await open();
    }
    try {
      const result = await benchClaimsReport(backend, { ...options, claims, seeded });
      rows.push(...result.rows);
      csv.push(result.csv);
    } finally {
      await backend.dispose();
    }
  }
  console.log(
    `\nClaims report: GET /api/claims-report through the app (inject, head admin session) vs the naive SQL ` +
      `(plain GROUP BYs over claimed_services ⋈ members), same data, same run\n(${options.members} members, ` +
      `${claims} claims; api ${options.runs} runs after 5 warm-up runs; naive a third as many ` +
      `(12 months: a sixth of the runs); milliseconds; db cpu = the database server's CPU per request)\n`,
  );
  printTable(
    [
      'backend',
      'request',
      'claims',
      'api p50',
      'api p95',
      'goal p95',
      'api db cpu',
      'naive p50',
      'naive p95',
      'naive db cpu',
    ],
    rows.map((r) => [
      r.backend,
      r.what,
      r.claims,
      ms(r.api.p50),
      ms(r.api.p95),
      r.what.includes('12 months') ? '' : `≤ 50${r.api.p95 <= 50 ? ' ok' : ' MISSED'}`,
      r.apiCpu === null ? '' : ms(r.apiCpu),
      ms(r.naive.p50),
      ms(r.naive.p95),
      r.naiveCpu === null ? '' : ms(r.naiveCpu),
    ]),
  );
  console.log('');
  for (const line of csv) console.log(line);
}
