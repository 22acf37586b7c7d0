/**
 * `npm run bench` — performance figures of the portal (grows with later issues: add a file under
 * scripts/bench/ and call it here). Backends: the portal's default, its embedded PostgreSQL server
 * started on a fresh temporary DATA_DIR (initdb, durable defaults: fsync on), and a fresh database on
 * the PostgreSQL server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, when one does.
 *
 *   npm run bench -- [--members 100000] [--runs 60] [--explain] [--only embedded|postgres] [--postgres-first]
 *   npm run bench -- --suite claims [--clients 20] [--claims 250] [--keys with|without|both] [--no-raw] [--rounds 1]
 *     (--rounds N: a warm-up run, then N rounds with the backends in rotating order, medians;
 *     BENCH_CPU_PROFILE=folder: a V8 profile of the server's thread over each measured run;
 *     BENCH_PERF=folder: `perf record` of the server's process over each, with BENCH_PERF_GRAPH=1 call graphs)
 *   npm run bench -- --suite members
 *   npm run bench -- --suite reports [--members 100000] [--report-claims 1000000] [--runs 60] [--claim-rounds 1]
 *     [--naive-runs 5]   (--claim-rounds 0 / --naive-runs 0: the app's reports alone, e.g. before and after a change)
 *     (BENCH_REPORTS_TEMPLATE=name: seed PostgreSQL's large dataset once into a kept database
 *     name_<members>_<claims> and copy it for each later run; drop it yourself when done)
 *   npm run bench -- --suite kept-claims [--rounds 5]   (the reports suite's claims throughput alone: a warm-up,
 *     then its variants in rotating order, medians)
 *   npm run bench -- --suite notifications [--members 100000] [--claims 1000000]
 *   npm run bench -- --suite reminders [--members 100000] [--only postgres]   (the member messages job, DECISIONS 43)
 *   npm run bench -- --suite outbox [--messages 3000] [--rate 600] [--only postgres]   (SMS sent at the rate, none twice)
 *   npm run bench -- --suite export [--members 100000] [--claims 1000000] [--files 2000] [--only postgres]
 *   npm run bench -- --suite import [--rows 10000] [--existing 0] [--claims 0]   (--large: 100k members, 1M claims)
 *   npm run bench -- --suite startup [--starts 3]   (after `npm run build`)
 *   npm run bench -- --suite pause [--template scale_1000000_10000000] [--pause 12] [--runs 8]   (a search after
 *     a pause, idle connections closed or kept; on a copy of a scale template, PostgreSQL only)
 *   npm run bench -- --suite access-log [--members 100000] [--runs 60] [--only embedded|postgres]
 *     (issue 27 item 3: members list and profile reads with the access log off and on in turns)
 *   npm run bench -- --scale[=10000,100000,1000000] [--scale-suites members,reports,export,claims] [--runs 30]
 *     [--claims 100] [--scale-seed-only]   (issue 29: those suites at each size, 10 claims a member, on PostgreSQL; each size
 *     seeded once into a kept template scale_<members>_<claims>; one table of p95 per size beside its
 *     anchor, growth per 10×: scripts/bench/scale.ts)
 *   npm run bench -- --claim-protocols [--clients 8,20] [--claims 2000] [--rounds 3] [--only embedded|postgres]
 *     (issue 28: the claim transaction as the app sends it, EXECUTE name(literals), beside node-postgres'
 *     named statements, one a round trip and pipelined, in turns: scripts/bench/claim-protocols.ts)
 * BENCH_DATABASE_URL may name several servers, comma-separated (e.g. fsync on and fsync off): each
 * gets its own run. The embedded server runs first unless --postgres-first (on a shared machine, run
 * both orders: the first backend of a process also warms its JavaScript up). The claims suite prints
 * the hand-written transaction (pgbench where installed, and node-postgres, on either backend) beside
 * the app, with the ratio app/raw, and the embedded server's figures over the external server's when
 * both ran; the members suite measures the backends in turns, query by query.
 */

import { type AccessLogBenchRow, benchAccessLog, printAccessLogTable } from './bench/access-log.ts';
import { runClaimProtocolsBench } from './bench/claim-protocols.ts';
import { runClaimsBench } from './bench/claims.ts';
import { runClaimsReportBench } from './bench/claims-report.ts';
import { runExportBench } from './bench/export.ts';
import { type BenchBackend, freshEmbedded, freshPostgres, ms, printTable } from './bench/harness.ts';
import { benchImport, type ImportBenchRow } from './bench/import.ts';
import { benchMembers, type MembersBenchRow } from './bench/members.ts';
import {
  benchNotifications,
  type NotificationsBenchRow,
  printNotificationsTable,
} from './bench/notifications.ts';
import { benchOutbox, type OutboxBenchRow, printOutboxTable } from './bench/outbox.ts';
import { runPauseBench } from './bench/pause.ts';
import { benchReminders, printRemindersTable, type RemindersBenchRow } from './bench/reminders.ts';
import { runKeptClaimsBench, runReportsBench } from './bench/reports.ts';
import { runScaleBench, scaleSizes, scaleSuites } from './bench/scale.ts';
import { runStartupBench } from './bench/startup.ts';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = args[i]!;
  return arg.includes('=') ? arg.split('=')[1] : (args[i + 1] ?? '');
}
const flag = (name: string) => process.argv.slice(2).includes(`--${name}`);

async function main(): Promise<void> {
  const members = Number(option('members') ?? 100_000);
  const runs = Number(option('runs') ?? 60);
  const only = option('only');
  // Several servers may be named, comma-separated (e.g. one with fsync on and one with it off).
  const serverUrls = (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const log = (line: string) => console.log(line);
  const factories: [string, () => Promise<BenchBackend>][] = [['embedded', freshEmbedded]];
  for (const serverUrl of serverUrls) factories.push(['postgres', () => freshPostgres(serverUrl)]);
  if (flag('postgres-first')) factories.push(factories.shift()!);
  if (serverUrls.length === 0)
    log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it)');

  if (option('scale') !== undefined)
    return runScaleBench(serverUrls[0], {
      sizes: scaleSizes(option('scale')),
      suites: scaleSuites(option('scale-suites')),
      runs: Number(option('runs') ?? 30),
      claimsPerClient: Number(option('claims') ?? 100),
      seedOnly: flag('scale-seed-only'),
      log,
    });
  if (flag('claim-protocols'))
    return runClaimProtocolsBench(factories, {
      only,
      clients: (option('clients') ?? '8,20').split(',').map(Number),
      claims: Number(option('claims') ?? 2000),
      rounds: Number(option('rounds') ?? 3),
      log,
    });
  const suite = option('suite');
  if (suite === 'access-log') return runAccessLogBench(factories, { only, members, runs, log });
  if (suite === 'claims-report')
    return runClaimsReportBench(factories, { only, members, runs, log, serverUrl: serverUrls[0] });
  if (suite === 'pause') {
    if (!serverUrls[0])
      throw new Error('--suite pause runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return runPauseBench({
      serverUrl: serverUrls[0],
      template: option('template') ?? 'scale_1000000_10000000',
      pauseSeconds: Number(option('pause') ?? 12),
      runs: Number(option('runs') ?? 8),
      log,
    });
  }
  if (suite === 'startup') {
    await runStartupBench({ starts: Number(option('starts') ?? 3), log });
    return;
  }
  if (suite === 'outbox') {
    const rows: OutboxBenchRow[] = [];
    const messages = Number(option('messages') ?? 3000);
    const rate = Number(option('rate') ?? 600);
    for (const [name, open] of factories) {
      if (only && only !== name) continue;
      log(`== outbox, ${messages} SMS at ${rate} a minute, ${name}`);
      const backend = await open();
      try {
        rows.push(await benchOutbox(backend, { messages, rate, log }));
      } finally {
        await backend.dispose();
      }
    }
    printOutboxTable(rows);
    return;
  }
  if (suite === 'reminders') {
    const rows: RemindersBenchRow[] = [];
    for (const [name, open] of factories) {
      if (only && only !== name) continue;
      log(`== reminders, ${members} members, ${name}`);
      const backend = await open();
      try {
        rows.push(...(await benchReminders(backend, { members, log })));
      } finally {
        await backend.dispose();
      }
    }
    printRemindersTable(rows, members);
    return;
  }
  if (suite === 'notifications') {
    const claims = Number(option('claims') ?? 1_000_000);
    const rows: NotificationsBenchRow[] = [];
    for (const [name, open] of factories) {
      if (only && only !== name) continue;
      log(`== notifications, ${members} members, ${claims} claims, ${name}`);
      const backend = await open();
      try {
        rows.push(...(await benchNotifications(backend, { members, claims, runs, log })));
      } finally {
        await backend.dispose();
      }
    }
    printNotificationsTable(rows, members, claims);
    return;
  }
  if (suite === 'export') {
    await runExportBench(serverUrls[0], {
      only,
      members,
      claims: Number(option('claims') ?? 1_000_000),
      files: Number(option('files') ?? 2000),
      log,
    });
    return;
  }
  if (suite === 'import') {
    await runImportBench(factories, {
      only,
      rows: Number(option('rows') ?? 10_000),
      existing: Number(option('existing') ?? (flag('large') ? 100_000 : 0)),
      claims: Number(option('claims') ?? (flag('large') ? 1_000_000 : 0)),
      log,
    });
    return;
  }
  if (suite === 'claims' || !suite) {
    const clients = Number(option('clients') ?? 20);
    const claimsPerClient = Number(option('claims') ?? 250);
    const keys = (option('keys') ?? 'both') as 'with' | 'without' | 'both';
    await runClaimsBench(factories, {
      only,
      clients,
      claimsPerClient,
      keys,
      raw: !flag('no-raw'),
      // The default run (no --suite) goes on to the reports suite, whose --rounds is its own.
      rounds: suite === 'claims' ? Number(option('rounds') ?? 1) : 1,
      log,
    });
  }
  if (suite === 'claims') return;
  if (suite === 'kept-claims') {
    await runKeptClaimsBench(factories, { only, rounds: Number(option('rounds') ?? 5), log });
    return;
  }
  if (suite === 'reports' || !suite) {
    await runReportsBench(factories, {
      only,
      members,
      claims: Number(option('report-claims') ?? members * 10),
      runs,
      claimRounds: Number(option('claim-rounds') ?? 1),
      naiveRuns: option('naive-runs') === undefined ? undefined : Number(option('naive-runs')),
      log,
      template:
        process.env.BENCH_REPORTS_TEMPLATE && serverUrls[0]
          ? { serverUrl: serverUrls[0], name: process.env.BENCH_REPORTS_TEMPLATE }
          : undefined,
    });
  }
  if (suite === 'reports') return;

  // Every backend open at once: the queries are measured on them in turns (bench/members.ts).
  const backends: BenchBackend[] = [];
  let rows: MembersBenchRow[];
  try {
    for (const [name, open] of factories) {
      if (only && only !== name) continue;
      log(`== members list/search, ${members} members, ${name}`);
      backends.push(await open());
    }
    rows = await benchMembers(backends, { members, runs, explain: flag('explain'), log });
  } finally {
    for (const backend of backends) await backend.dispose();
  }

  console.log(
    `\nMembers list/search: GET /api/members through the app (inject, admin session) vs the same SQL`,
  );
  console.log(
    `(${members} members, ${runs} runs each after 5 warm-up runs, the backends in turns, milliseconds)\n`,
  );
  printTable(
    ['backend', 'query', 'total', 'api p50', 'api p95', 'sql p50', 'sql p95'],
    rows.map((r) => [
      r.backend,
      r.query,
      r.total,
      ms(r.api.p50),
      ms(r.api.p95),
      ms(r.sql.p50),
      ms(r.sql.p95),
    ]),
  );
  const worst = new Map<string, number>();
  for (const backend of new Set(rows.map((r) => r.backend))) {
    worst.set(backend, Math.max(...rows.filter((r) => r.backend === backend).map((r) => r.api.p95)));
    console.log(`\n${backend}: worst API p95 ${ms(worst.get(backend)!)} ms (target ≤ 20 ms)`);
  }
  // The embedded default beside the external server, query by query (goal: within 10 %).
  const embedded = rows.filter((r) => r.backend === 'embedded');
  const external = rows.filter((r) => r.backend === 'postgres');
  if (embedded.length > 0 && external.length > 0) {
    console.log('\nembedded / postgres, API p95 per query:');
    for (const e of embedded) {
      const x = external.find((r) => r.query === e.query);
      if (x)
        console.log(
          `  ${e.query}: ${ms(e.api.p95)} / ${ms(x.api.p95)} = ${(e.api.p95 / x.api.p95).toFixed(2)}`,
        );
    }
    const ratio = worst.get('embedded')! / worst.get('postgres')!;
    console.log(
      `worst API p95: embedded / postgres = ${ratio.toFixed(2)} (goal ≤ 1.10: ${ratio <= 1.1 ? 'met' : 'not met'})`,
    );
  }
}

async function runAccessLogBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: { only?: string; members: number; runs: number; log: (line: string) => void },
): Promise<void> {
  const rows: AccessLogBenchRow[] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    options.log(`== access log, ${options.members} members, ${name}`);
    const backend = await open();
    try {
      rows.push(...(await benchAccessLog(backend, options)));
    } finally {
      await backend.dispose();
    }
  }
  printAccessLogTable(rows, options.members, options.runs);
}

async function runImportBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: { only?: string; rows: number; existing: number; claims: number; log: (line: string) => void },
): Promise<void> {
  const results: ImportBenchRow[] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    options.log(
      `== member import, ${options.rows} rows, ${options.existing} existing members, ${options.claims} claims, ${name}`,
    );
    const backend = await open();
    try {
      results.push(await benchImport(backend, options));
    } finally {
      await backend.dispose();
    }
  }
  console.log(
    '\nMember import: POST /api/member-import/preview and /api/member-import through the app (seconds)\n',
  );
  printTable(
    [
      'backend',
      'existing',
      'claims',
      'rows',
      'CSV KB',
      'validate (preview)',
      'commit (import)',
      'total',
      'XLSX preview',
    ],
    results.map((r) => [
      r.backend,
      r.existing,
      r.claims,
      r.imported,
      (r.csvBytes / 1024).toFixed(0),
      r.previewSeconds.toFixed(2),
      r.importSeconds.toFixed(2),
      (r.previewSeconds + r.importSeconds).toFixed(2),
      r.xlsxPreviewSeconds.toFixed(2),
    ]),
  );
  const pg = results.find((r) => r.backend === 'postgres');
  if (pg)
    console.log(
      `\npostgres: preview + import ${(pg.previewSeconds + pg.importSeconds).toFixed(2)} s (goal ≤ 10 s)`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
