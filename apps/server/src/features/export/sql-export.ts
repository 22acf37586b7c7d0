/**
 * export_all.sql (DECISIONS 33), streamed: a header comment, then per chosen table in load order
 * `CREATE TABLE IF NOT EXISTS` and multi-row INSERTs with ON CONFLICT DO NOTHING, all in one
 * transaction, and a closing comment with the rows of each table. The server holds one batch of
 * rows at a time and reads the next only when the client has taken the last (Readable.from pulls).
 *
 * PostgreSQL: one REPEATABLE READ READ ONLY transaction on a connection of its own (one snapshot for
 * every table), each table read through a cursor. PGlite (one connection for every request): id-ordered
 * batches, each its own query, so other requests run between them.
 */
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { type ExportTable, exportFilterLabel } from '@portal/domain';
import type pg from 'pg';
import type { Database } from '../../db/index.ts';
import { createTableSql, insertHead, selectSql, specsFor, type TableSpec } from './tables.ts';

/** Rows per fetch and per INSERT statement: a cursor's fetch on PostgreSQL, a batch query on PGlite. */
export const CURSOR_FETCH_ROWS = 5000;
export const PGLITE_BATCH_ROWS = 1000;

export type PeriodBounds = { start: string; end: string } | null;

export type SqlExportRequest = {
  tables: readonly ExportTable[];
  filterType: string;
  filterValue: string | undefined;
  /** Instants ('YYYY-MM-DD 00:00:00 Asia/Manila') of the period, null for all. */
  bounds: PeriodBounds;
  timeZone: string;
  exportedAt: Date;
};

/** Rows written per table ('user' included), filled in while the file streams. */
export type ExportTally = { rows: Record<string, number>; completed: boolean };

type Rows = { k?: string; v: string }[];

/** Reads a table's tuples in batches. */
type TableReader = {
  batches(spec: TableSpec, bounds: PeriodBounds): AsyncGenerator<Rows>;
  close(ok: boolean): Promise<void>;
};

export function boundsOf(period: { start: string; end: string } | null, timeZone: string): PeriodBounds {
  return period
    ? { start: `${period.start} 00:00:00 ${timeZone}`, end: `${period.end} 00:00:00 ${timeZone}` }
    : null;
}

const boundParams = (bounds: PeriodBounds) => [bounds?.start ?? null, bounds?.end ?? null];

/** A connection of its own in one REPEATABLE READ READ ONLY transaction; a cursor per table. */
async function postgresReader(pool: pg.Pool): Promise<TableReader> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query("set local datestyle = 'ISO, MDY'");
    await client.query("set local timezone = 'UTC'");
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let cursor = 0;
  return {
    async *batches(spec, bounds) {
      cursor += 1;
      const name = `export_${cursor}`;
      // A cursor's query cannot take parameters through DECLARE in the extended protocol's
      // one-shot form, so the bounds are passed as literals made by the server (not user text).
      await client.query(
        `declare ${name} no scroll cursor for ${selectSql(spec, {
          afterKey: false,
          ordered: false,
        }).replaceAll(/\$([12])\b/g, (_, n: string) => literal(boundParams(bounds)[Number(n) - 1] ?? null))}`,
      );
      try {
        for (;;) {
          const result = await client.query<{ v: string }>(`fetch forward ${CURSOR_FETCH_ROWS} from ${name}`);
          if (result.rows.length === 0) break;
          yield result.rows;
          if (result.rows.length < CURSOR_FETCH_ROWS) break;
        }
      } finally {
        await client.query(`close ${name}`).catch(() => undefined);
      }
    },
    async close(ok) {
      try {
        await client.query(ok ? 'commit' : 'rollback');
        client.release();
      } catch (error) {
        client.release(error as Error);
      }
    },
  };
}

/** A literal for the period's bounds (server-made 'YYYY-MM-DD 00:00:00 Zone' text, or null). */
function literal(value: string | null): string {
  return value === null ? 'null' : `'${value.replaceAll("'", "''")}'`;
}

/** Key-ordered batches, each one query: other requests use the one PGlite connection between them. */
function pgliteReader(client: PGlite): TableReader {
  return {
    async *batches(spec, bounds) {
      const first = selectSql(spec, { afterKey: false, limit: PGLITE_BATCH_ROWS });
      const next = selectSql(spec, { afterKey: true, limit: PGLITE_BATCH_ROWS });
      let last: string | null = null;
      for (;;) {
        const params: unknown[] = boundParams(bounds);
        const result: { rows: Rows } =
          last === null
            ? await client.query<{ k: string; v: string }>(first, params)
            : await client.query<{ k: string; v: string }>(next, [...params, last]);
        if (result.rows.length === 0) break;
        yield result.rows;
        if (result.rows.length < PGLITE_BATCH_ROWS) break;
        last = result.rows[result.rows.length - 1]!.k!;
      }
    },
    async close() {},
  };
}

async function openReader(database: Database): Promise<TableReader> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'postgres' ? postgresReader(client as pg.Pool) : pgliteReader(client as PGlite);
}

function header(request: SqlExportRequest, specs: TableSpec[]): string {
  return [
    '-- export_all.sql: Calapan City health-assistance membership portal, Export Database',
    `-- Exported at: ${request.exportedAt.toISOString()}`,
    `-- Filter: ${exportFilterLabel(request.filterType as never, request.filterValue)} (rows created in the period, ${request.timeZone} calendar)`,
    `-- Tables: ${request.tables.join(', ')}`,
    specs.some((s) => s.name === 'user')
      ? '-- With the admins: their sign-in names ("user": id, name, e-mail, username; no passwords).'
      : '',
    '-- No password hashes, sessions, verification or reset tokens are in this file.',
    '-- Load into PostgreSQL 15 or later: psql -v ON_ERROR_STOP=1 -f export_all.sql',
    '-- Rows already present (same key) are kept: every INSERT ends with ON CONFLICT DO NOTHING.',
    "-- Loaded into the portal's own schema (README: Restoring an export), the CREATE TABLEs do nothing",
    '-- and the claims_history rows are skipped: there it is a view over claimed_services.',
    '',
    "SET client_encoding = 'UTF8';",
    'SET standard_conforming_strings = on;',
    "SET datestyle = 'ISO, MDY';",
    'BEGIN;',
    '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')
    .concat('\n');
}

/** Rows per piece handed to the socket: small strings the young generation collects cheaply. */
const ROWS_PER_PIECE = 100;

/**
 * One multi-row INSERT, in pieces of ROWS_PER_PIECE rows (a piece of a few dozen KB instead of one
 * string of megabytes keeps the server's memory flat). claims_history is a view in the portal's own
 * schema (DECISIONS 24: its rows are claimed_services rows), so restoring into the portal skips
 * them; anywhere else the table the file created takes them. A DO block decides, its dollar-quote
 * tag chosen so the rows never hold it.
 */
function* insertStatement(spec: TableSpec, rows: Rows): Generator<string> {
  let tag = '';
  if (spec.name === 'claims_history') {
    tag = '$rows$';
    for (let n = 1; rows.some((r) => r.v.includes(tag)); n += 1) tag = `$rows${n}$`;
    yield `DO ${tag} BEGIN IF (SELECT relkind FROM pg_class WHERE oid = to_regclass('claims_history')) = 'r' THEN\n`;
  }
  yield insertHead(spec);
  for (let i = 0; i < rows.length; i += ROWS_PER_PIECE) {
    let piece = i === 0 ? '' : ',\n';
    const end = Math.min(rows.length, i + ROWS_PER_PIECE);
    for (let j = i; j < end; j += 1) piece += j === i ? rows[j]!.v : `,\n${rows[j]!.v}`;
    yield piece;
  }
  yield '\nON CONFLICT DO NOTHING;\n';
  if (tag) yield `END IF; END ${tag};\n`;
}

/** The closing comment: one '--   table: rows' line per table (Verify reads these). */
export function closingComment(rows: Record<string, number>): string {
  const lines = Object.entries(rows).map(([table, n]) => `--   ${table}: ${n}`);
  return `\nCOMMIT;\n\n-- Rows per table:\n${lines.join('\n')}\n-- End of export_all.sql\n`;
}

/**
 * The file as a stream. `onDone` runs once (the activity-log entry): when every row has been read,
 * just before the closing comment goes out, or when the download is cut off or fails.
 */
export function sqlExportStream(
  database: Database,
  request: SqlExportRequest,
  onDone: (tally: ExportTally) => Promise<void>,
): Readable {
  const specs = specsFor(request.tables);
  const tally: ExportTally = { rows: Object.fromEntries(specs.map((s) => [s.name, 0])), completed: false };
  let reported = false;
  const report = async () => {
    if (reported) return;
    reported = true;
    await onDone(tally).catch(() => undefined);
  };
  async function* file() {
    const reader = await openReader(database);
    let ok = false;
    try {
      yield header(request, specs);
      for (const spec of specs) {
        yield `-- Table: ${spec.name}\n${createTableSql(spec)}`;
        for await (const rows of reader.batches(spec, request.bounds)) {
          tally.rows[spec.name] = (tally.rows[spec.name] ?? 0) + rows.length;
          yield* insertStatement(spec, rows);
        }
        yield '\n';
      }
      ok = true;
      await reader.close(true);
      // Every row is read: the entry is written before the last bytes go out, so it is there when
      // the download ends. A download cut off earlier is recorded as such (finally).
      tally.completed = true;
      await report();
      yield closingComment(tally.rows);
    } finally {
      if (!ok) await reader.close(false);
      await report();
    }
  }
  return Readable.from(file(), { highWaterMark: 1 });
}
