/**
 * Benchmark suite `reports` (issue 10, item 6): on a large database (default 100,000 members and
 * 1,000,000 claims, scripts/bench/large-dataset.ts), each request through the app (inject with the
 * head admin's cookie) beside the naive SQL a reports page would run without kept totals — summing
 * every claim per member — measured in the same run:
 * - the table page for each sort, and with barangay, status and search filters (goal p95 ≤ 20 ms);
 * - cards + statistics, unfiltered and filtered (goal p95 ≤ 50 ms);
 * - the dashboard (goal p95 ≤ 50 ms);
 * - the CSV of every row (time, and the RSS of this process — server and database driver — sampled
 *   while the body streams over real HTTP to a client that discards it);
 * - claims throughput with the totals and rollups kept vs without (their triggers dropped), each on a
 *   fresh database (the claims suite's load: concurrent clients over HTTP).
 */
import http from 'node:http';
import { REPORT_SORTS, type ReportSort, reportFiltersSchema, reportTableQuerySchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app.ts';
import type { SignedInAdmin } from '../../apps/server/src/auth/guards.ts';
import { dashboard } from '../../apps/server/src/features/dashboard/service.ts';
import { reportSummary, reportTablePage } from '../../apps/server/src/features/reports/service.ts';
import { benchClaims, type ClaimsBenchRow } from './claims.ts';
import {
  appWithAdmin,
  type BenchBackend,
  ms,
  postgresFromTemplate,
  printTable,
  quantile,
  type Timing,
  time,
} from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';

type Row = {
  backend: string;
  what: string;
  /** The request (its cursor, when it has one, holds for any app on the same data). */
  url: string;
  rows: number;
  api: Timing;
  naive: Timing | null;
  goal?: number;
};
/** The CSV of every row: its rows, seconds, and this process's peak RSS above its size before (MB). */
export type CsvRun = { rows: number; seconds: number; peakAboveMb: number };

/**
 * The service call a report URL makes (the route's handler without the HTTP layer, the session check
 * and the response's validation and JSON): reportTablePage, reportSummary or dashboard on the app's
 * own context. The table's route also raises the day's date notifications first (one look-up once
 * raised); the anchor leaves that out.
 */
export function serviceCallOf(app: App, admin: () => SignedInAdmin, url: string): () => Promise<unknown> {
  const u = new URL(url, 'http://bench');
  const query = Object.fromEntries(u.searchParams);
  if (u.pathname === '/api/reports') {
    const q = reportTableQuerySchema.parse(query);
    return () => reportTablePage(app.ctx, q);
  }
  if (u.pathname === '/api/reports/summary') {
    const q = reportFiltersSchema.parse(query);
    return () => reportSummary(app.ctx, q);
  }
  if (u.pathname === '/api/dashboard') return () => dashboard(app.ctx, admin());
  throw new Error(`no service call for ${url}`);
}

/** The naive report: every claim summed per member, then filtered, sorted and cut (no kept totals). */
function naiveSql(filter: SqlFilter, order: string, limit = 10) {
  return sql`
    with per_member as (
      select m.id, m.reference_number, m.last_name, m.first_name, m.middle_name, m.barangay,
        m.registration_date, m.expiry_date, count(c.id) as claims, coalesce(sum(c.amount_centavos), 0) as total,
        max(c.service_date) as latest
      from members m left join claimed_services c on c.member_id = m.id
      where m.archived_at is null ${filter.members}
      group by m.id)
    select * from per_member where true ${filter.rows}
    order by ${sql.raw(order)} limit ${limit}`;
}

type SqlFilter = { members: ReturnType<typeof sql>; rows: ReturnType<typeof sql> };
const noFilter: SqlFilter = { members: sql``, rows: sql`` };

const NAIVE_ORDER: Record<ReportSort, string> = {
  name_asc: 'lower(last_name), lower(first_name), lower(middle_name), reference_number',
  name_desc: 'lower(last_name) desc, lower(first_name) desc, lower(middle_name) desc, reference_number desc',
  latest_claim: 'latest desc nulls last, reference_number desc',
  claims_asc: 'total, claims, reference_number',
  claims_desc: 'total desc, claims desc, reference_number desc',
  expiry_asc: 'expiry_date, reference_number',
  expiry_desc: 'expiry_date desc, reference_number desc',
  registered_asc: 'registration_date, reference_number',
  registered_desc: 'registration_date desc, reference_number desc',
};

function naiveSummarySql(filter: SqlFilter, today: string) {
  return sql`
    with per_member as (
      select m.id, m.expiry_date, count(c.id) as claims, coalesce(sum(c.amount_centavos), 0) as total
      from members m left join claimed_services c on c.member_id = m.id
      where m.archived_at is null ${filter.members}
      group by m.id)
    select count(*), count(*) filter (where expiry_date > ${today}::date), sum(total), sum(claims), max(total),
      count(*) filter (where expiry_date > ${today}::date and total >= 1000000)
    from per_member where true ${filter.rows}`;
}

/** Peak RSS while `fn` runs, sampled every 5 ms. */
async function peakRss(fn: () => Promise<void>): Promise<{ before: number; peak: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  return { before, peak: Math.max(peak, process.memoryUsage().rss) };
}

/** GETs `path` over HTTP and counts the body's bytes and lines without keeping them. */
export function download(
  port: number,
  path: string,
  cookie: string,
): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`CSV answered ${res.statusCode}`));
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines += 1;
      });
      res.on('end', () => resolve({ bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function benchReports(
  backend: BenchBackend,
  options: {
    members: number;
    claims: number;
    runs: number;
    naiveRuns: number;
    log: (line: string) => void;
    /** The database holds the large dataset already (copied from a template). */
    seeded?: boolean;
    /** The CSV's download skipped (`csv` empty). */
    noCsv?: boolean;
    /** The requests listed (each answered once, for its row count), not timed: `api` is zero. */
    listOnly?: boolean;
  },
): Promise<{ rows: Row[]; csv: string[]; csvRun?: CsvRun }> {
  const { log, runs, naiveRuns } = options;
  const db = backend.database.db;
  if (!options.seeded) await seedLargeDataset(db, { members: options.members, claims: options.claims, log });
  else await db.execute(sql`vacuum analyze`);
  // Without the background jobs: fill-qr-codes would make the seeded members' QR codes (written in SQL,
  // without one) on the server's thread while the requests are timed.
  const { app, cookie } = await appWithAdmin(backend, undefined, { jobs: [] });
  const rows: Row[] = [];
  try {
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res;
    };
    const today = (await get('/api/reports?page=1')).json<{ today: string }>().today;
    const most = await db.execute(sql`
      select barangay from members group by barangay order by count(*) desc limit 1`);
    const barangay = (Array.isArray(most) ? most : (most as { rows: { barangay: string }[] }).rows)[0]
      ?.barangay;
    const pickBarangay = barangay ?? 'Balite';
    const [sample] = (await get(`/api/reports?sort=name_asc&page=${Math.floor(options.members / 20)}`)).json<{
      rows: { lastName: string }[];
    }>().rows;
    const search = (sample?.lastName ?? 'santos').toLowerCase();
    const measure = async (
      what: string,
      url: string,
      naive: ReturnType<typeof sql> | null,
      goal?: number,
    ): Promise<void> => {
      const first = (await get(url)).json<{ total?: number; cards?: { totalMembers: number } }>();
      const n = first.total ?? first.cards?.totalMembers ?? 0;
      if (options.listOnly) {
        const none: Timing = { p50: 0, p95: 0, max: 0, n: 0 };
        rows.push({ backend: backend.name, what, url, rows: n, api: none, naive: null, goal });
        return;
      }
      const api = await time(() => get(url), runs);
      const naiveTiming = naive && naiveRuns > 0 ? await time(() => db.execute(naive), naiveRuns, 1) : null;
      rows.push({ backend: backend.name, what, url, rows: n, api, naive: naiveTiming, goal });
      log(
        `  [${backend.name}] ${what}: api p95 ${ms(api.p95)} ms${naiveTiming ? `, naive p50 ${ms(naiveTiming.p50)} ms` : ''}`,
      );
    };

    const barangayFilter: SqlFilter = { members: sql`and m.barangay = ${pickBarangay}`, rows: sql`` };
    const highFilter: SqlFilter = {
      members: sql``,
      rows: sql`and expiry_date > ${today}::date and total >= 1000000`,
    };
    const searchFilter: SqlFilter = { members: sql`and m.search_text like ${`%${search}%`}`, rows: sql`` };

    // Table pages: page 1 of each sort, then a deep page read by cursor and by position, and filters.
    for (const sort of REPORT_SORTS) {
      await measure(`table ${sort}`, `/api/reports?sort=${sort}`, naiveSql(noFilter, NAIVE_ORDER[sort]), 20);
    }
    const pages = Math.max(3, Math.ceil(options.members / 10));
    const deepPage = Math.floor(pages * 0.4);
    const deep = (await get(`/api/reports?sort=claims_desc&page=${deepPage}`)).json<{ nextCursor: string }>();
    await measure(
      `table claims_desc page ${deepPage + 1} (cursor)`,
      `/api/reports?sort=claims_desc&page=${deepPage + 1}&cursor=${deep.nextCursor}`,
      naiveSql(noFilter, `${NAIVE_ORDER.claims_desc} offset ${deepPage * 10}`),
      20,
    );
    const middle = Math.floor(pages * 0.3);
    await measure(
      `table name_asc page ${middle} (no cursor)`,
      `/api/reports?sort=name_asc&page=${middle}`,
      naiveSql(noFilter, `${NAIVE_ORDER.name_asc} offset ${(middle - 1) * 10}`),
      20,
    );
    await measure(
      `table barangay=${pickBarangay}`,
      `/api/reports?sort=name_asc&barangay=${encodeURIComponent(pickBarangay)}`,
      naiveSql(barangayFilter, NAIVE_ORDER.name_asc),
      20,
    );
    await measure(
      'table status=High Claims',
      '/api/reports?sort=claims_desc&status=High%20Claims',
      naiveSql(highFilter, NAIVE_ORDER.claims_desc),
      20,
    );
    await measure(
      'table status=High Claims, name A-Z',
      '/api/reports?sort=name_asc&status=High%20Claims',
      naiveSql(highFilter, NAIVE_ORDER.name_asc),
      20,
    );
    await measure(
      `table search=${search}`,
      `/api/reports?sort=name_asc&search=${encodeURIComponent(search)}`,
      naiveSql(searchFilter, NAIVE_ORDER.name_asc),
      20,
    );
    await measure(
      'table year=2024, status=Active',
      '/api/reports?sort=expiry_asc&year=2024&status=Active',
      naiveSql(
        {
          members: sql`and m.registration_date >= '2024-01-01' and m.registration_date < '2025-01-01'`,
          rows: sql`and expiry_date > ${today}::date and total > 0 and total < 1000000`,
        },
        NAIVE_ORDER.expiry_asc,
      ),
      20,
    );

    // Cards + statistics.
    await measure('summary unfiltered', '/api/reports/summary', naiveSummarySql(noFilter, today), 50);
    await measure(
      'summary status=High Claims',
      '/api/reports/summary?status=High%20Claims',
      naiveSummarySql(highFilter, today),
      50,
    );
    await measure(
      `summary barangay=${pickBarangay}`,
      `/api/reports/summary?barangay=${encodeURIComponent(pickBarangay)}`,
      naiveSummarySql(barangayFilter, today),
      50,
    );
    await measure(
      `summary search=${search}`,
      `/api/reports/summary?search=${encodeURIComponent(search)}`,
      naiveSummarySql(searchFilter, today),
      50,
    );
    await measure(
      'summary year=2024',
      '/api/reports/summary?year=2024',
      naiveSummarySql(
        {
          members: sql`and m.registration_date >= '2024-01-01' and m.registration_date < '2025-01-01'`,
          rows: sql``,
        },
        today,
      ),
      50,
    );

    // Dashboard: beside the naive statuses + the monthly sums over every claim.
    await measure(
      'dashboard',
      '/api/dashboard',
      sql`${naiveSummarySql(noFilter, today)} union all
        select count(*), 0, sum(amount_centavos), 0, 0, 0 from claimed_services
        where service_date >= date_trunc('month', ${today}::date) - interval '11 months'
        group by date_trunc('month', service_date), category`,
      50,
    );

    if (options.noCsv) return { rows, csv: [] };
    // CSV of every row over real HTTP, RSS sampled while it streams.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = performance.now();
    let result = { bytes: 0, lines: 0 };
    const rss = await peakRss(async () => {
      result = await download(port, '/api/reports/export.csv?sort=name_asc', cookie);
    });
    const seconds = (performance.now() - started) / 1000;
    let naiveCsv = '';
    if (naiveRuns > 0) {
      const naiveStart = performance.now();
      await db.execute(naiveSql(noFilter, NAIVE_ORDER.name_asc, 1_000_000));
      const naiveSeconds = (performance.now() - naiveStart) / 1000;
      naiveCsv = `; the naive SQL of all rows alone: ${naiveSeconds.toFixed(2)} s (ratio ${(seconds / naiveSeconds).toFixed(2)})`;
    }
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    const csv = [
      `${backend.name}: CSV of ${result.lines - 1} rows (${mb(result.bytes)} MB) in ${seconds.toFixed(2)} s; ` +
        `RSS ${mb(rss.before)} MB before, peak ${mb(rss.peak)} MB (+${mb(rss.peak - rss.before)} MB)${naiveCsv}`,
    ];
    log(`  ${csv[0]}`);
    return {
      rows,
      csv,
      csvRun: { rows: result.lines - 1, seconds, peakAboveMb: (rss.peak - rss.before) / 1024 / 1024 },
    };
  } finally {
    await app.close();
  }
}

/**
 * What a claim keeps up to date: everything (the one claim trigger of migrations 0013–0014: totals, claims
 * per service and the rollups' deltas), only the per-member totals (0006's trigger, as main kept them
 * before the reports rollups), or nothing (no claim trigger: the claims throughput before issue 10).
 */
export type KeptVariant = 'all' | 'totals' | 'none';
export const KEPT_LABELS: Record<KeptVariant, string> = {
  all: 'totals + rollups kept',
  totals: 'totals only (0006)',
  none: 'nothing kept (dropped)',
};

/** Claims throughput on a fresh database, with some of the kept figures' triggers dropped. */
export async function claimsThroughput(
  open: () => Promise<BenchBackend>,
  variant: KeptVariant,
  log: (line: string) => void,
): Promise<ClaimsBenchRow> {
  const backend = await open();
  try {
    const db = backend.database.db;
    if (variant !== 'all') await db.execute(sql`drop trigger claim_kept_figures on claimed_services`);
    if (variant === 'totals') {
      // 0006's claim trigger, restated here for the comparison (a claim added: its member's totals).
      await db.execute(
        sql.raw(`create function bench_totals_only() returns trigger language plpgsql as $$
        begin
          update member_claim_totals t set claims_count = t.claims_count + 1,
            total_claimed_centavos = t.total_claimed_centavos + new.amount_centavos,
            latest_claim_date = greatest(t.latest_claim_date, new.service_date)
          where t.member_id = new.member_id;
          return null;
        end $$`),
      );
      await db.execute(sql`drop trigger report_counts_totals_moved on member_claim_totals`);
      await db.execute(sql`create trigger bench_totals_only after insert on claimed_services
        for each row execute function bench_totals_only()`);
    }
    log(`  claims with ${KEPT_LABELS[variant]}`);
    const result = await benchClaims(backend, {
      clients: 20,
      claimsPerClient: 150,
      membersPerClient: 25,
      keys: 'without',
      raw: false,
      log,
    });
    return result.rows[0]!;
  } finally {
    await backend.dispose();
  }
}

export async function runReportsBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: {
    only?: string;
    members: number;
    claims: number;
    runs: number;
    log: (line: string) => void;
    /**
     * PostgreSQL only, opt-in (BENCH_REPORTS_TEMPLATE=name): seed the large dataset once into the
     * database `name_<members>_<claims>` on `serverUrl`, kept between runs, and copy it for each run
     * instead of seeding for ~3 minutes (migrations newer than the copy are applied to it). Without it
     * every run seeds a fresh database.
     */
    template?: { serverUrl: string; name: string };
    /** Rounds of the claims throughput variants (default 1; `--claim-rounds`; 0: none, nor the warm-up). */
    claimRounds?: number;
    /** Runs of each naive statement (`--naive-runs`; default 5 on PostgreSQL, 3 embedded; 0: none). */
    naiveRuns?: number;
  },
): Promise<void> {
  const rows: Row[] = [];
  const csv: string[] = [];
  const claims: ClaimsRun[] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    options.log(`== reports, ${options.members} members and ${options.claims} claims, ${name}`);
    let backend: BenchBackend;
    let seeded = false;
    if (name === 'postgres' && options.template) {
      const { serverUrl, name: base } = options.template;
      const copy = await postgresFromTemplate(
        serverUrl,
        `${base}_${options.members}_${options.claims}`,
        async (db) => {
          await seedLargeDataset(db, { members: options.members, claims: options.claims, log: options.log });
        },
        options.log,
      );
      backend = copy.backend;
      seeded = true;
    } else {
      backend = await open();
    }
    try {
      const result = await benchReports(backend, {
        ...options,
        seeded,
        naiveRuns: options.naiveRuns ?? (name === 'postgres' ? 5 : 3),
      });
      rows.push(...result.rows);
      csv.push(...result.csv);
    } finally {
      await backend.dispose();
    }
    if (options.claimRounds !== 0)
      claims.push(...(await keptClaimsRounds(name, open, options.claimRounds ?? 1, options.log)));
  }

  console.log(
    `\nReports: each request through the app (inject, head admin session) vs the naive SQL that sums every ` +
      `claim per member, same run\n(${options.members} members, ${options.claims} claims; api ${options.runs} runs ` +
      `after 5 warm-up runs; naive 3–5 runs; milliseconds; ratio = naive p50 / api p50)\n`,
  );
  printTable(
    ['backend', 'request', 'rows', 'api p50', 'api p95', 'goal p95', 'naive p50', 'ratio'],
    rows.map((r) => [
      r.backend,
      r.what,
      r.rows,
      ms(r.api.p50),
      ms(r.api.p95),
      r.goal ? `≤ ${r.goal}${r.api.p95 <= r.goal ? ' ok' : ' MISSED'}` : '',
      r.naive ? ms(r.naive.p50) : '',
      r.naive ? `${(r.naive.p50 / r.api.p50).toFixed(0)}×` : '',
    ]),
  );
  console.log('');
  for (const line of csv) console.log(line);
  printClaimsTable(
    claims,
    `fresh database each; median of ${options.claimRounds ?? 1} rounds after a warm-up`,
  );
}

/**
 * One variant's figures: its median run by claims/s, and the medians over its runs of the CPU per
 * claim of the bench process (server + load) and of the database server (null when not local).
 */
type ClaimsRun = {
  backend: string;
  variant: KeptVariant;
  row: ClaimsBenchRow;
  appCpuMs: number;
  dbCpuMs: number | null;
};

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function printClaimsTable(claims: ClaimsRun[], how: string): void {
  console.log(`\nClaims throughput: POST /api/members/:id/claims over HTTP, 20 clients, ${how}\n`);
  printTable(
    [
      'backend',
      'kept by triggers',
      'claims/s',
      'vs nothing kept',
      'p50',
      'p95',
      'p99',
      'app cpu/claim',
      'db cpu/claim',
      'cpu vs nothing kept',
    ],
    claims.map((c) => {
      const none = claims.find((x) => x.backend === c.backend && x.variant === 'none')!;
      const cpu = (r: ClaimsRun) => r.appCpuMs + (r.dbCpuMs ?? 0);
      return [
        c.backend,
        KEPT_LABELS[c.variant],
        c.row.perSecond.toFixed(0),
        `${((c.row.perSecond / none.row.perSecond) * 100).toFixed(0)} %`,
        ms(c.row.p50),
        ms(c.row.p95),
        ms(c.row.p99),
        ms(c.appCpuMs),
        c.dbCpuMs === null ? '' : ms(c.dbCpuMs),
        `${((cpu(c) / cpu(none)) * 100).toFixed(0)} %`,
      ];
    }),
  );
  console.log(
    '\n(cpu/claim: milliseconds of CPU per claim, medians over the rounds; app = the bench process, server and ' +
      'load; db = the PostgreSQL server, when it runs on this machine. On a shared machine claims/s swings ' +
      'from one minute to the next, CPU per claim much less.)',
  );
}

/**
 * The claims throughput of one backend with each variant kept: one run first, not counted (a process's
 * first claims run is 15–25 % slower whatever it keeps: its code is not yet optimised), then `rounds`
 * rounds of the three variants, each round in another order (all, totals, none; totals, none, all; …)
 * so that no variant always runs first or last. Logs every run; returns each variant's median run.
 */
async function keptClaimsRounds(
  name: string,
  open: () => Promise<BenchBackend>,
  rounds: number,
  log: (line: string) => void,
): Promise<ClaimsRun[]> {
  const variants = ['all', 'totals', 'none'] as const;
  log(`== claims throughput with and without the kept totals, ${name}: a warm-up run (not counted)`);
  await claimsThroughput(open, 'all', log);
  const runs: ClaimsRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    log(`== claims throughput, ${name}, round ${round + 1} of ${rounds}`);
    for (let k = 0; k < variants.length; k += 1) {
      const variant = variants[(round + k) % variants.length]!;
      const row = await claimsThroughput(open, variant, log);
      runs.push({ backend: name, variant, row, appCpuMs: row.cpuMs, dbCpuMs: row.dbCpuMs });
    }
  }
  return variants.map((variant) => {
    const mine = runs.filter((r) => r.variant === variant).sort((a, b) => a.row.perSecond - b.row.perSecond);
    log(
      `  ${name} ${KEPT_LABELS[variant]}: ${mine.map((r) => r.row.perSecond.toFixed(0)).join(' / ')} claims/s`,
    );
    const db = mine.map((r) => r.dbCpuMs).filter((v): v is number => v !== null);
    return {
      ...mine[Math.floor(mine.length / 2)]!,
      appCpuMs: median(mine.map((r) => r.appCpuMs)),
      dbCpuMs: db.length === mine.length ? median(db) : null,
    };
  });
}

/** `--suite kept-claims [--rounds 5]`: only the claims throughput of the reports suite, in more rounds. */
export async function runKeptClaimsBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: { only?: string; rounds: number; log: (line: string) => void },
): Promise<void> {
  const medians: ClaimsRun[] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    medians.push(...(await keptClaimsRounds(name, open, options.rounds, options.log)));
  }
  printClaimsTable(medians, `fresh database each; median of ${options.rounds} rounds after a warm-up`);
}
