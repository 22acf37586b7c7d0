/**
 * The claim transaction written by hand in SQL, without the app: what the database itself can do, to
 * set the app's claims/s beside. Each transaction, as a counter clerk's claim does it:
 *
 *   begin;
 *   select … from members where id = $member for update;                      -- lock the member
 *   select coalesce(sum(amount_centavos), 0) from claimed_services …          -- the service's window
 *   select exists (select 1 from claimed_services … identical claim …);       -- the duplicate rule
 *   insert into claimed_services (…) values (…) returning id;                 -- the totals trigger fires
 *   insert into activity_logs (admin_id, action, details) values (…);         -- the activity entry
 *   commit;
 *
 * Two drivers run it with the app's number of clients, each client on members of its own, on either
 * backend (the embedded server and a PostgreSQL of DATABASE_URL are reached the same way; the embedded
 * one through its Unix socket, named in the URL's `?host=`):
 * - `pgbench` (when installed) with a script of those statements, simple protocol, one round trip each;
 * - a small driver over node-postgres (one connection per client, the same statements with parameters).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addMonths, expiryDate, idNumberKey, place } from '@portal/domain';
import pg from 'pg';
import { type BenchBackend, quantile } from './harness.ts';

export type RawResult = { tps: number; p50: number; p95: number; transactions: number };

/** The ids of the raw driver's members: `client * perClient + k`, so pgbench can name them in SQL. */
export const rawMemberId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RAW_ID_SQL = (client: string, k: string, perClient: number) =>
  `('00000000-0000-4000-8000-' || lpad((${client} * ${perClient} + ${k})::text, 12, '0'))::uuid`;

/** The services the raw claims rotate through (names only matter for the indexes they hit). */
const RAW_SERVICES = ['CONSULTATION', 'LABORATORY', 'X-RAY', 'ULTRASOUND', 'ECG', 'CT SCAN', 'DENTAL', 'EYE'];

export type RawSetup = {
  clients: number;
  membersPerClient: number;
  adminId: string;
  today: string;
  /** The membership year the window sum covers. */
  windowStart: string;
  windowEnd: string;
};

/** Inserts the raw driver's members (ids from `rawMemberId`), with their totals rows (the trigger). */
export async function insertRawMembers(backend: BenchBackend, setup: RawSetup): Promise<void> {
  const count = setup.clients * setup.membersPerClient;
  const registrationDate = addMonths(setup.today, -2);
  const values: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const idNumber = `RAW-${n}`;
    values.push(
      `('${rawMemberId(n)}', '${idNumber}', '${idNumberKey(idNumber)}', 'REF-RAW-${n}', 'Raw', 'Member ${n}', 'raw', ` +
        `'${place.barangays[n % place.barangays.length]!.replaceAll("'", "''")}', 'x', '1970-01-01', ` +
        `'${registrationDate}', '${expiryDate(registrationDate)}')`,
    );
  }
  await exec(
    backend,
    `insert into members (id, id_number, id_number_key, reference_number, first_name, last_name, middle_name,
       barangay, complete_address, dob, registration_date, expiry_date) values ${values.join(',')}`,
  );
}

async function exec(backend: BenchBackend, text: string): Promise<void> {
  await backend.database.pool.query(text);
}

const LOCK = `select id, reference_number, first_name, middle_name, last_name, suffix, dob::text,
  registration_date::text, expiry_date::text, archived_at is not null as archived
  from members where id = $1 for update`;
const WINDOW_SUM = `select coalesce(sum(amount_centavos), 0)::bigint as used from claimed_services
  where member_id = $1 and service_type = $2 and service_date between $3 and $4`;
const IDENTICAL = `select exists (select 1 from claimed_services where member_id = $1 and service_type = $2
  and service_date = $3 and institution = $4 and beneficiary_id is null) as identical`;
const INSERT_CLAIM = `insert into claimed_services (member_id, service_type, specific_procedure, category,
  institution, amount_centavos, service_date, beneficiary_use, beneficiary_id, beneficiary_name,
  membership_year, membership_year_index, created_by)
  values ($1, $2, null, 'outpatient', $3, 100, $4, false, null, null, $5, 0, $6) returning id`;
const INSERT_LOG = `insert into activity_logs (admin_id, action, details)
  values ($1, 'claim.created', jsonb_build_object('memberId', $2::text, 'serviceType', $3::text,
    'amountCentavos', 100, 'date', $4::text, 'claimId', $5::text))`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** One claim transaction's statements (between begin and commit). */
async function claimStatements(query: Query, setup: RawSetup, memberId: string, i: number, tag: string) {
  const service = RAW_SERVICES[i % RAW_SERVICES.length]!;
  const institution = `Clinic ${tag}-${i}`;
  await query(LOCK, [memberId]);
  await query(WINDOW_SUM, [memberId, service, setup.windowStart, setup.windowEnd]);
  await query(IDENTICAL, [memberId, service, setup.today, institution]);
  const { rows } = await query(INSERT_CLAIM, [
    memberId,
    service,
    institution,
    setup.today,
    Number(setup.windowStart.slice(0, 4)),
    setup.adminId,
  ]);
  await query(INSERT_LOG, [setup.adminId, memberId, service, setup.today, rows[0]!.id]);
}

function summary(latencies: number[], elapsedMs: number): RawResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    tps: sorted.length / (elapsedMs / 1000),
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    transactions: sorted.length,
  };
}

/** `clients` loops of `perClient` transactions; `transaction(c, work)` runs work in one transaction. */
async function drive(
  setup: RawSetup,
  perClient: number,
  tag: string,
  transaction: (client: number, work: (query: Query) => Promise<void>) => Promise<void>,
): Promise<RawResult> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: setup.clients }, async (_, c) => {
      for (let i = 0; i < perClient; i += 1) {
        const memberId = rawMemberId(c * setup.membersPerClient + (i % setup.membersPerClient));
        const t0 = performance.now();
        await transaction(c, (query) => claimStatements(query, setup, memberId, i, `${tag}-${c}`));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summary(latencies, performance.now() - started);
}

/** The node-postgres driver: one connection per client. */
export async function rawNodePostgres(url: string, setup: RawSetup, perClient: number): Promise<RawResult> {
  const clients = await Promise.all(
    Array.from({ length: setup.clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    const run = (tag: string, n: number) =>
      drive(setup, n, tag, async (c, work) => {
        const client = clients[c]!;
        await client.query('begin');
        await work((text, params) => client.query(text, params));
        await client.query('commit');
      });
    await run(`pg-warm-${Date.now()}`, Math.max(10, Math.floor(perClient / 10)));
    return await run(`pg-run-${Date.now()}`, perClient);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

const execFileAsync = promisify(execFile);

/** pgbench's path, or undefined when it is not installed. */
export async function findPgbench(): Promise<string | undefined> {
  for (const candidate of ['pgbench', '/usr/lib/postgresql/15/bin/pgbench']) {
    try {
      await execFileAsync(candidate, ['--version']);
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The pgbench script of the transaction (simple protocol: values are written in, as pgbench does). */
function pgbenchScript(setup: RawSetup, tag: string): string {
  const member = RAW_ID_SQL(':client_id', ':k', setup.membersPerClient);
  const services = `(array[${RAW_SERVICES.map((s) => `'${s}'`).join(',')}])[:s]`;
  const institution = `'Clinic ${tag}-' || :client_id || '-' || :n`;
  return `\\set k random(0, ${setup.membersPerClient - 1})
\\set s random(1, ${RAW_SERVICES.length})
\\set n random(1, 2000000000)
begin;
select id, reference_number, first_name, middle_name, last_name, suffix, dob::text, registration_date::text, expiry_date::text, archived_at is not null as archived from members where id = ${member} for update;
select coalesce(sum(amount_centavos), 0)::bigint as used from claimed_services where member_id = ${member} and service_type = ${services} and service_date between '${setup.windowStart}' and '${setup.windowEnd}';
select exists (select 1 from claimed_services where member_id = ${member} and service_type = ${services} and service_date = '${setup.today}' and institution = ${institution} and beneficiary_id is null) as identical;
insert into claimed_services (member_id, service_type, specific_procedure, category, institution, amount_centavos, service_date, beneficiary_use, beneficiary_id, beneficiary_name, membership_year, membership_year_index, created_by) values (${member}, ${services}, null, 'outpatient', ${institution}, 100, '${setup.today}', false, null, null, ${Number(setup.windowStart.slice(0, 4))}, 0, '${setup.adminId}') returning id as claim_id \\gset
insert into activity_logs (admin_id, action, details) values ('${setup.adminId}', 'claim.created', jsonb_build_object('memberId', (${member})::text, 'serviceType', ${services}, 'amountCentavos', 100, 'date', '${setup.today}', 'claimId', ':claim_id'));
commit;
`;
}

/** pgbench with the script above: `clients` clients, `perClient` transactions each; its per-transaction log. */
export async function rawPgbench(
  pgbench: string,
  url: string,
  setup: RawSetup,
  perClient: number,
): Promise<RawResult> {
  const u = new URL(url);
  // A Unix socket folder (the embedded server's) comes as `?host=`; libpq takes it as -h.
  const host = u.searchParams.get('host') || u.hostname;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pgbench-'));
  try {
    const run = async (tag: string, n: number) => {
      const script = path.join(dir, `script-${tag}.sql`);
      writeFileSync(script, pgbenchScript(setup, tag));
      const prefix = path.join(dir, tag);
      const args = [
        '-n',
        '-h',
        host,
        '-p',
        u.port || '5432',
        '-U',
        decodeURIComponent(u.username || 'postgres'),
        '-c',
        String(setup.clients),
        '-j',
        '2',
        '-t',
        String(n),
        '-f',
        script,
        '-l',
        `--log-prefix=${prefix}`,
        u.pathname.slice(1),
      ];
      const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
      const { stdout } = await execFileAsync(pgbench, args, { env });
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
      const latencies: number[] = [];
      for (const file of readdirSync(dir).filter((f) => f.startsWith(`${tag}.`))) {
        for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
          const fields = line.split(' ');
          if (fields.length > 2) latencies.push(Number(fields[2]) / 1000);
        }
      }
      const sorted = latencies.sort((a, b) => a - b);
      return { tps, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), transactions: sorted.length };
    };
    await run('warm', Math.max(10, Math.floor(perClient / 10)));
    return await run('run', perClient);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
