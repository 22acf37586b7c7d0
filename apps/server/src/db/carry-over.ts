/**
 * DECISIONS 42: a DATA_DIR made by an earlier version holds its data in a PGlite folder (`pglite`);
 * on the first start of this version every table of it is copied into the new PostgreSQL server.
 * db/index.ts runs this between starting the new (empty) cluster and opening the database, removes the
 * cluster when it throws, and renames the old folder once it has returned.
 *
 * - The PGlite folder is never written: PGlite opens a copy of it in the temporary folder (its WAL
 *   recovery, the migrations below, all happen in the copy), removed again at the end.
 * - Both sides are brought to the schema of the last migration PGlite ever ran (PGLITE_LAST_MIGRATION):
 *   a migrations folder cut after it. The target's `drizzle.__drizzle_migrations` then holds the same
 *   records (hash, created_at = the journal's `when`) as a database migrated with the full folder, so
 *   the caller's migrations afterwards apply exactly the later ones.
 * - One target transaction with `session_replication_role = replica` (no trigger, no foreign-key check):
 *   every table of `public` is truncated, then filled with a text COPY of the PGlite table, one table at
 *   a time (memory holds one table's text); the rollups kept by triggers arrive as they were. The
 *   sequences get their state (`last_value`, `is_called`), and every table's row count is compared with
 *   PGlite's before the commit.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migrateDatabase } from './client.ts';

/** The last migration PGlite ever ran; the later ones are written for PostgreSQL only. */
export const PGLITE_LAST_MIGRATION = '0014_claim_trigger_statements';

/** Bytes handed to the target's COPY stream at a time. */
const COPY_SLICE_BYTES = 1 << 20;

export type CarryOverOptions = {
  /** `DATA_DIR/pglite`: read only (a copy of it is opened). */
  pgliteFolder: string;
  /** An empty database on a running PostgreSQL server, as a superuser. */
  connection: pg.ClientConfig;
  log: (line: string) => void;
};

export type CarryOverResult = { tables: { table: string; rows: number }[] };

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
type Journal = { version: string; dialect: string; entries: JournalEntry[] };

export type MigrationsCut = {
  /** A temporary migrations folder: the SQL files and `meta/_journal.json` up to `tag`. */
  folder: string;
  /** The journal's `when` of the last migration kept (drizzle's `created_at` of its record). */
  lastWhen: number;
  remove(): void;
};

/** A temporary migrations folder holding the migrations of `source` up to and including `tag`. */
export function migrationsUpTo(tag = PGLITE_LAST_MIGRATION, source = MIGRATIONS_DIR): MigrationsCut {
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`the migrations in ${source} have no migration ${tag}`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-pglite-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    for (const entry of entries)
      cpSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      `${JSON.stringify({ ...journal, entries }, null, 2)}\n`,
    );
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    folder,
    lastWhen: entries[entries.length - 1]!.when,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Opens PGlite (loaded only here: the carry-over is its last use) on `dataDir`, with pg_trgm. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

/** Applies the migrations of `folder` to a PGlite database. */
export async function migratePglite(pglite: PGlite, folder: string): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migrate(drizzle({ client: pglite }), { migrationsFolder: folder });
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (name: string) => `${ident('public')}.${ident(name)}`;

/** The session settings that make both sides write and read COPY text the same way. */
const TEXT_SETTINGS: [string, string][] = [
  ['DateStyle', 'ISO, MDY'],
  ['IntervalStyle', 'postgres'],
  ['TimeZone', 'UTC'],
  ['extra_float_digits', '3'],
  ['bytea_output', 'hex'],
];

const TABLES_SQL = `select tablename as name from pg_tables where schemaname = 'public' order by tablename`;
/** The columns COPY reads and writes (generated ones are computed again by the target). */
const COLUMNS_SQL = `select c.relname as table, a.attname as column
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and a.attgenerated = ''
  order by c.relname, a.attnum`;
const SEQUENCES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'S' order by c.relname`;

function columnsByTable(rows: { table: string; column: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { table, column } of rows) {
    const list = map.get(table) ?? [];
    list.push(column);
    map.set(table, list);
  }
  return map;
}

/** 'only in PGlite: a, b; only in PostgreSQL: c', or null when both lists hold the same names. */
function difference(source: string[], target: string[]): string | null {
  const onlySource = source.filter((name) => !target.includes(name));
  const onlyTarget = target.filter((name) => !source.includes(name));
  const parts = [
    onlySource.length ? `only in the PGlite database: ${onlySource.join(', ')}` : '',
    onlyTarget.length ? `only in the new PostgreSQL database: ${onlyTarget.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

function* slices(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += COPY_SLICE_BYTES) yield bytes.subarray(at, at + COPY_SLICE_BYTES);
}

/** Copies every table and sequence of `public` from `pglite` into the target, in one transaction. */
async function copyEverything(
  pglite: PGlite,
  target: pg.PoolClient,
  log: (line: string) => void,
): Promise<CarryOverResult> {
  for (const [name, value] of TEXT_SETTINGS)
    await pglite.query('select set_config($1, $2, false)', [name, value]);

  const sourceTables = (await pglite.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
  const targetTables = (await target.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
  const tablesDiffer = difference(sourceTables, targetTables);
  if (tablesDiffer) throw new Error(`the two databases do not have the same tables (${tablesDiffer})`);

  const sourceColumns = columnsByTable(
    (await pglite.query<{ table: string; column: string }>(COLUMNS_SQL)).rows,
  );
  const targetColumns = columnsByTable(
    (await target.query<{ table: string; column: string }>(COLUMNS_SQL)).rows,
  );
  for (const table of sourceTables) {
    const columnsDiffer = difference(sourceColumns.get(table) ?? [], targetColumns.get(table) ?? []);
    if (columnsDiffer) throw new Error(`table ${table} does not have the same columns (${columnsDiffer})`);
  }

  const sourceSequences = (await pglite.query<{ name: string }>(SEQUENCES_SQL)).rows.map((row) => row.name);
  const targetSequences = (await target.query<{ name: string }>(SEQUENCES_SQL)).rows.map((row) => row.name);
  const sequencesDiffer = difference(sourceSequences, targetSequences);
  if (sequencesDiffer)
    throw new Error(`the two databases do not have the same sequences (${sequencesDiffer})`);

  await target.query('begin');
  try {
    for (const [name, value] of TEXT_SETTINGS)
      await target.query('select set_config($1, $2, true)', [name, value]);
    // No trigger fires, no foreign key is checked: the rows (the rollups included) arrive as they were.
    await target.query('set local session_replication_role = replica');
    // The migrations' own rows, if any, make way for the copied ones.
    if (sourceTables.length) await target.query(`truncate table ${sourceTables.map(qualified).join(', ')}`);

    for (const table of sourceTables) {
      const columns = (sourceColumns.get(table) ?? []).map(ident).join(', ');
      try {
        const copied = await pglite.query(`copy ${qualified(table)} (${columns}) to '/dev/blob'`);
        // An empty table gives no blob.
        if (!copied.blob || copied.blob.size === 0) continue;
        const text = Buffer.from(await copied.blob.arrayBuffer());
        await pipeline(
          Readable.from(slices(text)),
          target.query(copyFrom(`copy ${qualified(table)} (${columns}) from stdin`)),
        );
      } catch (error) {
        throw new Error(`copying table ${table} failed: ${(error as Error).message}`, { cause: error });
      }
    }

    for (const sequence of sourceSequences) {
      const state = await pglite.query<{ last_value: number | bigint | string; is_called: boolean }>(
        `select last_value, is_called from ${qualified(sequence)}`,
      );
      const { last_value, is_called } = state.rows[0]!;
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence),
        String(last_value),
        is_called,
      ]);
    }

    const tables: { table: string; rows: number }[] = [];
    const differing: string[] = [];
    for (const table of sourceTables) {
      const count = `select count(*)::text as n from ${qualified(table)}`;
      const before = Number((await pglite.query<{ n: string }>(count)).rows[0]!.n);
      const after = Number((await target.query<{ n: string }>(count)).rows[0]!.n);
      if (before === after) log(`  ${table}: ${after} ${after === 1 ? 'row' : 'rows'}`);
      else {
        log(`  ${table}: ${before} rows in PGlite, ${after} in PostgreSQL`);
        differing.push(`${table} (PGlite ${before}, PostgreSQL ${after})`);
      }
      tables.push({ table, rows: after });
    }
    if (sourceSequences.length) log(`  sequences: ${sourceSequences.join(', ')}`);
    if (differing.length) throw new Error(`the row counts differ in ${differing.join(', ')}`);
    await target.query('commit');
    return { tables };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Copies the PGlite database in `pgliteFolder` (left as it is) into the empty database reached by
 * `connection`. Throws an Error saying what to do when anything fails or any table's row count differs.
 */
export async function carryOverPglite(options: CarryOverOptions): Promise<CarryOverResult> {
  const { pgliteFolder, connection, log } = options;
  const started = Date.now();
  log(`Carrying the PGlite database in ${pgliteFolder} over to PostgreSQL`);
  let copyFolder: string | null = null;
  let migrations: MigrationsCut | null = null;
  let pglite: PGlite | null = null;
  let pool: pg.Pool | null = null;
  try {
    if (!existsSync(path.join(pgliteFolder, 'PG_VERSION')))
      throw new Error(`${pgliteFolder} holds no PGlite database (it has no PG_VERSION file)`);
    copyFolder = mkdtempSync(path.join(tmpdir(), 'portal-pglite-copy-'));
    cpSync(pgliteFolder, copyFolder, { recursive: true });
    migrations = migrationsUpTo();

    pglite = await openPglite(copyFolder);
    await migratePglite(pglite, migrations.folder);
    const newest = await pglite.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const last = Number(newest.rows[0]?.last ?? 0);
    if (last > migrations.lastWhen)
      throw new Error(
        `the PGlite database has migrations newer than ${PGLITE_LAST_MIGRATION}, which this version cannot read`,
      );

    pool = new pg.Pool({ ...connection, max: 1 });
    pool.on('error', () => undefined);
    await migrateDatabase(pool, migrations.folder);
    const client = await pool.connect();
    let result: CarryOverResult;
    try {
      result = await copyEverything(pglite, client, log);
    } finally {
      client.release();
    }
    // Fresh planner statistics for the tables just filled.
    await pool.query('analyze');
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `Carried ${rows} rows in ${result.tables.length} tables over to PostgreSQL (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return result;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).trim().replace(/\.$/, '');
    throw new Error(
      `Could not carry the PGlite database in ${pgliteFolder} over to PostgreSQL: ${reason}. ` +
        'Nothing was changed: the folder is as it was. ' +
        'Start the previous version of the portal to keep working, or report this message.',
      { cause: error },
    );
  } finally {
    await pglite?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    migrations?.remove();
    if (copyFolder) rmSync(copyFolder, { recursive: true, force: true });
  }
}
