/**
 * Benchmark (issue 28 item 2): the claim transaction sent three ways on the same database, the claim's
 * own rules (`claimWork`, claims.ts) inside each, in this process (no HTTP: the protocols alone):
 *
 *   (a) `literal`: the production path (claim-transaction.ts) — statements PREPAREd once per session,
 *       the transaction in two multi-statement simple-protocol messages of `execute name(literals)`
 *       (db/literal.ts): `begin; lock; read` and `insert; commit`;
 *   (b) `named`: node-postgres' named statements (`client.query({ name, text, values })`, the extended
 *       protocol, parsed once per connection) of the same statement texts and arguments
 *       (claim-statements.ts' `*Call`), one statement a query, inside BEGIN/COMMIT: `begin`, lock,
 *       read, insert, `commit`, each waiting for the one before (node-postgres' default: one query in
 *       flight per client);
 *   (c) `pipelined`: the same named statements on clients with `pipeline: true` (node-postgres 8.23's
 *       opt-in pipelining), each of the two groups sent at once: two round trips, as (a).
 *
 * Each way has a pool of its own of the same size (a session holding the PREPAREd names cannot take
 * the protocol's statements of the same names). `clients` loops run `claims` claims in all, each on
 * its own fresh members; the ways run in turns after a warm-up of each, the first way rotating from
 * round to round (A/B/C, B/C/A, C/A/B, …). Per run: claims/s, p50/p95 of a transaction (from the
 * pool's checkout to the commit), this process's CPU per claim (process.cpuUsage: the driver, the
 * quoting or the parameters, the claim's rules) and the PostgreSQL server's (database-cpu.ts, a
 * server on this machine). Every run's claims and activity entries are counted afterwards: the same
 * rows every way.
 *
 *   npm run bench -- --claim-protocols [--only embedded|postgres] [--clients 8,20] [--claims 2000] [--rounds 3]
 */
import { randomUUID } from 'node:crypto';
import {
  addMonths,
  type ClaimInputBody,
  claimInputSchema,
  OTHER_LABORATORY_PROCEDURE,
  todayIn,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { SignedInAdmin } from '../../apps/server/src/auth/guards.ts';
import type { LockedMember } from '../../apps/server/src/core/members.ts';
import { DEFAULT_POOL_SIZE } from '../../apps/server/src/db/client.ts';
import { admins } from '../../apps/server/src/db/schema/index.ts';
import {
  type Call,
  contextCall,
  insertCall,
  lockCall,
  toContext,
} from '../../apps/server/src/features/services/claim-statements.ts';
import type { ClaimStore } from '../../apps/server/src/features/services/claim-store.ts';
import { claimTransaction } from '../../apps/server/src/features/services/claim-transaction.ts';
import { claimWork } from '../../apps/server/src/features/services/claims.ts';
import { insertMembers, median, SERVICES } from './claims.ts';
import { databaseCpuReader } from './database-cpu.ts';
import { appWithAdmin, type BenchBackend, ms, printTable, quantile } from './harness.ts';

type Work<T> = (store: ClaimStore) => Promise<T>;
type Way = 'literal' | 'named' | 'pipelined';
const WAYS: Way[] = ['literal', 'named', 'pipelined'];

/**
 * The same transaction as claim-transaction.ts without an Idempotency-Key, as node-postgres' named
 * statements in the same two groups: `begin`, lock, read, then the claim's insert, `commit`. On a
 * client without `pipeline` each waits for the one before (five round trips); on a pipelining client
 * (`pipeline: true`, node-postgres 8.23) each group goes out at once (two round trips, as the app's).
 */
async function namedTransaction<T>(pool: pg.Pool, pipelined: boolean, work: Work<T>): Promise<T> {
  const client = await pool.connect();
  type Rows = Record<string, unknown>[];
  const send = (next: Call | string): Promise<Rows> =>
    typeof next === 'string'
      ? client.query(next).then((r) => r.rows)
      : client.query({ name: next[0].name, text: next[0].text, values: next[1] }).then((r) => r.rows);
  const group = async (statements: (Call | string)[]): Promise<Rows[]> => {
    if (pipelined) return Promise.all(statements.map(send));
    const results: Rows[] = [];
    for (const statement of statements) results.push(await send(statement));
    return results;
  };
  const pending: (Call | string)[] = [];
  let txTime: Date | undefined;
  let begun = false;
  let broken: Error | undefined;
  try {
    const store: ClaimStore = {
      async lockAndRead(memberId, serviceType, withBeneficiaries) {
        begun = true;
        const [, locked, read] = await group([
          'begin',
          lockCall(memberId),
          contextCall(memberId, serviceType, withBeneficiaries),
        ]);
        const member = locked![0];
        const row = read![0];
        txTime = new Date(row!.now as Date | string);
        if (!member) return undefined;
        return { member: member as LockedMember, context: toContext(row!) };
      },
      insert(claim, log, notices) {
        const id = randomUUID();
        pending.push(insertCall(id, claim, log, notices));
        return { id, createdAt: txTime! };
      },
      write(statement) {
        pending.push(statement);
      },
    };
    const value = await work(store);
    await group([...pending, 'commit']);
    return value;
  } catch (error) {
    if (begun)
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    throw error;
  } finally {
    client.release(broken);
  }
}

type Run = {
  way: Way;
  clients: number;
  round: number;
  claims: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** This process's CPU per claim, ms. */
  cpuMs: number;
  /** The PostgreSQL server's CPU per claim, ms (null: not on this machine). */
  dbCpuMs: number | null;
};

async function benchBackend(
  backend: BenchBackend,
  options: { clients: number[]; claims: number; rounds: number; log: (line: string) => void },
): Promise<Run[]> {
  const { log } = options;
  const { app } = await appWithAdmin(backend, undefined, { jobs: [] });
  const [adminRow] = await backend.database.db.select().from(admins).limit(1);
  const admin = { ...adminRow!, twoFactorEnabled: false, secondStepRequired: false, sessionToken: '' };
  const today = todayIn('Asia/Manila', new Date());
  const registrationDate = addMonths(today, -2);
  const pools: Record<Way, pg.Pool> = {
    literal: new pg.Pool({ ...backend.database.connection, max: DEFAULT_POOL_SIZE }),
    named: new pg.Pool({ ...backend.database.connection, max: DEFAULT_POOL_SIZE }),
    pipelined: new pg.Pool({ ...backend.database.connection, max: DEFAULT_POOL_SIZE, pipeline: true }),
  };
  // A connection the server closes while idle (the backend disposed) must not end the process.
  for (const way of WAYS) pools[way].on('error', () => undefined);
  const transaction: Record<Way, <T>(work: Work<T>) => Promise<T>> = {
    literal: (work) => claimTransaction(pools.literal, undefined, work),
    named: (work) => namedTransaction(pools.named, false, work),
    pipelined: (work) => namedTransaction(pools.pipelined, true, work),
  };
  const dbCpu = await databaseCpuReader(backend.url).catch(() => null);
  const runs: Run[] = [];
  let serial = 0;
  /** One run: `clients` loops over fresh members (5 each), `claims` claims in all. */
  const runOnce = async (way: Way, clients: number, claims: number, round: number) => {
    serial += 1;
    const membersPerClient = 5;
    const ids = await insertMembers(backend, clients * membersPerClient, registrationDate);
    const perClient = Math.ceil(claims / clients);
    // The bodies as the route hands them over (zod's output), made before the clock starts.
    const work = Array.from({ length: clients }, (_, c) =>
      Array.from({ length: perClient }, (_, i): [string, ClaimInputBody] => {
        const service = SERVICES[i % SERVICES.length]!;
        return [
          ids[c * membersPerClient + (i % membersPerClient)]!,
          claimInputSchema.parse({
            category: 'outpatient',
            serviceType: service,
            specificProcedure: service === OTHER_LABORATORY_PROCEDURE ? 'X-RAY' : undefined,
            institution: `Clinic ${serial}-${c}-${i}`,
            amount: '1',
            date: today,
            beneficiaryUse: 'No',
          }),
        ];
      }),
    );
    const latencies: number[] = [];
    const db0 = dbCpu?.() ?? 0;
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      work.map(async (jobs) => {
        for (const [memberId, body] of jobs) {
          const t0 = performance.now();
          await transaction[way](claimWork(admin as SignedInAdmin, memberId, body, today));
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpu0);
    const dbSpent = dbCpu ? dbCpu() - db0 : Number.NaN;
    // The same rows either way: a claim and its activity entry per transaction.
    const counted = await backend.database.db.execute(sql`select
        (select count(*) from claimed_services where member_id = any(${`{${ids.join(',')}}`}::uuid[]))::int as claims,
        (select count(*) from activity_logs where action = 'claim.created'
           and details->>'memberId' = any(${`{${ids.join(',')}}`}::text[]))::int as entries`);
    const [count] = (counted as unknown as { rows: { claims: number; entries: number }[] }).rows;
    if (count!.claims !== latencies.length || count!.entries !== latencies.length)
      throw new Error(`${way}: ${latencies.length} claims sent, ${JSON.stringify(count)} recorded`);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      way,
      clients,
      round,
      claims: sorted.length,
      perSecond: sorted.length / (elapsed / 1000),
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      cpuMs: (cpu.user + cpu.system) / 1000 / sorted.length,
      dbCpuMs: Number.isFinite(dbSpent) ? dbSpent / sorted.length : null,
    } satisfies Run;
  };
  try {
    for (const clients of options.clients) {
      // A warm-up of each way: its pool's sessions open and prepared, V8 optimized.
      for (const way of WAYS) await runOnce(way, clients, options.claims / 2, 0);
      for (let round = 1; round <= options.rounds; round += 1) {
        // The first way rotates from round to round: no way always follows the same one.
        for (const way of WAYS.map((_, k) => WAYS[(round - 1 + k) % WAYS.length]!)) {
          const run = await runOnce(way, clients, options.claims, round);
          log(
            `  [${backend.label}, ${clients} clients, round ${round}, ${way}] ${run.claims} claims: ` +
              `${run.perSecond.toFixed(0)}/s, p50 ${ms(run.p50)} p95 ${ms(run.p95)} ms, ` +
              `${ms(run.cpuMs)} ms CPU a claim` +
              (run.dbCpuMs === null ? '' : ` (+ ${ms(run.dbCpuMs)} ms of the database's)`),
          );
          runs.push(run);
        }
      }
    }
  } finally {
    for (const way of WAYS) await pools[way].end();
    await app.close();
  }
  return runs;
}

/** `--claim-protocols` of `npm run bench`: each backend fresh, its runs, then one table. */
export async function runClaimProtocolsBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: { only?: string; clients: number[]; claims: number; rounds: number; log: (line: string) => void },
): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    const backend = await open();
    options.log(
      `== claim protocols, ${backend.label}: ${options.claims} claims a run, clients ${options.clients.join(', ')}, ` +
        `${options.rounds} rounds (literal, named, pipelined), pools of ${DEFAULT_POOL_SIZE}`,
    );
    let runs: Run[];
    try {
      runs = await benchBackend(backend, options);
    } finally {
      await backend.dispose();
    }
    for (const clients of options.clients) {
      const of = (way: Way) => runs.filter((r) => r.clients === clients && r.way === way);
      const literal = of('literal');
      /** The median over the rounds of each round's ratio to the literal way's run. */
      const ratio = (mine: Run[], pick: (r: Run) => number) =>
        median(mine.map((r) => pick(r) / pick(literal.find((a) => a.round === r.round)!))).toFixed(2);
      for (const way of WAYS) {
        const mine = of(way);
        const db = mine.map((r) => r.dbCpuMs).filter((v): v is number => v !== null);
        rows.push([
          backend.label,
          clients,
          way,
          mine.map((r) => r.perSecond.toFixed(0)).join(' / '),
          median(mine.map((r) => r.perSecond)).toFixed(0),
          ms(median(mine.map((r) => r.p50))),
          ms(median(mine.map((r) => r.p95))),
          ms(median(mine.map((r) => r.cpuMs))),
          db.length === mine.length ? ms(median(db)) : '',
          way === 'literal'
            ? ''
            : `${ratio(mine, (r) => r.perSecond)} / ${ratio(mine, (r) => r.p95)} / ${ratio(mine, (r) => r.cpuMs)}`,
        ]);
      }
    }
  }
  console.log(
    `\nClaim protocols: the claim transaction in this process, (a) literal = the production path ` +
      `(two multi-statement messages of EXECUTE name(literals)), (b) named = node-postgres' named ` +
      `statements, one a round trip, (c) pipelined = the same on pipelining clients, two round trips; ` +
      `${options.claims} claims a run, the ways in turns; medians over ${options.rounds} rounds ` +
      `(milliseconds; cpu: this process's, db cpu: the PostgreSQL server's, per claim; ÷ literal: the ` +
      `median over the rounds of each run's ratio to that round's literal run: claims/s / p95 / cpu)\n`,
  );
  printTable(
    ['backend', 'clients', 'way', 'claims/s per run', 'claims/s', 'p50', 'p95', 'cpu', 'db cpu', '÷ literal'],
    rows,
  );
}
