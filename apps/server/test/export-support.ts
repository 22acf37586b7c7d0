/** Helpers of the Export Database tests: rows in chosen periods, loading a file, reading tables back. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { idNumberKey, place } from '@portal/domain';
import pg from 'pg';
import type { Database } from '../src/db/index.ts';
import { quoteIdent, type TableSpec, tupleSql } from '../src/features/export/tables.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { testServerUrl } from './support.ts';

/** Text that must survive the round trip: quotes, backslashes, newlines, ñ, emoji. */
export const AWKWARD = `O'Brien "Jr" \\ C:\\path\\ line\nbreak ñ Ñ 😀 🇵🇭 ''`;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Plain SQL on the database's pool. */
export function queryOf(database: Database): Query {
  return (text, params = []) => database.pool.query(text, params);
}

let counter = 0;

/** The keys of the rows one call of `insertRowsAt` wrote, per table. */
export type PeriodRows = Record<
  'members' | 'members_beneficiary' | 'claimed_services' | 'renewals' | 'notifications',
  string
>;

/**
 * A member created at `instant` with a beneficiary, a claim of an ended membership year (so it is
 * in claims_history too), a renewal and a notification, all created at the same instant.
 */
export async function insertRowsAt(database: Database, instant: string, name = 'Juan'): Promise<PeriodRows> {
  counter += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  const q = queryOf(database);
  const member = await q(
    `insert into members (id_number, id_number_key, reference_number, first_name, last_name, middle_name,
       barangay, complete_address, dob, registration_date, expiry_date, created_at, updated_at)
     values ($1, $2, $3, $4, 'Dela Cruz', $5, $6, $7, '1970-01-01', '2020-01-15', '2023-01-15', $8, $8)
     returning id`,
    [
      `EXP-${tag}`,
      idNumberKey(`EXP-${tag}`),
      `REF-20200115-101500-${tag}`,
      name,
      `Santos ${tag}`,
      place.barangays[0],
      `${name}\n${place.barangays[0]}, ${place.city}`,
      instant,
    ],
  );
  const memberId = member.rows[0]!.id as string;
  const beneficiary = await q(
    `insert into members_beneficiary (member_id, first_name, last_name, middle_name, gender, dob, age, relationship, status, created_at)
     values ($1, $2, 'Dela Cruz', null, 'female', '2015-03-10', 5, 'Child', 'eligible', $3) returning id`,
    [memberId, name, instant],
  );
  const claim = await q(
    `insert into claimed_services (member_id, service_type, category, institution, amount_centavos, service_date,
       beneficiary_use, beneficiary_name, membership_year, membership_year_index, created_at)
     values ($1, 'MRI', 'outpatient', $2, 123456, '2020-06-01', false, null, 2020, 0, $3) returning id`,
    [memberId, `${name} Hospital`, instant],
  );
  const renewal = await q(
    `insert into renewals (member_id, previous_expiry, new_expiry, renewed_at, note)
     values ($1, '2023-01-15', '2026-01-15', $2, $3) returning id`,
    [memberId, instant, `note: ${name}`],
  );
  const notification = await q(
    `insert into notifications (title, message, type, member_id, created_at) values ($1, $2, 'new', $3, $4) returning id`,
    [`New member ${name}`, `${name} registered`, memberId, instant],
  );
  return {
    members: memberId,
    members_beneficiary: beneficiary.rows[0]!.id as string,
    claimed_services: claim.rows[0]!.id as string,
    renewals: renewal.rows[0]!.id as string,
    notifications: notification.rows[0]!.id as string,
  };
}

/** A fresh, empty database the file is loaded into. */
export type Target = {
  /** Loads a file; throws with the server's (or psql's) message when it fails. */
  load(sql: string): Promise<void>;
  query: Query;
  close(): Promise<void>;
};

/**
 * A new empty database: with TEST_DATABASE_URL on that server, loaded with `psql -v ON_ERROR_STOP=1
 * -f` as the README says (CI has the client); else on the run's embedded server, loaded through
 * node-postgres (one simple-protocol message: it stops at the first error as psql does, and this
 * machine may have no psql).
 */
export async function openTarget(): Promise<Target> {
  const external = process.env.TEST_DATABASE_URL;
  const scratch = await createScratchDatabase(external ?? testServerUrl(), 'portal_restore');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query("set timezone = 'UTC'");
  return {
    load: async (sql) => {
      if (external) loadWithPsql(scratch.url, sql);
      else await loadWithPg(scratch.url, sql);
    },
    query: (text, params = []) => client.query(text, params),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

/** The file as one multi-statement message on a session of its own (its SETs stay there). */
export async function loadWithPg(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** psql -v ON_ERROR_STOP=1 -f file, as the README says. */
export function loadWithPsql(url: string, sql: string): void {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-export-test-')), 'export_all.sql');
  writeFileSync(file, sql);
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every row of a table as the text of its VALUES tuple, in key order. */
export async function rowsOf(
  query: Query,
  spec: TableSpec,
  source = quoteIdent(spec.name),
): Promise<string[]> {
  await query("set timezone = 'UTC'");
  const { rows } = await query(
    `select ${tupleSql(spec)} as v from ${source} t order by t.${quoteIdent(spec.key)}`,
  );
  return rows.map((r) => r.v as string);
}

/** The keys of a table's INSERT tuples in a file (the first value of each tuple line). */
export function keysInFile(sql: string, table: string): string[] {
  const keys: string[] = [];
  const sections = sql.split(`INSERT INTO ${quoteIdent(table)} (`).slice(1);
  for (const section of sections) {
    const body = section.slice(
      section.indexOf(') VALUES\n') + 9,
      section.indexOf('\nON CONFLICT DO NOTHING;'),
    );
    for (const match of body.matchAll(/^\('([^']+)'/gm)) keys.push(match[1]!);
  }
  return keys;
}
