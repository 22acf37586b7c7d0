/**
 * Benchmark: POST /api/members/:id/claims through the real app over real HTTP (listening on a free
 * port), `clients` concurrent clients each claiming for its own members (distinct member rows, so
 * the member lock of DECISIONS 18 serialises nothing between clients). Claims per second counts the
 * accepted (201) claims; latency is per request as the client sees it. Backends: the embedded server
 * (the default) and a PostgreSQL of BENCH_DATABASE_URL, beside the same transaction by hand (claims-raw.ts).
 */
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import {
  addMonths,
  claimInputSchema,
  expiryDate,
  idNumberKey,
  memberIdParamsSchema,
  OTHER_LABORATORY_PROCEDURE,
  place,
  SERVICE_TYPES,
  todayIn,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { members } from '../../apps/server/src/db/schema/index.ts';
import { startBareServer } from './claims-bare.ts';
import { LOAD_WORKER_SOURCE, type LoadJob, type LoadResult } from './claims-load.ts';
import {
  findPgbench,
  insertRawMembers,
  type RawResult,
  type RawSetup,
  rawNodePostgres,
  rawPgbench,
} from './claims-raw.ts';
import { databaseCpuReader } from './database-cpu.ts';
import { appWithAdmin, type BenchBackend, ms, printTable, quantile } from './harness.ts';
import { installStageTimer, type StageTotals, setValidationCost } from './stages.ts';

export type ClaimsBenchRow = {
  backend: string;
  /**
   * 'app' (no Idempotency-Key), 'app + key' (a key per claim, as the web app sends), or the anchor
   * BARE_VARIANT (claims-bare-server.ts: the same statements without the framework).
   */
  variant: string;
  clients: number;
  claims: number;
  accepted: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time of the server's process per claim, milliseconds (the load runs in a child process): less noisy than rates on a shared machine. */
  cpuMs: number;
  /** CPU time of the PostgreSQL server per claim, milliseconds (a server on this machine only; else null). */
  dbCpuMs: number | null;
};

export type ClaimsBenchResult = {
  rows: ClaimsBenchRow[];
  /** The hand-written transaction on the same database: pgbench and/or the driver over its own client. */
  raw: { driver: string; result: RawResult }[];
};

/** The run of the bare node:http claim server (claims-bare-server.ts), an anchor beside the app's. */
const BARE_VARIANT = 'raw node:http';

/** Outpatient services open to every adult member (no senior-only one), cheap enough to never run out. */
export const SERVICES = SERVICE_TYPES.filter((s) => s !== 'MAINTENANCE MEDICINE' && s !== 'HOSPITALIZATION');

export async function insertMembers(
  backend: BenchBackend,
  count: number,
  registrationDate: string,
): Promise<string[]> {
  const ids: string[] = [];
  const run = `${Date.now().toString(36)}`;
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const n = start + k;
      return {
        idNumber: `BENCH-${run}-${n}`,
        idNumberKey: idNumberKey(`BENCH-${run}-${n}`),
        referenceNumber: `REF-BENCH-${run}-${n}`,
        firstName: 'Bench',
        lastName: `Member ${n}`,
        middleName: run,
        barangay: place.barangays[n % place.barangays.length]!,
        completeAddress: place.city,
        dob: '1970-01-01',
        registrationDate,
        expiryDate: expiryDate(registrationDate),
      };
    });
    const inserted = await backend.database.db.insert(members).values(rows).returning({ id: members.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** The load in a child process of its own (claims-load.ts): its CPU time is not the server's. */
function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD_WORKER_SOURCE], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the claims load exited with ${code} and no result`)),
    );
    child.send(job);
  });
}

/**
 * BENCH_CPU_PROFILE=folder: the server's main thread profiled over each measured run alone (not the
 * setup, not the warm-up), written as `claims-<backend>-<variant>.cpuprofile` for cpuprofile-top.mjs.
 */
async function startProfile(): Promise<((name: string) => Promise<void>) | undefined> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (name) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(folder, `claims-${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
  };
}

/**
 * BENCH_PERF=folder: `perf record` of the server's process (every thread: JavaScript, GC, libuv) over
 * each measured run alone, on-CPU samples only, which the loaded shared machine distorts less than
 * V8's wall-clock samples; run the bench with `node --perf-basic-prof` for JavaScript's names, then
 * `perf report -i <file> --sort sym`. Written as `claims-<backend>-<variant>.perf.data`.
 */
async function startPerf(): Promise<((name: string) => Promise<void>) | undefined> {
  const folder = process.env.BENCH_PERF;
  if (!folder) return undefined;
  const file = path.join(folder, `claims-${Date.now()}.perf.data`);
  const perf = spawn(
    'perf',
    [
      'record',
      '-F',
      '999',
      ...(process.env.BENCH_PERF_GRAPH ? ['-g'] : []),
      '-p',
      String(process.pid),
      '-o',
      file,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return async (name) => {
    const exited = new Promise((resolve) => perf.once('exit', resolve));
    perf.kill('SIGINT');
    await exited;
    renameSync(file, path.join(folder, `claims-${name.replace(/[^a-z0-9]+/gi, '-')}.perf.data`));
  };
}

/** The zod validation of a claim's params and body alone: milliseconds per request. */
function zodCost(today: string): number {
  const params = { id: '00000000-0000-4000-8000-000000000000' };
  const body = {
    category: 'outpatient',
    serviceType: SERVICES[0],
    institution: 'Clinic',
    amount: '1',
    date: today,
    beneficiaryUse: 'No',
  };
  const n = 2000;
  for (let i = 0; i < 200; i += 1) claimInputSchema.safeParse(body);
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) {
    memberIdParamsSchema.safeParse(params);
    claimInputSchema.safeParse(body);
  }
  return (performance.now() - t0) / n;
}

function printStages(log: (line: string) => void, t: StageTotals, latencies: number[]): void {
  const per = (v: number) => ms(v / Math.max(1, t.requests));
  const client = latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length);
  log(
    `    stages per claim (ms, mean of ${t.requests}): client ${ms(client)} = http+socket ` +
      `${ms(client - t.server / Math.max(1, t.requests))} + server ${per(t.server)} [hooks+body ${per(t.hooks)}, ` +
      `session ${per(t.session)}, validation ${per(t.validation)}, handler ${per(t.handler)}, ` +
      `send+log ${per(t.send)}]; waiting on the database ${per(t.db)} (of it for a pool connection ` +
      `${per(t.pool)}), ${(t.queries / Math.max(1, t.requests)).toFixed(1)} queries`,
  );
}

export async function benchClaims(
  backend: BenchBackend,
  options: {
    clients: number;
    claimsPerClient: number;
    membersPerClient: number;
    /** Which app runs: without a key, with a key, or both (default). */
    keys?: 'with' | 'without' | 'both';
    /** Also run the hand-written transaction (default true). */
    raw?: boolean;
    /** Also run the bare node:http server with the same load (BARE_VARIANT; default false). */
    bare?: boolean;
    log: (line: string) => void;
  },
): Promise<ClaimsBenchResult> {
  const { clients, claimsPerClient, membersPerClient, log } = options;
  const today = todayIn('Asia/Manila', new Date());
  const registrationDate = addMonths(today, -2);
  // Members of their own for each app run (without and with a key), the bare server's and the raw run.
  const memberSets = options.bare ? 3 : 2;
  const ids = await insertMembers(backend, clients * membersPerClient * memberSets, registrationDate);
  let stages: { take(): StageTotals } | undefined;
  // Without the background jobs: the members inserted above have no QR codes yet, and the job that
  // draws them (about 20 ms of the server's CPU a member) would run beside the claims.
  const { app, cookie } = await appWithAdmin(
    backend,
    (app) => {
      if (process.env.BENCH_STAGES) stages = installStageTimer(app);
    },
    { jobs: [] },
  );
  if (stages) setValidationCost(zodCost(today));
  const secret = app.ctx.config.authSecret;
  const admins = await app.ctx.db.execute(sql`select user_id as "userId" from admins limit 1`);
  const [admin] = (admins as unknown as { rows: { userId: string }[] }).rows;
  const setup: RawSetup = {
    clients,
    membersPerClient,
    adminId: admin!.userId,
    today,
    windowStart: registrationDate,
    windowEnd: addMonths(registrationDate, 12),
  };
  await insertRawMembers(backend, setup);
  await backend.database.db.execute(sql`analyze`);
  const result: ClaimsBenchResult = { rows: [], raw: [] };
  const dbCpu = await databaseCpuReader(backend.url).catch(() => null);
  // Each claim: ₱1 of a rotating service, a distinct institution (never an identical claim).
  const plan = (round: string, perClient: number, offset: number): LoadJob['work'] =>
    Array.from({ length: clients }, (_, c) =>
      Array.from({ length: perClient }, (_, i): [string, unknown] => [
        ids[offset + c * membersPerClient + (i % membersPerClient)]!,
        {
          category: 'outpatient',
          serviceType: SERVICES[i % SERVICES.length],
          specificProcedure:
            SERVICES[i % SERVICES.length] === OTHER_LABORATORY_PROCEDURE ? 'X-RAY' : undefined,
          institution: `Clinic ${round}-${c}-${i}`,
          amount: '1',
          date: today,
          beneficiaryUse: 'No',
        },
      ]),
    );
  /**
   * One run against the server at `port`: half a run to warm up, then the measured run; `cpuMs` reads
   * the server process's CPU so far. `app`: the app's own run, with its stage timer and profiles.
   */
  const measure = async (run: {
    variant: string;
    port: number;
    withKey: boolean;
    offset: number;
    cpuMs: () => number | Promise<number>;
    app: boolean;
  }): Promise<ClaimsBenchRow> => {
    const { variant, port, withKey, offset } = run;
    // Half a run first: V8 optimizes the hot path over the first thousands of claims (with a tenth,
    // 2.6 ms of CPU a claim at 150 claims a client against 2.0 ms at 600, same code).
    const warm = Math.max(10, Math.floor(claimsPerClient / 2));
    await runLoad({ port, cookie, withKey, work: plan(`warm-up-${variant}`, warm, offset) });
    stages?.take();
    const stopProfile = run.app ? await startProfile() : undefined;
    const stopPerf = run.app ? await startPerf() : undefined;
    const db0 = dbCpu?.() ?? 0;
    const cpu0 = await run.cpuMs();
    const load = await runLoad({
      port,
      cookie,
      withKey,
      work: plan(`run-${variant}`, claimsPerClient, offset),
    });
    const cpuMs = (await run.cpuMs()) - cpu0;
    await stopPerf?.(`${backend.label}-${variant}`);
    await stopProfile?.(`${backend.label}-${variant}`);
    // The pool's backends stay alive through the run, so their time is read at its end.
    const dbSpent = dbCpu ? dbCpu() - db0 : Number.NaN;
    const dbMs = Number.isFinite(dbSpent) ? dbSpent : null;
    const sorted = [...load.latenciesMs].sort((a, b) => a - b);
    const accepted = load.statuses['201'] ?? 0;
    const row: ClaimsBenchRow = {
      backend: backend.label,
      variant,
      clients,
      claims: sorted.length,
      accepted,
      perSecond: accepted / (load.elapsedMs / 1000),
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      cpuMs: cpuMs / Math.max(1, sorted.length),
      dbCpuMs: dbMs === null ? null : dbMs / Math.max(1, sorted.length),
    };
    log(
      `  [${backend.label}, ${variant}] ${accepted}/${sorted.length} accepted in ${ms(load.elapsedMs)} ms ` +
        `(statuses ${JSON.stringify(load.statuses)}): ${row.perSecond.toFixed(0)} claims/s, ` +
        `p95 ${ms(row.p95)} ms, ${ms(row.cpuMs)} ms CPU per claim` +
        (row.dbCpuMs === null ? '' : ` (+ ${ms(row.dbCpuMs)} ms of the database server's)`),
    );
    if (stages && run.app) printStages(log, stages.take(), load.latenciesMs);
    if (accepted !== sorted.length) throw new Error(`claims refused: ${JSON.stringify(load.statuses)}`);
    return row;
  };
  // The bench's process runs the app alone (the load runs in a child process).
  const ownCpuMs = () => {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1000;
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const keys = options.keys ?? 'both';
    const variants: [string, boolean, number][] = [];
    if (keys !== 'with') variants.push(['app', false, 0]);
    if (keys !== 'without') variants.push(['app + key', true, clients * membersPerClient]);
    for (const [variant, withKey, offset] of variants)
      result.rows.push(await measure({ variant, port, withKey, offset, cpuMs: ownCpuMs, app: true }));
  } finally {
    await app.close();
  }
  if (options.bare) {
    // After the app has closed: the same load on the same database, its own members.
    const bare = await startBareServer(backend.url, secret);
    try {
      const offset = 2 * clients * membersPerClient;
      result.rows.push(
        await measure({
          variant: BARE_VARIANT,
          port: bare.port,
          withKey: false,
          offset,
          cpuMs: bare.cpuMs,
          app: false,
        }),
      );
    } finally {
      await bare.close();
    }
  }
  if (options.raw === false) return result;
  // The same drivers on both backends: the embedded server is a PostgreSQL server like any other.
  const rawRuns: [string, () => Promise<RawResult>][] = [];
  const pgbench = await findPgbench();
  if (pgbench) rawRuns.push(['pgbench', () => rawPgbench(pgbench, backend.url, setup, claimsPerClient)]);
  else log("  (pgbench not installed: the raw figure is the node-postgres driver's)");
  rawRuns.push(['node-postgres', () => rawNodePostgres(backend.url, setup, claimsPerClient)]);
  for (const [driver, run] of rawRuns) {
    const raw = await run();
    log(
      `  [${backend.label}, raw ${driver}] ${raw.transactions} transactions: ${raw.tps.toFixed(0)} tps, ` +
        `p95 ${ms(raw.p95)} ms`,
    );
    result.raw.push({ driver, result: raw });
  }
  return result;
}

export const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** One backend's runs as one result: each figure the median of its own over the runs. */
function medianResult(runs: ClaimsBenchResult[]): ClaimsBenchResult {
  const first = runs[0]!;
  return {
    rows: first.rows.map((row) => {
      const mine = runs.flatMap((r) => r.rows.filter((x) => x.variant === row.variant));
      const of = (pick: (r: ClaimsBenchRow) => number) => median(mine.map(pick));
      const db = mine.map((r) => r.dbCpuMs).filter((v): v is number => v !== null);
      return {
        ...row,
        perSecond: of((r) => r.perSecond),
        p50: of((r) => r.p50),
        p95: of((r) => r.p95),
        p99: of((r) => r.p99),
        max: of((r) => r.max),
        cpuMs: of((r) => r.cpuMs),
        dbCpuMs: db.length === mine.length ? median(db) : null,
      };
    }),
    raw: first.raw.map(({ driver, result }) => {
      const mine = runs.flatMap((r) => r.raw.filter((x) => x.driver === driver).map((x) => x.result));
      return {
        driver,
        result: {
          transactions: result.transactions,
          tps: median(mine.map((r) => r.tps)),
          p50: median(mine.map((r) => r.p50)),
          p95: median(mine.map((r) => r.p95)),
        },
      };
    }),
  };
}

/**
 * The claims suite of `npm run bench`: a fresh database per backend and run, then a table of the
 * figures. With `rounds` > 1 (a shared machine, where claims/s swings from one minute to the next):
 * one warm-up run first, not counted (a process's first claims run is slower whatever the backend),
 * then `rounds` rounds with the backends in rotating order, and each figure's median over the rounds.
 */
export async function runClaimsBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: {
    only?: string;
    clients: number;
    claimsPerClient: number;
    keys?: 'with' | 'without' | 'both';
    raw?: boolean;
    rounds?: number;
    log: (line: string) => void;
  },
): Promise<void> {
  const chosen = factories.filter(([name]) => !options.only || options.only === name);
  const rounds = Math.max(1, options.rounds ?? 1);
  if (rounds > 1 && chosen[0]) {
    const backend = await chosen[0][1]();
    options.log(`== claims, a warm-up run (not counted), ${backend.label}`);
    try {
      await benchClaims(backend, {
        ...options,
        claimsPerClient: Math.max(10, Math.floor(options.claimsPerClient / 5)),
        keys: 'with',
        raw: false,
        membersPerClient: 25,
      });
    } finally {
      await backend.dispose();
    }
  }
  const runs = new Map<string, ClaimsBenchResult[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (let k = 0; k < chosen.length; k += 1) {
      const backend = await chosen[(round + k) % chosen.length]![1]();
      options.log(
        `== claims${rounds > 1 ? `, round ${round + 1} of ${rounds}` : ''}, ${options.clients} concurrent clients over HTTP, ${backend.label}`,
      );
      try {
        // The bare server is an anchor like the raw runs: --no-raw skips it too.
        const result = await benchClaims(backend, {
          ...options,
          bare: options.raw !== false,
          membersPerClient: 25,
        });
        runs.set(backend.label, [...(runs.get(backend.label) ?? []), result]);
      } finally {
        await backend.dispose();
      }
    }
  }
  const results = [...runs.values()].map(medianResult);
  if (rounds > 1)
    for (const [label, list] of runs)
      for (const variant of list[0]!.rows.map((r) => r.variant))
        options.log(
          `  ${label}, ${variant}: ${list
            .map((r) => r.rows.find((x) => x.variant === variant)!.perSecond.toFixed(0))
            .join(' / ')} claims/s over the rounds`,
        );
  console.log(
    `\nClaims: POST /api/members/:id/claims over HTTP, ${options.clients} clients on distinct members ` +
      `(${options.claimsPerClient} claims each after a warm-up; latency in milliseconds` +
      `${rounds > 1 ? `; each figure its median over ${rounds} rounds, backends in rotating order` : ''}), beside the same ` +
      `transaction written by hand in SQL on the same database (raw: pgbench where installed, else ` +
      `node-postgres; ratio = app claims/s ÷ raw tps) and the app's own statements from a bare server with ` +
      `the same load (${BARE_VARIANT}: node:http + node-postgres, no framework, validation, hooks or logging); ` +
      `cpu/claim: milliseconds of CPU per claim of the server's process (the load runs in a child process), ` +
      `and of the PostgreSQL server when it runs on this machine)\n`,
  );
  const table: (string | number)[][] = [];
  for (const { rows, raw } of results) {
    const reference = raw[0];
    for (const r of rows) {
      table.push([
        r.backend,
        r.variant,
        r.claims,
        r.perSecond.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        reference ? reference.result.tps.toFixed(0) : '-',
        reference ? (r.perSecond / reference.result.tps).toFixed(2) : '-',
        ms(r.cpuMs),
        r.dbCpuMs === null ? '' : ms(r.dbCpuMs),
      ]);
    }
    for (const { driver, result } of raw) {
      table.push([
        rows[0]?.backend ?? '',
        `raw ${driver}`,
        result.transactions,
        result.tps.toFixed(0),
        ms(result.p50),
        ms(result.p95),
        '',
        '',
        '',
        '',
        '',
      ]);
    }
  }
  printTable(
    [
      'backend',
      'run',
      'claims',
      'claims/s',
      'p50',
      'p95',
      'p99',
      'raw tps',
      'app/raw',
      'server cpu/claim',
      'db cpu/claim',
    ],
    table,
  );
  for (const { rows, raw } of results) {
    const app = rows.find((r) => r.variant === 'app + key') ?? rows[0];
    if (!app || !raw[0]) continue;
    const ratio = app.perSecond / raw[0].result.tps;
    const met = ratio >= 0.6 && app.p95 <= 30;
    console.log(
      `\n${app.backend} (${app.variant}): ${app.perSecond.toFixed(0)} claims/s, p95 ${ms(app.p95)} ms, ` +
        `app/raw ${ratio.toFixed(2)} (target app/raw ≥ 0.6 and p95 ≤ 30 ms: ${met ? 'met' : 'not met'})`,
    );
  }
  // The embedded default beside each external server of the same run (goal: within 10 %).
  const all = results.flatMap((r) => r.rows);
  for (const embedded of all.filter((r) => r.backend.startsWith('embedded') && r.variant !== BARE_VARIANT)) {
    for (const external of all.filter(
      (r) => r.backend.startsWith('postgres') && r.variant === embedded.variant,
    )) {
      const rate = embedded.perSecond / external.perSecond;
      const p95 = embedded.p95 / external.p95;
      console.log(
        `
${embedded.variant}: ${embedded.backend} / ${external.backend}: claims/s ${rate.toFixed(2)}, ` +
          `p95 ${p95.toFixed(2)} (goal: claims/s ≥ 0.90, p95 ≤ 1.10: ${rate >= 0.9 && p95 <= 1.1 ? 'met' : 'not met'})`,
      );
    }
  }
  console.log('');
}
