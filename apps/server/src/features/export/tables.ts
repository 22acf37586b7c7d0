/**
 * What each exported table is made of (DECISIONS 32–33): its columns, read from the server's own
 * Drizzle schema so the file always matches the database, its key (the primary key of the created
 * table) and the instant that places a row in a period.
 */
import { EXPORT_TABLES_IN_LOAD_ORDER, type ExportTable } from '@portal/domain';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  admins,
  claimedServices,
  members,
  membersBeneficiary,
  notifications,
  renewals,
  user,
} from '../../db/schema/index.ts';

export type ExportColumn = { name: string; type: string; notNull: boolean };

export type TableSpec = {
  /** The table's name in the file (a backup: any table of the portal's schema). */
  name: string;
  /** What the rows are read from (claims_history: the view). */
  source: string;
  columns: ExportColumn[];
  key: string;
  /** A primary key of several columns (a backup's tables), in the key's order; else `key` alone. */
  keys?: string[];
  /**
   * The row's creation instant, as SQL over the source's alias `t`; the period filter compares it.
   * The sign-in names ('user') follow their admins rows, a backup's tables take every row (`where`).
   */
  createdAt: string;
  where?: string;
};

/** Columns written to the file: every stored column but generated ones (members.search_text). */
function columnsOf(table: PgTable, leave: readonly string[] = []): ExportColumn[] {
  return getTableConfig(table)
    .columns.filter((column) => !column.generated && !leave.includes(column.name))
    .map((column) => ({ name: column.name, type: column.getSQLType(), notNull: column.notNull }));
}

const spec = (
  name: TableSpec['name'],
  table: PgTable,
  key: string,
  createdAt: string,
  extra: Partial<TableSpec> = {},
): TableSpec => ({
  name,
  source: `"${getTableConfig(table).name}"`,
  columns: columnsOf(table),
  key,
  createdAt,
  ...extra,
});

/**
 * The auth user rows of the exported admins, without anything secret (the `user` table holds
 * names, e-mail and username only; passwords live in `account`, sessions and tokens elsewhere).
 * A restore into the portal's own schema needs them: admins.user_id references user.id.
 */
const USER = spec('user', user, 'id', 'a.created_at', {
  where: `exists (select 1 from "admins" a where a.user_id = t.id and ${inPeriod('a.created_at')})`,
});

export const TABLE_SPECS: Record<ExportTable, TableSpec> = {
  admins: spec('admins', admins, 'user_id', 't.created_at'),
  members: spec('members', members, 'id', 't.created_at'),
  members_beneficiary: spec('members_beneficiary', membersBeneficiary, 'id', 't.created_at'),
  claimed_services: spec('claimed_services', claimedServices, 'id', 't.created_at'),
  // DECISIONS 24, 32: the rows of the view (claimed_services' columns) under the view's name.
  claims_history: spec('claims_history', claimedServices, 'id', 't.created_at', {
    source: '"claims_history"',
  }),
  renewals: spec('renewals', renewals, 'id', 't.renewed_at'),
  notifications: spec('notifications', notifications, 'id', 't.created_at'),
};

/** The specs a file holds for the chosen tables, in load order: the admins' sign-in names first. */
export function specsFor(tables: readonly ExportTable[]): TableSpec[] {
  return EXPORT_TABLES_IN_LOAD_ORDER.filter((table) => tables.includes(table)).flatMap((table) =>
    table === 'admins' ? [USER, TABLE_SPECS.admins] : [TABLE_SPECS[table]],
  );
}

/** The period condition over an instant: $1 ≤ instant < $2, or every row when $1 is null. */
function inPeriod(instant: string): string {
  return `($1::timestamptz is null or (${instant} >= $1::timestamptz and ${instant} < $2::timestamptz))`;
}

function conditionsOf(spec: TableSpec): string[] {
  return spec.where !== undefined ? [spec.where] : [inPeriod(spec.createdAt)];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `CREATE TABLE IF NOT EXISTS` with the portal's column names and types and the primary key, so
 * ON CONFLICT DO NOTHING skips rows already there. No foreign keys or defaults: a file of some
 * tables or of one period loads on its own; into the portal's own schema (README: restore) the
 * statement does nothing and the portal's constraints apply.
 */
export function createTableSql(spec: TableSpec): string {
  const lines = spec.columns.map((c) => `  ${quoteIdent(c.name)} ${c.type}${c.notNull ? ' NOT NULL' : ''}`);
  lines.push(`  PRIMARY KEY (${(spec.keys ?? [spec.key]).map(quoteIdent).join(', ')})`);
  return `CREATE TABLE IF NOT EXISTS ${quoteIdent(spec.name)} (\n${lines.join(',\n')}\n);\n`;
}

/** The INSERT's head: table and column list. */
export function insertHead(spec: TableSpec): string {
  return `INSERT INTO ${quoteIdent(spec.name)} (${spec.columns.map((c) => quoteIdent(c.name)).join(', ')}) VALUES\n`;
}

/**
 * SQL giving each row as the text of its VALUES tuple, made by the database itself: quote_nullable
 * writes every value as a literal exactly as PostgreSQL reads it back (timestamps with their
 * offset and microseconds, E'' strings when there are backslashes, NULL as NULL).
 */
export function tupleSql(spec: TableSpec): string {
  const values = spec.columns.map((c) => `quote_nullable(t.${quoteIdent(c.name)})`).join(` || ',' || `);
  return `'(' || ${values} || ')'`;
}

/**
 * The rows of a table in a period ($1 ≤ instant < $2, both null for all) as tuples, one per row, in
 * the order of the plan (one streamed COPY in one snapshot: a sequential scan, much faster than
 * visiting a million rows in the order of a uuid index).
 */
export function rowsSql(spec: TableSpec): string {
  return `select ${tupleSql(spec)} as v from ${spec.source} t where ${conditionsOf(spec).join(' and ')}`;
}

/** How many rows a table has in the period. */
export function countSql(spec: TableSpec): string {
  return `select count(*)::int as n from ${spec.source} t where ${conditionsOf(spec).join(' and ')}`;
}

/**
 * The tables of the portal's schema a backup leaves out, each with why (issue 30 item 5): every other
 * table is in the backup, whole. The derived tables (report rollups and their queues, members' claim
 * totals, the members list's counts) are rebuilt in the restored database: restore runs claim_rollups_rebuild() once the rows are
 * in, so the reports show the source's figures.
 */
export const BACKUP_LEFT_OUT: Readonly<Record<string, string>> = {
  session: 'sign-in sessions: people sign in again on the restored portal',
  verification: 'one-time sign-in, e-mail and reset tokens: short-lived',
  rate_limits: 'sign-in and request throttles: short-lived counters',
  idempotency_keys: 'replayed-request answers kept for a day: short-lived',
  job_runs: 'which server ran which job when: the jobs write it again',
  pending_files: 'uploads in flight: the backup holds only files members name',
  backups:
    'the history of the backups of the server that took them (its own row is still running in the backup)',
  members_list_counts:
    'derived from members: rebuilt on restore (its trigger counts the members as they load)',
  member_claim_totals: 'derived from members and claims: rebuilt on restore (claim_rollups_rebuild)',
  report_counts: 'report rollup: rebuilt on restore (claim_rollups_rebuild)',
  report_counts_delta: 'report rollup queue: rebuilt on restore (claim_rollups_rebuild)',
  report_service_counts: 'report rollup: rebuilt on restore (claim_rollups_rebuild)',
  report_place_service_counts: 'report rollup: rebuilt on restore (claim_rollups_rebuild)',
  report_place_counts: 'report rollup: rebuilt on restore (claim_rollups_rebuild)',
  report_place_expiry_counts: 'report rollup: rebuilt on restore (claim_rollups_rebuild)',
  report_place_counts_delta: 'report rollup queue: rebuilt on restore (claim_rollups_rebuild)',
  claim_month_counts: 'report rollup: rebuilt on restore (claim_rollups_rebuild)',
  claim_rollup_deltas: 'report rollup queue: rebuilt on restore (claim_rollups_rebuild)',
  claim_day_counts:
    'claims report rollup (per day, service, institution, barangay, admin): derived from claims and members, rebuilt on restore (claim_rollups_rebuild)',
  claim_day_service_counts:
    'claims report rollup (per day, service, institution, admin): derived from claims, rebuilt on restore (claim_rollups_rebuild)',
  claim_day_barangay_counts:
    'claims report rollup (per day and barangay): derived from claims and members, rebuilt on restore (claim_rollups_rebuild)',
  claim_member_months:
    'claims report: the members with a claim per month, derived from claims, rebuilt on restore (claim_rollups_rebuild)',
};

type CatalogTable = {
  name: string;
  parents: string[];
  keys: string[];
  columns: { name: string; type: string; not_null: boolean }[];
};

/**
 * A backup's tables, read from the database's own catalogue (so a table a later migration adds is
 * in the next backup without a change here): every table of the portal's schema but BACKUP_LEFT_OUT,
 * with every stored column (not generated ones) and its primary key, parents before children (the
 * foreign keys' order, so a restore into the migrated schema loads them as they come).
 */
export async function backupSpecs(pool: pg.Pool | pg.PoolClient): Promise<TableSpec[]> {
  const { rows } = await pool.query<CatalogTable>(`
    select c.relname as name,
      array(select distinct f.relname::text from pg_constraint k join pg_class f on f.oid = k.confrelid
            where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as parents,
      array(select a.attname::text from pg_constraint k
              cross join unnest(k.conkey) with ordinality as u(attnum, i)
              join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
            where k.conrelid = c.oid and k.contype = 'p' order by u.i) as keys,
      (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                'not_null', a.attnotnull) order by a.attnum)
         from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const kept = rows.filter((table) => !(table.name in BACKUP_LEFT_OUT));
  const names = new Set(kept.map((table) => table.name));
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < kept.length) {
    const ready = kept.filter(
      (table) => !placed.has(table.name) && table.parents.every((p) => placed.has(p) || !names.has(p)),
    );
    if (ready.length === 0) throw new Error('backup: the foreign keys of the kept tables form a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered.map((table) => {
    if (table.keys.length === 0) throw new Error(`backup: table ${table.name} has no primary key`);
    return {
      name: table.name,
      source: quoteIdent(table.name),
      columns: table.columns.map((c) => ({ name: c.name, type: c.type, notNull: c.not_null })),
      key: table.keys[0]!,
      keys: table.keys,
      createdAt: 'null',
      where: 'true',
    };
  });
}
