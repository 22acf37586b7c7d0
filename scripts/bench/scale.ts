/**
 * `npm run bench -- --scale[=10000,100000,1000000]` (issue 29 item 1): the members, reports, export and
 * claims suites at each size — `members` members with 10 claims each — on PostgreSQL (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL), every request beside its anchor of the same run, and one table of each
 * request's p95 per size with the growth per 10× data.
 *
 * Each size is seeded once, in set-based SQL (large-dataset.ts with `membersInSql`), into a kept
 * template database `scale_<members>_<claims>` on that server; later runs copy it (CREATE DATABASE ...
 * TEMPLATE, seconds) and skip the seeding. Drop the templates yourself when done.
 *
 * The members and reports requests are measured on every size in turns, run by run (a copy of each
 * size open at once, the first size of each turn rotating), so a slow minute of a shared machine falls
 * on every size alike and the growth between sizes holds; each beside its anchor, in the same turns
 * (on a shared machine absolute times drift; ratios hold):
 * - members list/search: the list's own SQL (listMembers; members.ts);
 * - reports and dashboard: the route's service call on the app's context (its SQL, without HTTP, the
 *   session check and the response's validation: reports.ts' serviceCallOf);
 * - export_all.sql: `pg_dump --inserts` of the same tables (export.ts); the report CSV: none (seconds
 *   and memory);
 * - claims: pgbench running the same transaction by hand (claims-raw.ts).
 *
 *   --scale-suites members,reports,export,claims   (the default: all four)
 *   --scale-seed-only   (seed the missing templates and stop: a long seed alone, the measuring later)
 *   --runs N   (each request's runs, default 30)   --claims N   (claims a client, default 100)
 */
import { readFileSync } from 'node:fs';
import type { App } from '../../apps/server/src/app.ts';
import type { SignedInAdmin } from '../../apps/server/src/auth/guards.ts';
import { benchClaims } from './claims.ts';
import { benchExportOne, type ExportRow } from './export.ts';
import {
  appWithAdmin,
  type BenchBackend,
  ms,
  postgresFromTemplate,
  printTable,
  timingOf,
} from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';
import { benchMembers } from './members.ts';
import { benchReports, type CsvRun, serviceCallOf } from './reports.ts';

const DEFAULT_SCALE_SIZES = [10_000, 100_000, 1_000_000];
const SCALE_SUITES = ['members', 'reports', 'export', 'claims'] as const;
type ScaleSuite = (typeof SCALE_SUITES)[number];

/** One request at one size: its p50 and p95 and its anchor's (milliseconds), and its goal when it has one. */
type Measure = {
  suite: ScaleSuite;
  request: string;
  p50: number;
  p95: number;
  anchorP50: number | null;
  anchorP95: number | null;
  goal?: number;
};

type SizeRun = {
  members: number;
  claims: number;
  load: string;
  seedSeconds: number | null;
  measures: Measure[];
  csv?: CsvRun;
  exportRows: ExportRow[];
};

/** The 1, 5 and 15 minutes' load averages, as `uptime` shows them. */
const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
  } catch {
    return '?';
  }
};

/**
 * The same request's name at every size: the reports suite names its deep pages by number and its
 * barangay and search by the data's most common barangay and a surname at 5 % of the name order.
 */
const sizeFreeName = (what: string) =>
  what
    .replace(/page \d+ \(cursor\)/, 'page at 40 % (cursor)')
    .replace(/page \d+ \(no cursor\)/, 'page at 30 % (no cursor)')
    .replace(/barangay=[^,]+/, 'barangay=<most members>')
    .replace(/search=\S+/, 'search=<a surname>');

/** The sizes of `--scale` / `--scale=a,b` (the default sizes when none are given). */
export function scaleSizes(value: string | undefined): number[] {
  if (!value || value.startsWith('--')) return DEFAULT_SCALE_SIZES;
  const sizes = value.split(',').map((v) => Number(v.trim().replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1000))
    throw new Error(`--scale=${value}: sizes are whole numbers of members, 1000 or more`);
  return [...sizes].sort((a, b) => a - b);
}

export function scaleSuites(value: string | undefined): ScaleSuite[] {
  if (!value) return [...SCALE_SUITES];
  const chosen = value.split(',').map((v) => v.trim());
  for (const s of chosen)
    if (!(SCALE_SUITES as readonly string[]).includes(s))
      throw new Error(`--scale-suites: ${s} is not one of ${SCALE_SUITES.join(', ')}`);
  return chosen as ScaleSuite[];
}

/** A fresh copy of the size's template (seeded first when it does not exist yet). */
async function copyOfSize(
  serverUrl: string,
  members: number,
  log: (line: string) => void,
): Promise<{ backend: BenchBackend; seedSeconds: number | null }> {
  let seedSeconds: number | null = null;
  const { backend } = await postgresFromTemplate(
    serverUrl,
    `scale_${members}_${members * 10}`,
    async (db) => {
      seedSeconds = await seedLargeDataset(db, {
        members,
        claims: members * 10,
        membersInSql: true,
        log,
      });
    },
    log,
  );
  return { backend, seedSeconds };
}

/**
 * The members list/search and the reports requests on every size in turns: one copy of each size's
 * template open at once; members.ts measures its queries on them in turns, then each report request
 * (listed per size by reports.ts: the same requests, the deep pages and picks of each size's data) runs
 * run by run on every size, the app's request and its service call one after the other (which first
 * alternating), the first size of each run rotating. Then each size's CSV of every row.
 */
async function measureInTurns(
  serverUrl: string,
  runs: SizeRun[],
  options: { suites: ScaleSuite[]; runs: number; log: (line: string) => void },
): Promise<void> {
  const { log } = options;
  const copies: BenchBackend[] = [];
  try {
    for (const run of runs) {
      const copy = await copyOfSize(serverUrl, run.members, log);
      run.seedSeconds ??= copy.seedSeconds;
      copies.push(copy.backend);
    }
    if (options.suites.includes('members')) {
      log(`== members list/search, ${runs.map((r) => r.members).join(' / ')} members in turns`);
      const rows = await benchMembers(copies, { members: 0, runs: options.runs, log, seeded: true });
      // Grouped by backend, in the order of `copies`.
      const per = rows.length / runs.length;
      for (const [i, run] of runs.entries())
        for (const r of rows.slice(i * per, (i + 1) * per))
          run.measures.push({
            suite: 'members',
            request: `members ${r.query}`,
            p50: r.api.p50,
            p95: r.api.p95,
            anchorP50: r.sql.p50,
            anchorP95: r.sql.p95,
            goal: 20,
          });
    }
    if (!options.suites.includes('reports')) return;
    // Each size's requests (answered once each), and its CSV, one size after the other.
    const lists = [];
    for (const [i, run] of runs.entries()) {
      log(`== reports, ${run.members} members: the requests and the CSV`);
      const result = await benchReports(copies[i]!, {
        members: run.members,
        claims: run.claims,
        runs: 0,
        naiveRuns: 0,
        log,
        seeded: true,
        listOnly: true,
      });
      run.csv = result.csvRun;
      lists.push(result.rows);
    }
    const apps: { app: App; get: (url: string) => Promise<void>; admin: () => SignedInAdmin }[] = [];
    for (const backend of copies) {
      let signedIn: SignedInAdmin | undefined;
      const { app, cookie } = await appWithAdmin(
        backend,
        (app) => {
          app.addHook('preHandler', async (request) => {
            signedIn ??= request.admin;
          });
        },
        { jobs: [] },
      );
      const get = async (url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      };
      // The dashboard's service call needs the signed-in admin: one request first.
      await get('/api/dashboard');
      apps.push({ app, get, admin: () => signedIn! });
    }
    try {
      log(`== reports, ${runs.map((r) => r.members).join(' / ')} members in turns`);
      const warmup = 5;
      for (let q = 0; q < lists[0]!.length; q += 1) {
        const requests = lists.map((list, i) => {
          const row = list[q]!;
          return {
            row,
            app: () => apps[i]!.get(row.url),
            call: serviceCallOf(apps[i]!.app, apps[i]!.admin, row.url),
          };
        });
        const samples = requests.map(() => ({ app: [] as number[], call: [] as number[] }));
        for (let r = 0; r < warmup + options.runs; r += 1) {
          for (let k = 0; k < requests.length; k += 1) {
            const i = (r + k) % requests.length;
            const pair: ['app' | 'call', () => Promise<unknown>][] = [
              ['app', requests[i]!.app],
              ['call', requests[i]!.call],
            ];
            if (r % 2 === 1) pair.reverse();
            for (const [which, fn] of pair) {
              const started = performance.now();
              await fn();
              if (r >= warmup) samples[i]![which].push(performance.now() - started);
            }
          }
        }
        for (const [i, run] of runs.entries()) {
          const app = timingOf(samples[i]!.app);
          const call = timingOf(samples[i]!.call);
          const { row } = requests[i]!;
          run.measures.push({
            suite: 'reports',
            // The search word and the barangay are picked from each size's data.
            request: sizeFreeName(row.what),
            p50: app.p50,
            p95: app.p95,
            anchorP50: call.p50,
            anchorP95: call.p95,
            goal: row.goal,
          });
          log(
            `  [${run.members}] ${row.what}: api p95 ${ms(app.p95)} ms, service p95 ${ms(call.p95)} ms (${row.rows} rows)`,
          );
        }
      }
    } finally {
      for (const { app } of apps) await app.close();
    }
  } finally {
    for (const backend of copies) await backend.dispose();
  }
}

/** The export and the claims of one size, each on a copy of its own (the claims write). */
async function runSequentialSuites(
  serverUrl: string,
  run: SizeRun,
  options: { suites: ScaleSuite[]; claimsPerClient: number; log: (line: string) => void },
): Promise<void> {
  const { log } = options;
  const { members } = run;
  const onCopy = async (fn: (backend: BenchBackend) => Promise<void>) => {
    const copy = await copyOfSize(serverUrl, members, log);
    run.seedSeconds ??= copy.seedSeconds;
    try {
      await fn(copy.backend);
    } finally {
      await copy.backend.dispose();
    }
  };
  if (options.suites.includes('export'))
    await onCopy(async (backend) => {
      log(`== export, ${members} members (load average ${loadAverage()})`);
      run.exportRows = await benchExportOne(
        'postgres',
        serverUrl,
        { members, claims: members * 10, files: 0, log },
        backend.url,
      );
    });
  if (options.suites.includes('claims'))
    await onCopy(async (backend) => {
      log(`== claims, ${members} members (load average ${loadAverage()})`);
      const result = await benchClaims(backend, {
        clients: 20,
        claimsPerClient: options.claimsPerClient,
        membersPerClient: 25,
        keys: 'without',
        raw: true,
        log,
      });
      const app = result.rows[0]!;
      const raw = result.raw.find((r) => r.driver === 'pgbench') ?? result.raw[0];
      run.measures.push({
        suite: 'claims',
        request: `claim POST, 20 clients (anchor: ${raw?.driver ?? 'none'})`,
        p50: app.p50,
        p95: app.p95,
        anchorP50: raw ? raw.result.p50 : null,
        anchorP95: raw ? raw.result.p95 : null,
        goal: 30,
      });
    });
}

/** Growth of `b` over `a` per 10× data between sizes `sa` and `sb`. */
const growthPer10x = (a: number, b: number, sa: number, sb: number) => (b / a) ** (1 / Math.log10(sb / sa));

export async function runScaleBench(
  serverUrl: string | undefined,
  options: {
    sizes: number[];
    suites: ScaleSuite[];
    runs: number;
    claimsPerClient: number;
    seedOnly?: boolean;
    log: (line: string) => void;
  },
): Promise<void> {
  if (!serverUrl) throw new Error('--scale runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const started = new Date();
  const firstLoad = loadAverage();
  const runs: SizeRun[] = options.sizes.map((members) => ({
    members,
    claims: members * 10,
    load: '',
    seedSeconds: null,
    measures: [],
    exportRows: [],
  }));
  // Every size's template first (seeded when missing), so that the timed parts follow one another.
  for (const run of runs) {
    run.load = loadAverage();
    options.log(`== scale: ${run.members} members, ${run.claims} claims (load average ${run.load})`);
    const copy = await copyOfSize(serverUrl, run.members, options.log);
    run.seedSeconds = copy.seedSeconds;
    await copy.backend.dispose();
  }
  if (options.seedOnly) {
    for (const run of runs)
      options.log(
        `  ${run.members} members: ${run.seedSeconds === null ? 'template kept from an earlier run' : `seeded in ${run.seedSeconds.toFixed(0)} s`}`,
      );
    return;
  }
  const measuredFrom = loadAverage();
  await measureInTurns(serverUrl, runs, options);
  for (const run of runs) await runSequentialSuites(serverUrl, run, options);

  const k = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  console.log(
    `\nScale: each request's p95 (ms) through the app and its anchor (members list: its SQL; reports and ` +
      `dashboard: the service call without HTTP; claims: pgbench), members and reports ${options.runs} runs each ` +
      `after 5 warm-up runs with the sizes in turns, export and claims one size after the other; growth = factor ` +
      `per 10× data of the p95 and of the p50 (1.00: flat, 10.0: linear), app / anchor.\n` +
      `PostgreSQL ${serverUrl.replace(/\/\/[^@]*@/, '//')}; started ${started.toISOString()}, load average ` +
      `${firstLoad} (1, 5, 15 min); timed from ${measuredFrom}\n`,
  );
  for (const r of runs)
    console.log(
      `  ${k(r.members)}: ${r.members} members, ${r.claims} claims` +
        (r.seedSeconds === null
          ? ' (template reused)'
          : `; seeded in ${r.seedSeconds.toFixed(0)} s from load average ${r.load}`),
    );
  console.log('');
  const keys: { suite: ScaleSuite; request: string; goal?: number }[] = [];
  for (const r of runs)
    for (const m of r.measures)
      if (!keys.some((x) => x.request === m.request))
        keys.push({ suite: m.suite, request: m.request, goal: m.goal });
  const headers = ['request', 'goal'];
  for (const r of runs) headers.push(`${k(r.members)} app`, `${k(r.members)} anchor`);
  for (let i = 1; i < runs.length; i += 1) {
    const step = `${k(runs[i - 1]!.members)}→${k(runs[i]!.members)}`;
    headers.push(`p95 growth ${step}`, `p50 growth ${step}`);
  }
  const rows = keys.map((key) => {
    const cells: string[] = [key.request, key.goal ? `≤ ${key.goal}` : ''];
    const at = runs.map((r) => r.measures.find((m) => m.request === key.request));
    for (const m of at) {
      const missed = m && key.goal && m.p95 > key.goal ? ' !' : '';
      cells.push(m ? `${ms(m.p95)}${missed}` : '', m?.anchorP95 == null ? '' : ms(m.anchorP95));
    }
    for (let i = 1; i < runs.length; i += 1) {
      const a = at[i - 1];
      const b = at[i];
      if (!a || !b) {
        cells.push('', '');
        continue;
      }
      const growth = (x: number | null, y: number | null) =>
        x && y ? `×${growthPer10x(x, y, runs[i - 1]!.members, runs[i]!.members).toFixed(2)}` : '';
      const anchorP95 = growth(a.anchorP95, b.anchorP95);
      const anchorP50 = growth(a.anchorP50, b.anchorP50);
      cells.push(
        `${growth(a.p95, b.p95)}${anchorP95 ? ` / ${anchorP95}` : ''}`,
        `${growth(a.p50, b.p50)}${anchorP50 ? ` / ${anchorP50}` : ''}`,
      );
    }
    return cells;
  });
  printTable(headers, rows);
  console.log("\n(' !': over the goal)");

  const streamed = runs.filter((r) => r.csv || r.exportRows.length > 0);
  if (streamed.length > 0) {
    console.log(
      '\nStreamed downloads: seconds, and peak memory above the process before (MB; goal ≤ +150)\n',
    );
    printTable(
      [
        'size',
        'report CSV rows',
        'CSV s',
        'CSV +MB',
        'export_all.sql MB',
        'export s',
        'export +MB',
        'pg_dump s',
        'export / pg_dump',
      ],
      streamed.map((r) => {
        const ours = r.exportRows.find((x) => x.what.startsWith('export_all'));
        const dump = r.exportRows.find((x) => x.what.startsWith('pg_dump'));
        return [
          k(r.members),
          r.csv ? r.csv.rows : '',
          r.csv ? r.csv.seconds.toFixed(1) : '',
          r.csv ? r.csv.peakAboveMb.toFixed(0) : '',
          ours ? (ours.bytes / 1024 / 1024).toFixed(0) : '',
          ours ? ours.seconds.toFixed(1) : '',
          ours?.peakAboveIdleMb === undefined ? '' : ours.peakAboveIdleMb.toFixed(0),
          dump ? dump.seconds.toFixed(1) : '',
          ours && dump ? (ours.seconds / dump.seconds).toFixed(2) : '',
        ];
      }),
    );
  }
}
