/**
 * `npm run restore -- FILE` (DECISIONS 49; scripts/restore.ts): a backup back into an empty database
 * and the file store. The database has the portal's schema (opening it applies the migrations) and
 * no member, admin or claim yet, else nothing is done. Then:
 *   1. manifest.json, when beside the files: export_all.sql's and the zip's SHA-256 must match it;
 *   2. export_all.sql is loaded statement by statement on one connection, in the file's own
 *      transaction (only the statements an export writes: Verify's check), so a failure leaves
 *      nothing half-loaded; in the portal's schema the claims_history rows are skipped (a view).
 *      Each table's rows replace what the migrations and the first start put there (the service
 *      limits, the sign-in policy…): the table is emptied in that transaction before its rows load,
 *      parents first as the file comes. Then claim_rollups_rebuild() recomputes the report figures
 *      (the rollup tables a backup leaves out; their triggers filled the rest while the rows loaded);
 *   3. every file of storage-files.zip is put back under its key, each checked against the
 *      zip's manifest.csv (SHA-256);
 *   4. the rows of every table are counted and compared with the file's closing comment.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import pg from 'pg';
import type { Database } from '../../db/index.ts';
import type { Storage } from '../../storage/index.ts';
import { quoteIdent } from '../export/tables.ts';
import { closingCounts, exportStatement, StatementSplitter } from '../export/verify.ts';
import { MANIFEST_FILE, SQL_FILE, ZIP_FILE } from './destination.ts';
import type { BackupManifest } from './run.ts';
import { type ZipEntry, zipEntries, zipEntryStream } from './zip-reader.ts';

/** The restore was refused before anything was written (the message says why, for people). */
export class RestoreRefused extends Error {}

export type RestoreFiles = { sql: string; zip: string | null; manifest: string | null };

/**
 * What FILE names: a backup's folder, its manifest.json, or an export_all.sql (with the zip and
 * manifest beside it when they are there).
 */
export function restoreFilesOf(file: string): RestoreFiles {
  const full = path.resolve(file);
  if (!existsSync(full)) throw new RestoreRefused(`${full} does not exist.`);
  const folder = statSync(full).isDirectory() ? full : path.dirname(full);
  const sql = statSync(full).isDirectory() || full.endsWith('.json') ? path.join(folder, SQL_FILE) : full;
  if (!existsSync(sql))
    throw new RestoreRefused(`${sql} does not exist: name a backup's folder or its ${SQL_FILE}.`);
  const beside = (name: string) => (existsSync(path.join(folder, name)) ? path.join(folder, name) : null);
  return { sql, zip: beside(ZIP_FILE), manifest: beside(MANIFEST_FILE) };
}

/** The tables whose rows make a database not empty. */
const FILLED_BY = ['user', 'admins', 'members', 'claimed_services', 'renewals'];

/** Refuses a database that holds data already: rows would mix with the backup's. */
export async function assertEmpty(database: Database): Promise<void> {
  const held: string[] = [];
  for (const table of FILLED_BY) {
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdent(table)}`,
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) held.push(`${n} ${table === 'user' ? 'sign-in accounts' : table.replaceAll('_', ' ')}`);
  }
  if (held.length > 0) {
    throw new RestoreRefused(
      `The database is not empty (it holds ${held.join(', ')}): restore only into an empty database, e.g. a new one made with createdb, or a new DATA_DIR. Nothing was changed.`,
    );
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest's SHA-256 of the SQL file and the zip, checked before anything is written. */
export async function checkManifest(files: RestoreFiles): Promise<BackupManifest | null> {
  if (!files.manifest) return null;
  const manifest = JSON.parse(readFileSync(files.manifest, 'utf8')) as BackupManifest;
  if ((await sha256Of(files.sql)) !== manifest.sql.sha256) {
    throw new RestoreRefused(
      `${files.sql} differs from ${MANIFEST_FILE} (SHA-256): the backup is damaged. Nothing was changed.`,
    );
  }
  if (files.zip && (await sha256Of(files.zip)) !== manifest.zip.sha256) {
    throw new RestoreRefused(
      `${files.zip} differs from ${MANIFEST_FILE} (SHA-256): the backup is damaged. Nothing was changed.`,
    );
  }
  return manifest;
}

/** Loads export_all.sql on one connection; the counts of its closing comment. */
export async function loadSql(database: Database, file: string): Promise<Map<string, number>> {
  const client = new pg.Client(database.connection);
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('set standard_conforming_strings = on');
    const splitter = new StatementSplitter();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let pending = '';
    const add = (statement: string) => {
      const text = exportStatement(statement);
      if (text === null)
        throw new RestoreRefused(
          `${file} holds a statement an export never writes: it is not a portal export.`,
        );
      pending += `${text}\n`;
      // The table's seeded rows give way to the backup's (its CREATE TABLE does nothing here).
      const created = /^CREATE TABLE IF NOT EXISTS ("[a-z_][a-z0-9_]*")/.exec(text);
      if (created && created[1] !== '"claims_history"') pending += `DELETE FROM ${created[1]};\n`;
    };
    try {
      for await (const chunk of createReadStream(file)) {
        for (const statement of splitter.push(decoder.decode(chunk as Buffer, { stream: true }))) {
          add(statement);
          if (pending.length >= 1 << 20) {
            await client.query(pending);
            pending = '';
          }
        }
      }
      for (const statement of splitter.push(decoder.decode())) add(statement);
      if (pending) await client.query(pending);
      if (splitter.rest() !== '') throw new RestoreRefused(`${file} is cut off before its end.`);
    } catch (error) {
      // The file is one transaction: what ran of it is undone.
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    const counts = closingCounts(splitter.comments);
    if (!counts)
      throw new RestoreRefused(`${file} has no closing comment with its rows per table: it is cut off.`);
    return counts;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The zip's manifest.csv: key → SHA-256 (its last column). Split on ',': keys, reference numbers,
 * kinds, sizes and hashes never hold a comma or a quote.
 */
async function zipManifest(zip: string, entries: ZipEntry[]): Promise<Map<string, string>> {
  const entry = entries.find((e) => e.name === 'manifest.csv');
  const hashes = new Map<string, string>();
  if (!entry) return hashes;
  let text = '';
  for await (const chunk of await zipEntryStream(zip, entry)) text += (chunk as Buffer).toString('utf8');
  for (const line of text.split(/\r?\n/).slice(1)) {
    const cells = line.split(',');
    if (cells.length >= 5) hashes.set(cells[0]!, cells[cells.length - 1]!);
  }
  return hashes;
}

/** Puts every file of the zip back under its key, checking each SHA-256; how many and how many bytes. */
export async function restoreFiles(storage: Storage, zip: string): Promise<{ files: number; bytes: number }> {
  const entries = await zipEntries(zip);
  const expected = await zipManifest(zip, entries);
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (entry.name === 'manifest.csv') continue;
    const hash = createHash('sha256');
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const stream = await zipEntryStream(zip, entry);
    stream.once('error', (error) => counted.destroy(error));
    await storage.put(entry.name, stream.pipe(counted), 'application/octet-stream');
    const sha = hash.digest('hex');
    const want = expected.get(entry.name);
    if (want !== undefined && want !== sha) {
      await storage.delete(entry.name);
      throw new Error(`${entry.name} in the zip differs from its manifest.csv (SHA-256)`);
    }
    files += 1;
  }
  return { files, bytes };
}

export type RestoreReport = {
  tables: { table: string; expected: number; restored: number; ok: boolean }[];
  files: number;
  bytes: number;
};

/** Steps 1–4 above, into `database` and `storage`. */
export async function restoreBackup(
  database: Database,
  storage: Storage,
  files: RestoreFiles,
  log: (line: string) => void = () => undefined,
): Promise<RestoreReport> {
  await assertEmpty(database);
  const manifest = await checkManifest(files);
  if (manifest)
    log(`${MANIFEST_FILE}: ${SQL_FILE}${files.zip ? ` and ${ZIP_FILE}` : ''} match their SHA-256.`);
  log(`Loading ${files.sql} …`);
  const counts = await loadSql(database, files.sql);
  log('Rebuilding the report figures …');
  await database.pool.query('select claim_rollups_rebuild()');
  const tables: RestoreReport['tables'] = [];
  for (const [table, expected] of counts) {
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdent(table)}`,
    );
    const restored = rows[0]?.n ?? 0;
    tables.push({ table, expected, restored, ok: restored === expected });
  }
  let stored = { files: 0, bytes: 0 };
  if (files.zip) {
    log(`Putting back the files of ${files.zip} …`);
    stored = await restoreFiles(storage, files.zip);
  }
  return { tables, ...stored };
}

/** The report as lines for the terminal. */
export function reportLines(report: RestoreReport): string[] {
  return [
    ...report.tables.map(
      (t) => `  ${t.table}: ${t.restored} of ${t.expected} rows${t.ok ? '' : '  ← DIFFERS'}`,
    ),
    `  stored files: ${report.files} (${report.bytes} bytes)`,
  ];
}
