/**
 * Benchmark: POST /api/members/:id/claims through the real app over real HTTP (listening on a free
 * port), `clients` concurrent clients each claiming for its own members (distinct member rows, so
 * the member lock of DECISIONS 18 serialises nothing between clients). Claims per second counts the
 * accepted (201) claims; latency is per request as the client sees it.
 */
import { Worker } from 'node:worker_threads';
import {
  addMonths,
  expiryDate,
  idNumberKey,
  OTHER_LABORATORY_PROCEDURE,
  place,
  SERVICE_TYPES,
  todayIn,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { members } from '../../apps/server/src/db/schema/index.ts';
import { LOAD_WORKER_SOURCE, type LoadJob, type LoadResult } from './claims-load.ts';
import { appWithAdmin, type BenchBackend, ms, printTable } from './harness.ts';

export type ClaimsBenchRow = {
  backend: string;
  clients: number;
  claims: number;
  accepted: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** Outpatient services open to every adult member (no senior-only one), cheap enough to never run out. */
const SERVICES = SERVICE_TYPES.filter((s) => s !== 'MAINTENANCE MEDICINE' && s !== 'HOSPITALIZATION');

async function insertMembers(
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

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER_SOURCE, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

export async function benchClaims(
  backend: BenchBackend,
  options: {
    clients: number;
    claimsPerClient: number;
    membersPerClient: number;
    log: (line: string) => void;
  },
): Promise<ClaimsBenchRow> {
  const { clients, claimsPerClient, membersPerClient, log } = options;
  const today = todayIn('Asia/Manila', new Date());
  const ids = await insertMembers(backend, clients * membersPerClient, addMonths(today, -2));
  await backend.database.db.execute(sql`analyze`);
  const { app, cookie } = await appWithAdmin(backend);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // Each claim: ₱1 of a rotating service, a distinct institution (never an identical claim).
    const plan = (round: string, perClient: number): LoadJob['work'] =>
      Array.from({ length: clients }, (_, c) =>
        Array.from({ length: perClient }, (_, i): [string, unknown] => [
          ids[c * membersPerClient + (i % membersPerClient)]!,
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
    await runLoad({ port, cookie, work: plan('warm-up', Math.max(10, Math.floor(claimsPerClient / 10))) });
    const result = await runLoad({ port, cookie, work: plan('run', claimsPerClient) });
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    const accepted = result.statuses['201'] ?? 0;
    const row: ClaimsBenchRow = {
      backend: backend.name,
      clients,
      claims: sorted.length,
      accepted,
      perSecond: accepted / (result.elapsedMs / 1000),
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
    log(
      `  [${backend.name}] ${accepted}/${sorted.length} accepted in ${ms(result.elapsedMs)} ms ` +
        `(statuses ${JSON.stringify(result.statuses)}): ${row.perSecond.toFixed(0)} claims/s, ` +
        `p95 ${ms(row.p95)} ms`,
    );
    if (accepted !== sorted.length) throw new Error(`claims refused: ${JSON.stringify(result.statuses)}`);
    return row;
  } finally {
    await app.close();
  }
}

/** The claims suite of `npm run bench`: one fresh database per backend, then a table of the figures. */
export async function runClaimsBench(
  factories: [string, () => Promise<BenchBackend>][],
  options: { only?: string; clients: number; claimsPerClient: number; log: (line: string) => void },
): Promise<void> {
  const rows: ClaimsBenchRow[] = [];
  for (const [name, open] of factories) {
    if (options.only && options.only !== name) continue;
    options.log(`== claims, ${options.clients} concurrent clients over HTTP, ${name}`);
    const backend = await open();
    try {
      rows.push(await benchClaims(backend, { ...options, membersPerClient: 25 }));
    } finally {
      await backend.dispose();
    }
  }
  console.log(
    `\nClaims: POST /api/members/:id/claims over HTTP, ${options.clients} clients on distinct members ` +
      `(${options.claimsPerClient} claims each after a warm-up; latency in milliseconds)\n`,
  );
  printTable(
    ['backend', 'clients', 'claims', 'claims/s', 'p50', 'p95', 'p99', 'max'],
    rows.map((r) => [
      r.backend,
      r.clients,
      r.claims,
      r.perSecond.toFixed(0),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
    ]),
  );
  const pg = rows.find((r) => r.backend === 'postgres');
  if (pg) {
    const met = pg.perSecond >= 1000 && pg.p95 <= 30;
    console.log(
      `\npostgres: ${pg.perSecond.toFixed(0)} claims/s, p95 ${ms(pg.p95)} ms ` +
        `(target ≥ 1,000 claims/s and p95 ≤ 30 ms: ${met ? 'met' : 'not met'})\n`,
    );
  }
}
