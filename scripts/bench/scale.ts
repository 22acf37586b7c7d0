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
 * Anchors, measured in the same run (on a shared machine absolute times drift; ratios hold):
 * - members list/search: the list's own SQL (listMembers) in turns with the request (members.ts);
 * - reports and dashboard: the route's service call on the app's context (its SQL, without HTTP, the
 *   session check and the response's validation), in turns with the request (reports.ts);
 * - export_all.sql: `pg_dump --inserts` of the same tables (export.ts); the report CSV: none (seconds
 *   and memory);
 * - claims: pgbench running the same transaction by hand (claims-raw.ts).
 *
 *   --scale-suites members,reports,export,claims   (the default: all four)
 *   --runs N   (each request's runs, default 30)   --claims N   (claims a client, default 100)
 */
import { readFileSync } from 'node:fs';
import { benchClaims } from './claims.ts';
import { benchExportOne, type ExportRow } from './export.ts';
import { type BenchBackend, ms, postgresFromTemplate, printTable } from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';
import { benchMembers } from './members.ts';
import { benchReports, type CsvRun } from './reports.ts';

const DEFAULT_SCALE_SIZES = [10_000, 100_000, 1_000_000];
const SCALE_SUITES = ['members', 'reports', 'export', 'claims'] as const;
type ScaleSuite = (typeof SCALE_SUITES)[number];

/** One request at one size: its p95 and its anchor's (milliseconds), and its goal when it has one. */
type Measure = { suite: ScaleSuite; request: string; p95: number; anchorP95: number | null; goal?: number };

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

async function runSize(
  serverUrl: string,
  members: number,
  options: { suites: ScaleSuite[]; runs: number; claimsPerClient: number; log: (line: string) => void },
): Promise<SizeRun> {
  const { log, runs } = options;
  const load = loadAverage();
  log(`== scale: ${members} members, ${members * 10} claims (load average ${load})`);
  const run: SizeRun = {
    members,
    claims: members * 10,
    load,
    seedSeconds: null,
    measures: [],
    exportRows: [],
  };
  // Each suite on a copy of its own: the claims suite writes, the export reads a quiet database.
  const onCopy = async (fn: (backend: BenchBackend) => Promise<void>) => {
    const copy = await copyOfSize(serverUrl, members, log);
    run.seedSeconds ??= copy.seedSeconds;
    try {
      await fn(copy.backend);
    } finally {
      await copy.backend.dispose();
    }
  };
  if (options.suites.includes('members'))
    await onCopy(async (backend) => {
      const rows = await benchMembers([backend], { members, runs, log, seeded: true });
      for (const r of rows)
        run.measures.push({
          suite: 'members',
          request: `members ${r.query}`,
          p95: r.api.p95,
          anchorP95: r.sql.p95,
          goal: 20,
        });
    });
  if (options.suites.includes('reports'))
    await onCopy(async (backend) => {
      const result = await benchReports(backend, {
        members,
        claims: members * 10,
        runs,
        naiveRuns: 0,
        log,
        seeded: true,
        anchor: true,
      });
      for (const r of result.rows)
        run.measures.push({
          suite: 'reports',
          // The search word and the barangay are picked from the data: the same at every size.
          request: sizeFreeName(r.what),
          p95: r.api.p95,
          anchorP95: r.direct?.p95 ?? null,
          goal: r.goal,
        });
      run.csv = result.csvRun;
    });
  if (options.suites.includes('export'))
    await onCopy(async (backend) => {
      run.exportRows = await benchExportOne(
        'postgres',
        serverUrl,
        { members, claims: members * 10, files: 0, log },
        backend.url,
      );
    });
  if (options.suites.includes('claims'))
    await onCopy(async (backend) => {
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
        p95: app.p95,
        anchorP95: raw ? raw.result.p95 : null,
        goal: 30,
      });
    });
  return run;
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
    log: (line: string) => void;
  },
): Promise<void> {
  if (!serverUrl) throw new Error('--scale runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const started = new Date();
  const firstLoad = loadAverage();
  const runs: SizeRun[] = [];
  for (const members of options.sizes) runs.push(await runSize(serverUrl, members, options));

  const k = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  console.log(
    `\nScale: each request's p95 (ms) through the app and its anchor of the same run (members list: its SQL; ` +
      `reports and dashboard: the service call without HTTP; claims: pgbench), ${options.runs} runs each in turns ` +
      `after 5 warm-up runs; growth = factor per 10× data (1.00: flat, 10.0: linear), app and anchor.\n` +
      `PostgreSQL ${serverUrl.replace(/\/\/[^@]*@/, '//')}; started ${started.toISOString()}, load average ${firstLoad}\n`,
  );
  for (const r of runs)
    console.log(
      `  ${k(r.members)}: ${r.members} members, ${r.claims} claims; load average at its start ${r.load}` +
        (r.seedSeconds === null ? ' (template reused)' : `; seeded in ${r.seedSeconds.toFixed(0)} s`),
    );
  console.log('');
  const keys: { suite: ScaleSuite; request: string; goal?: number }[] = [];
  for (const r of runs)
    for (const m of r.measures)
      if (!keys.some((x) => x.request === m.request))
        keys.push({ suite: m.suite, request: m.request, goal: m.goal });
  const headers = ['request', 'goal'];
  for (const r of runs) headers.push(`${k(r.members)} app`, `${k(r.members)} anchor`);
  for (let i = 1; i < runs.length; i += 1)
    headers.push(`growth ${k(runs[i - 1]!.members)}→${k(runs[i]!.members)}`);
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
        cells.push('');
        continue;
      }
      const app = growthPer10x(a.p95, b.p95, runs[i - 1]!.members, runs[i]!.members);
      const anchor =
        a.anchorP95 && b.anchorP95
          ? growthPer10x(a.anchorP95, b.anchorP95, runs[i - 1]!.members, runs[i]!.members)
          : null;
      cells.push(`×${app.toFixed(2)}${anchor === null ? '' : ` / ×${anchor.toFixed(2)}`}`);
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
