/**
 * DECISIONS 42: a DATA_DIR made by the earlier version (PGlite in `pglite/`) is carried over to the
 * embedded PostgreSQL server on its first start. The PGlite folder here is made as today's main made it:
 * PGlite on disk, the migrations up to 0014, then rows written with SQL as the app wrote them (the
 * triggers fill the kept figures).
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_SERVICE_LIMITS, idNumberKey } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryOverPglite, migratePglite, migrationsUpTo, openPglite } from '../src/db/carry-over.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createDatabase, openDatabase } from '../src/db/index.ts';

const SERVICES = DEFAULT_SERVICE_LIMITS.map((limit) => limit.serviceType);
const MEMBERS = 30;
/** More than 64: the claim trigger folds the deltas into the rollups once along the way. */
const CLAIMS = 75;

/** Every file under `folder` with its SHA-256. */
function hashFolder(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(folder);
  return out;
}

/** A folder the embedded server's user (`postgres` when the tests run as root) can reach. */
function tempFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

const day = (n: number) => new Date(Date.UTC(2021, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** The rows the earlier version wrote: an admin, members with beneficiaries and claims, and the rest. */
async function writeRows(lite: PGlite): Promise<void> {
  await lite.exec(`
    insert into "user" (id, name, email, email_verified, username, display_username, created_at, updated_at)
      values ('admin-1', 'Ana Admin', 'ana@example.test', true, 'ana', 'Ana', '2021-01-01 08:00+08', '2021-01-01 08:00+08');
    insert into account (id, account_id, provider_id, user_id, password)
      values ('acc-1', 'admin-1', 'credential', 'admin-1', 'scrypt$abc$def');
    insert into session (id, expires_at, token, ip_address, user_agent, user_id)
      values ('sess-1', '2031-01-01 00:00Z', 'token-1', '127.0.0.1', 'test', 'admin-1');
    insert into verification (id, identifier, value, expires_at) values ('ver-1', 'reset:ana', 'v', '2031-01-01 00:00Z');
    insert into admins (user_id, email, username, first_name, last_name, dob, gender, civil_status, contact_number,
        role, approval_status, approved_at)
      values ('admin-1', 'ana@example.test', 'ana', 'Ana', 'Admin', '1980-02-03', 'female', 'single', '09171234567',
        'superadmin', 'approved', '2021-01-01 09:00+08');
    insert into rate_limits (key, count, reset_at) values ('sign-in:127.0.0.1', 3, '2031-01-01 00:00Z');
    insert into job_runs (name, last_started_at, last_finished_at) values ('expiry-notifications', now(), now());
    insert into pending_files (key, reason) values ('members/abc/photo.jpg', 'upload-unconfirmed');
    insert into member_import_batches (id, file_name, imported, refused, created_by)
      values ('00000000-0000-4000-8000-00000000b001', 'members.xlsx', 2, 1, 'admin-1');
    insert into notification_raise_days (day) values ('2024-05-01');
    insert into notification_read_marks (admin_id, read_up_to) values ('admin-1', '2024-05-01 10:00Z');
    insert into idempotency_keys (admin_id, key, request_hash, status, body, expires_at)
      values ('admin-1', 'k-1', 'h', 201, '{"id": "x", "nested": {"a": [1, 2]}}', '2031-01-01 00:00Z');
  `);
  for (const limit of DEFAULT_SERVICE_LIMITS)
    await lite.query(
      'insert into service_limits (service_type, category, max_centavos) values ($1, $2, $3)',
      [limit.serviceType, limit.category, limit.maxCentavos],
    );
  await lite.query(
    `update service_limits set max_centavos = 750000, updated_by = 'admin-1' where service_type = 'MRI'`,
  );
  await lite.query(
    `insert into service_limit_changes (service_type, old_max_centavos, new_max_centavos, changed_by)
     values ('MRI', 600000, 750000, 'admin-1')`,
  );

  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    // Awkward text (quotes, backslashes, a tab, a newline, ñ, emoji) must arrive as it was.
    const first = i === 0 ? `O'Brien "Jr" \\ tab\there ñ 😀` : `Juan${i}`;
    const idNumber = `ID-${1000 + i}`;
    const registered = day(i * 20);
    const { rows } = await lite.query<{ id: string }>(
      `insert into members (id_number, id_number_key, reference_number, first_name, last_name, middle_name, suffix,
         barangay, complete_address, gender, dob, registration_date, expiry_date, created_by, import_batch_id)
       values ($1, $2, $3, $4, 'Dela Cruz', 'Santos', $5, $6, $7, 'male', '1960-05-06', $8,
         ($8::date + interval '3 years')::date, 'admin-1', $9)
       returning id`,
      [
        idNumber,
        idNumberKey(idNumber),
        `REF-${registered}-${i}`,
        first,
        i % 7 === 0 ? 'Jr.' : null,
        i % 3 === 0 ? 'Poblacion' : 'San Isidro',
        `Purok ${i}\nSan Isidro`,
        registered,
        i < 2 ? '00000000-0000-4000-8000-00000000b001' : null,
      ],
    );
    members.push(rows[0]!.id);
  }
  const beneficiaries: string[] = [];
  for (let i = 0; i < MEMBERS; i += 2) {
    const { rows } = await lite.query<{ id: string }>(
      `insert into members_beneficiary (member_id, first_name, last_name, gender, dob, age, relationship, status,
         spouse_order)
       values ($1, $2, 'Dela Cruz', 'female', '2010-01-01', 14, 'Child', 'eligible', null) returning id`,
      [members[i], `Maria${i}`],
    );
    beneficiaries.push(rows[0]!.id);
  }
  for (let c = 0; c < CLAIMS; c++) {
    const member = c % MEMBERS;
    const beneficiary = c % 10 === 0 ? beneficiaries[member / 2] : undefined;
    await lite.query(
      `insert into claimed_services (member_id, service_type, specific_procedure, category, institution,
         amount_centavos, service_date, beneficiary_use, beneficiary_id, beneficiary_name, membership_year,
         membership_year_index, created_by)
       values ($1, $2, null, $3, 'Provincial Hospital', $4, $5, $6, $7, $8, 2022, 0, 'admin-1')`,
      [
        members[member],
        SERVICES[c % SERVICES.length],
        DEFAULT_SERVICE_LIMITS[c % SERVICES.length]!.category,
        // Some members cross ₱10,000 (a claim state move).
        member < 3 ? 600_000 : 10_000 + c * 137,
        day(400 + c * 3),
        beneficiary !== undefined,
        beneficiary ?? null,
        beneficiary ? `Maria${member}` : null,
      ],
    );
  }
  // A claim removed, a member renewed, one archived: the triggers move the kept figures.
  await lite.query(
    `delete from claimed_services where id = (select id from claimed_services order by id limit 1)`,
  );
  await lite.query(
    `insert into renewals (member_id, previous_expiry, new_expiry, renewed_by, note)
     select id, expiry_date, (expiry_date + interval '3 years')::date, 'admin-1', 'renewed' from members where id = $1`,
    [members[4]],
  );
  await lite.query(
    `update members set expiry_date = (expiry_date + interval '3 years')::date where id = $1`,
    [members[4]],
  );
  await lite.query(`update members set archived_at = now(), archived_by = 'admin-1' where id = $1`, [
    members[5],
  ]);
  await lite.query(
    `update members_beneficiary set removed_at = now(), removed_by = 'admin-1' where id = $1`,
    [beneficiaries[3]],
  );
  for (const member of members.slice(0, 4)) {
    await lite.query(
      `insert into notifications (title, message, type, member_id) values ('New member', 'x', 'new', $1)`,
      [member],
    );
  }
  await lite.query(
    `insert into notification_reads (admin_id, notification_id) select 'admin-1', id from notifications limit 2`,
  );
  await lite.query(
    `insert into activity_logs (admin_id, action, details) values ('admin-1', 'member.create', $1), (null, 'sign-in', '{}')`,
    [JSON.stringify({ member: members[0], note: 'quote " and \\ backslash' })],
  );
}

/** A PGlite folder as today's main left it. */
async function makePgliteFolder(folder: string): Promise<void> {
  const migrations = migrationsUpTo();
  const lite = await openPglite(folder);
  try {
    await migratePglite(lite, migrations.folder);
    await writeRows(lite);
  } finally {
    await lite.close();
    migrations.remove();
  }
}

const TABLES = `select tablename from pg_tables where schemaname = 'public' order by tablename`;

/** Every table's rows as text (sorted here: the two sides' collations may order text differently). */
async function contents(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query(`set timezone = 'UTC'`);
  await query(`set datestyle = 'ISO, MDY'`);
  const out: Record<string, string[]> = {};
  for (const { tablename } of (await query(TABLES)).rows as { tablename: string }[]) {
    const { rows } = await query(`select t::text as r from public."${tablename}" t`);
    out[tablename] = rows.map((row) => row.r as string).sort();
  }
  return out;
}

const roots: string[] = [];
let template: string;
/** The template's contents and sequence state, read before any test ran. */
let expected: Record<string, string[]>;
let expectedSequence: { last_value: string; is_called: boolean };

beforeAll(async () => {
  const root = tempFolder('portal-carry-over-');
  roots.push(root);
  template = path.join(root, 'template-pglite');
  await makePgliteFolder(template);
  const lite = await openPglite(template);
  try {
    expected = await contents((sql) => lite.query(sql));
    const { rows } = await lite.query<{ last_value: string; is_called: boolean }>(
      'select last_value::text, is_called from claim_rollups_changes',
    );
    expectedSequence = rows[0]!;
  } finally {
    await lite.close();
  }
});

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A new DATA_DIR holding a copy of the template as `pglite/`. */
function dataDirWithPglite(): { dataDir: string; pglite: string } {
  const dataDir = tempFolder('portal-carry-data-');
  roots.push(dataDir);
  const pglite = path.join(dataDir, 'pglite');
  cpSync(template, pglite, { recursive: true });
  return { dataDir, pglite };
}

describe('carryOverPglite', () => {
  let server: EmbeddedServer | null = null;

  afterAll(async () => {
    await server?.stop();
  });

  it('copies every table, row for row, and the sequences; the PGlite folder stays as it was', async () => {
    const { dataDir, pglite } = dataDirWithPglite();
    const before = hashFolder(pglite);
    server = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' } });
    const lines: string[] = [];
    const started = Date.now();
    const result = await carryOverPglite({
      pgliteFolder: pglite,
      connection: server.connection(),
      log: (line) => lines.push(line),
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`carry-over: ${seconds.toFixed(2)} s\n${lines.join('\n')}`);

    expect(hashFolder(pglite)).toEqual(before);
    expect(result.tables.map((t) => t.table)).toEqual(Object.keys(expected));
    for (const { table, rows } of result.tables) {
      expect(rows, table).toBe(expected[table]!.length);
      expect(lines).toContain(`  ${table}: ${rows} ${rows === 1 ? 'row' : 'rows'}`);
    }
    expect(result.tables.find((t) => t.table === 'members')?.rows).toBe(MEMBERS);
    expect(result.tables.find((t) => t.table === 'claimed_services')?.rows).toBe(CLAIMS - 1);
    // The kept figures came over as they were: non-empty, folded rollups and pending deltas alike.
    for (const table of ['member_claim_totals', 'members_list_counts', 'report_counts', 'claim_month_counts'])
      expect(expected[table]!.length, table).toBeGreaterThan(0);
    expect(expected.claim_rollup_deltas!.length).toBeGreaterThan(0);

    const client = new pg.Client(server.connection());
    await client.connect();
    try {
      expect(await contents((sql) => client.query(sql))).toEqual(expected);
      const seq = await client.query('select last_value::text, is_called from claim_rollups_changes');
      expect(seq.rows[0]).toEqual(expectedSequence);
      const next = await client.query(`select nextval('claim_rollups_changes')::text as n`);
      expect(next.rows[0].n).toBe(String(Number(expectedSequence.last_value) + 1));
      // The same migration records as a database migrated with the full folder up to 0014.
      const records = await client.query(
        'select created_at::text from drizzle.__drizzle_migrations order by id',
      );
      const journal = JSON.parse(
        readFileSync(path.join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
      );
      const upTo0014 = journal.entries.slice(
        0,
        journal.entries.findIndex((e: { tag: string }) => e.tag === '0014_claim_trigger_statements') + 1,
      );
      expect(records.rows.map((r) => Number(r.created_at))).toEqual(
        upTo0014.map((e: { when: number }) => e.when),
      );
    } finally {
      await client.end();
    }

    // The portal then opens it: the later migrations, the seed, and the claim triggers still work.
    const database = await openDatabase(server.connection());
    try {
      const member = await database.pool.query(
        `select member_id, claims_count, total_claimed_centavos::text from member_claim_totals
         where not archived order by reference_number limit 1`,
      );
      const { member_id, claims_count, total_claimed_centavos } = member.rows[0];
      const deltas = Number(
        (await database.pool.query('select count(*) from claim_rollup_deltas')).rows[0].count,
      );
      await database.pool.query(
        `insert into claimed_services (member_id, service_type, category, institution, amount_centavos, service_date,
           membership_year, membership_year_index) values ($1, 'MRI', 'outpatient', 'After', 5000, '2024-06-01', 2024, 0)`,
        [member_id],
      );
      const after = await database.pool.query(
        'select claims_count, total_claimed_centavos::text from member_claim_totals where member_id = $1',
        [member_id],
      );
      expect(after.rows[0].claims_count).toBe(claims_count + 1);
      expect(after.rows[0].total_claimed_centavos).toBe(String(Number(total_claimed_centavos) + 5000));
      const deltasAfter = Number(
        (await database.pool.query('select count(*) from claim_rollup_deltas')).rows[0].count,
      );
      expect(deltasAfter).toBe(deltas + 1);
      const services = await database.pool.query('select count(*)::int as n from service_limits');
      expect(services.rows[0].n).toBe(DEFAULT_SERVICE_LIMITS.length);
      const edited = await database.pool.query(
        `select max_centavos from service_limits where service_type = 'MRI'`,
      );
      expect(edited.rows[0].max_centavos).toBe(750000);
    } finally {
      await database.close();
    }
  });
});

describe('createDatabase on a DATA_DIR of the earlier version', () => {
  it('carries the pglite folder over, keeps it as pglite.migrated-<date>, and opens the new server', async () => {
    const { dataDir, pglite } = dataDirWithPglite();
    const before = hashFolder(pglite);
    const lines: string[] = [];
    const database = await createDatabase(
      { dataDir, databaseUrl: null },
      { log: (line) => lines.push(line) },
    );
    try {
      const kept = path.join(dataDir, `pglite.migrated-${new Date().toISOString().slice(0, 10)}`);
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(kept)).toBe(true);
      expect(existsSync(pglite)).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres.carrying-over'))).toBe(false);
      expect(hashFolder(kept)).toEqual(before);
      expect(lines).toContain(`  members: ${MEMBERS} rows`);
      expect(database.kind).toBe('embedded');
      const members = await database.pool.query('select first_name from members order by first_name');
      expect(members.rows).toHaveLength(MEMBERS);
      expect(members.rows.map((r) => r.first_name)).toContain(`O'Brien "Jr" \\ tab\there ñ 😀`);
      const totals = await database.pool.query('select t::text as r from member_claim_totals t');
      expect(totals.rows.map((r) => r.r).sort()).toEqual(expected.member_claim_totals);
    } finally {
      await database.close();
    }
  });
});

describe('a carry-over that fails', () => {
  /** createDatabase refuses with the carry-over's message; pglite/ unchanged, no postgres/ left. */
  async function expectRefused(dataDir: string, pglite: string, reason: RegExp): Promise<void> {
    const before = hashFolder(pglite);
    const error = await createDatabase({ dataDir, databaseUrl: null }, { log: () => undefined }).then(
      async (database) => {
        await database.close();
        throw new Error('createDatabase did not fail');
      },
      (e: Error) => e,
    );
    console.log(error.message);
    expect(error.message).toMatch(
      new RegExp(
        `^Could not carry the PGlite database in ${pglite.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')} over to PostgreSQL: `,
      ),
    );
    expect(error.message).toMatch(reason);
    expect(error.message).toMatch(
      /Nothing was changed: the folder is as it was\. Start the previous version of the portal to keep working, or report this message\.$/,
    );
    expect(hashFolder(pglite)).toEqual(before);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres.carrying-over'))).toBe(false);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.migrated'))).toEqual([]);
  }

  it('refuses a PGlite database whose tables are not the expected ones, naming the difference', async () => {
    const { dataDir, pglite } = dataDirWithPglite();
    const lite = await openPglite(pglite);
    await lite.exec('create table stray (id int primary key); insert into stray values (1);');
    await lite.close();
    await expectRefused(dataDir, pglite, /only in the PGlite database: stray/);
  });

  it('refuses a table it cannot read (a damaged page), leaving nothing behind', async () => {
    const { dataDir, pglite } = dataDirWithPglite();
    const lite = await openPglite(pglite);
    const file = (await lite.query<{ f: string }>(`select pg_relation_filepath('renewals') as f`)).rows[0]!.f;
    await lite.close();
    // The first page of renewals overwritten with garbage.
    const fd = openSync(path.join(pglite, file), 'r+');
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 0);
    closeSync(fd);
    await expectRefused(dataDir, pglite, /copying table renewals failed: invalid page in block 0/);
  });

  it('refuses a pglite folder that holds no PGlite database', async () => {
    const dataDir = tempFolder('portal-carry-empty-');
    roots.push(dataDir);
    const pglite = path.join(dataDir, 'pglite');
    mkdirSync(pglite);
    writeFileSync(path.join(pglite, 'notes.txt'), 'not a database\n');
    await expectRefused(dataDir, pglite, /holds no PGlite database/);
  });
});
