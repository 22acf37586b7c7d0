/**
 * export_all.sql (DECISIONS 33), streamed: a header comment, then per chosen table in load order
 * `CREATE TABLE IF NOT EXISTS` and multi-row INSERTs with ON CONFLICT DO NOTHING, all in one
 * transaction, and a closing comment with the rows of each table.
 *
 * The database writes every VALUES tuple itself (quote_nullable: exactly what it reads back), so
 * Node never builds an object per row, and the next rows are read only when the client has taken
 * the last (Readable.from pulls as the socket drains).
 * One REPEATABLE READ READ ONLY transaction on a connection of the pool of its own (one snapshot for
 * every table); each table is one `COPY (SELECT tuple …) TO STDOUT (FORMAT binary)`, a streamed
 * query whose rows arrive as raw bytes (no escaping, no decoding): they are copied into buffers
 * that go to the socket as they are. The COPY stream pauses the connection while the client is
 * behind, so memory stays flat.
 */
import { Readable } from 'node:stream';
import { type ExportTable, exportFilterLabel } from '@portal/domain';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/index.ts';
import { createTableSql, insertHead, rowsSql, specsFor, type TableSpec } from './tables.ts';

/** Rows per INSERT statement, and at most about this many bytes. */
export const STATEMENT_ROWS = 5000;
export const STATEMENT_BYTES = 1 << 20;
/** The buffers the tuples are copied into on their way to the socket. */
const PART_BYTES = 1 << 16;

export type PeriodBounds = { start: string; end: string } | null;

export type SqlExportRequest = {
  tables: readonly ExportTable[];
  filterType: string;
  filterValue: string | undefined;
  /** Instants ('YYYY-MM-DD 00:00:00 Asia/Manila') of the period, null for all. */
  bounds: PeriodBounds;
  timeZone: string;
  exportedAt: Date;
  /**
   * A backup's file (features/backups): these tables (backupSpecs: every kept table of the schema,
   * whole, password hashes and two-step keys included) instead of `tables`. Export Database never
   * sets it.
   */
  backupSpecs?: TableSpec[];
};

/** Rows written per table ('user' included), filled in while the file streams. */
export type ExportTally = { rows: Record<string, number>; completed: boolean };

/** The rows of one INSERT: how many, and their `(…),\n(…)` tuples in pieces, never empty. */
type Batch = { n: number; values: (string | Buffer)[] };

/** Reads a table's rows in batches. */
type TableReader = {
  batches(spec: TableSpec, bounds: PeriodBounds): AsyncGenerator<Batch>;
  close(ok: boolean): Promise<void>;
};

export function boundsOf(period: { start: string; end: string } | null, timeZone: string): PeriodBounds {
  return period
    ? { start: `${period.start} 00:00:00 ${timeZone}`, end: `${period.end} 00:00:00 ${timeZone}` }
    : null;
}

const boundParams = (bounds: PeriodBounds) => [bounds?.start ?? null, bounds?.end ?? null];

/** A literal for the period's bounds (server-made 'YYYY-MM-DD 00:00:00 Zone' text, or null). */
function literal(value: string | null): string {
  return value === null ? 'null' : `'${value.replaceAll("'", "''")}'`;
}

/** COPY's binary header: signature (11 bytes), flags (4), length of the extension that follows (4). */
const COPY_HEADER_BYTES = 19;

/**
 * The rows of a binary COPY of one text column, in batches of at most STATEMENT_ROWS rows and about
 * STATEMENT_BYTES, each row's bytes copied as they came, joined by ',\n'. Binary COPY frames every
 * row as a field count (int16, -1 ends the data) and the field's length (int32) and bytes.
 */
export async function* tuplesOfBinaryCopy(chunks: AsyncIterable<Buffer>): AsyncGenerator<Batch> {
  /** Bytes not parsed yet (the start of a row cut by the chunk's end), and how many are needed. */
  let held: Buffer[] = [];
  let heldBytes = 0;
  let need = COPY_HEADER_BYTES;
  let headerDone = false;
  let ended = false;
  let parts: Buffer[] = [];
  let part = Buffer.allocUnsafe(PART_BYTES);
  let used = 0;
  let rows = 0;
  let bytes = 0;
  const cut = () => {
    if (used === 0) return;
    parts.push(part.subarray(0, used));
    bytes += used;
    part = Buffer.allocUnsafe(PART_BYTES);
    used = 0;
  };
  for await (const piece of chunks) {
    if (ended) continue;
    // A long row cut into many chunks is joined once, when all of it is there.
    held.push(piece);
    heldBytes += piece.length;
    if (heldBytes < need) continue;
    const chunk = held.length === 1 ? piece : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    let i = 0;
    if (!headerDone) {
      need = COPY_HEADER_BYTES + chunk.readInt32BE(15);
      if (chunk.length < need) {
        held = [chunk];
        heldBytes = chunk.length;
        continue;
      }
      i = need;
      headerDone = true;
    }
    for (;;) {
      if (i + 2 > chunk.length) {
        need = 2;
        break;
      }
      const fields = chunk.readInt16BE(i);
      if (fields === -1) {
        ended = true;
        break;
      }
      if (i + 6 > chunk.length) {
        need = 6;
        break;
      }
      const length = chunk.readInt32BE(i + 2);
      if (fields !== 1 || length < 0) throw new Error('export: unexpected row in the binary COPY');
      const end = i + 6 + length;
      if (end > chunk.length) {
        need = 6 + length;
        break;
      }
      if (used + length + 2 > part.length) {
        cut();
        if (length + 2 > part.length) part = Buffer.allocUnsafe(length + 2);
      }
      if (rows > 0) {
        part[used++] = 0x2c; // ','
        part[used++] = 0x0a; // '\n'
      }
      chunk.copy(part, used, i + 6, end);
      used += length;
      rows += 1;
      i = end;
      if (rows >= STATEMENT_ROWS || bytes + used >= STATEMENT_BYTES) {
        cut();
        yield { n: rows, values: parts };
        parts = [];
        rows = 0;
        bytes = 0;
      }
    }
    if (!ended && i < chunk.length) {
      held = [chunk.subarray(i)];
      heldBytes = chunk.length - i;
    }
  }
  if (!ended) throw new Error('export: the binary COPY ended without its trailer');
  cut();
  if (rows > 0) yield { n: rows, values: parts };
}

/** How both headers start the file's session: the settings its literals assume, then one transaction. */
const SESSION_START = [
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  "SET datestyle = 'ISO, MDY';",
  'BEGIN;',
  '',
];

/**
 * A connection of its own in one REPEATABLE READ READ ONLY transaction (one snapshot for every
 * table), timestamps written in UTC; each table one binary COPY of its tuples.
 */
async function openReader(pool: pg.Pool): Promise<TableReader> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query("set local datestyle = 'ISO, MDY'");
    await client.query("set local timezone = 'UTC'");
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  /** A COPY left unfinished (download cut off, error): the connection cannot be reused. */
  let broken = false;
  return {
    async *batches(spec, bounds) {
      // COPY takes no parameters: the bounds are literals made by the server (not user text).
      const [start, end] = boundParams(bounds);
      const query = rowsSql(spec).replaceAll(/\$([12])\b/g, (_, n: string) =>
        literal((n === '1' ? start : end) ?? null),
      );
      const copy = client.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT binary)`));
      broken = true;
      yield* tuplesOfBinaryCopy(copy);
      broken = false;
    },
    async close(ok) {
      if (broken) {
        client.release(new Error('export: COPY left unfinished'));
        return;
      }
      try {
        await client.query(ok ? 'commit' : 'rollback');
        client.release();
      } catch (error) {
        client.release(error as Error);
      }
    },
  };
}

function header(request: SqlExportRequest, specs: TableSpec[]): string {
  if (request.backupSpecs) return backupHeader(request, specs);
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
    ...SESSION_START,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')
    .concat('\n');
}

/** A backup's header: what it holds, and that it is not for downloading. */
function backupHeader(request: SqlExportRequest, specs: TableSpec[]): string {
  return [
    '-- export_all.sql: Calapan City health-assistance membership portal, nightly backup',
    `-- Taken at: ${request.exportedAt.toISOString()}`,
    `-- Tables (every row, parents before children): ${specs.map((s) => s.name).join(', ')}`,
    '-- This file holds password hashes and two-step sign-in keys: keep it where the backups are kept.',
    '-- Restore it with npm run restore (README: Backups and restore), which rebuilds the report figures.',
    '',
    ...SESSION_START,
  ]
    .join('\n')
    .concat('\n');
}

/**
 * One multi-row INSERT of a batch: its head, the batch's tuples as the database wrote them, its end.
 * claims_history is a view in the portal's own schema (DECISIONS 24: its rows are claimed_services
 * rows), so restoring into the portal skips them; anywhere else the table the file created takes
 * them. A DO block decides, its dollar-quote tag chosen so the rows never hold it (a tag holds no
 * ',' or newline, so it could only lie inside one row, and a row is never split between pieces).
 */
function* insertStatement(spec: TableSpec, values: (string | Buffer)[]): Generator<string | Buffer> {
  let tag = '';
  if (spec.name === 'claims_history') {
    tag = '$rows$';
    for (let n = 1; values.some((piece) => piece.includes(tag)); n += 1) tag = `$rows${n}$`;
    yield `DO ${tag} BEGIN IF (SELECT relkind FROM pg_class WHERE oid = to_regclass('claims_history')) = 'r' THEN\n`;
  }
  yield insertHead(spec);
  yield* values;
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
  const specs = request.backupSpecs ?? specsFor(request.tables);
  const tally: ExportTally = { rows: Object.fromEntries(specs.map((s) => [s.name, 0])), completed: false };
  let reported = false;
  const report = async () => {
    if (reported) return;
    reported = true;
    await onDone(tally).catch(() => undefined);
  };
  async function* file() {
    const reader = await openReader(database.pool);
    let ok = false;
    try {
      yield header(request, specs);
      for (const spec of specs) {
        yield `-- Table: ${spec.name}\n${createTableSql(spec)}`;
        for await (const batch of reader.batches(spec, request.bounds)) {
          tally.rows[spec.name] = (tally.rows[spec.name] ?? 0) + batch.n;
          yield* insertStatement(spec, batch.values);
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
