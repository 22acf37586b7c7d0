import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseKind, openDatabase } from '../src/db/index.ts';

/** A PostgreSQL server of the test run and the migrated template its test databases are copied from. */
export type TestServer = { url: string; template: string };

/**
 * A fresh, migrated database on the PostgreSQL server at `serverUrl` (a copy of `template` when
 * given, else migrated from empty), dropped again on close.
 * Used by the API tests and the benchmarks (no test-runner imports here).
 */
export async function openScratchPostgres(
  serverUrl: string,
  prefix: string,
  template?: string,
  kind: DatabaseKind = 'postgres',
): Promise<Database> {
  const scratch = await createScratchDatabase(serverUrl, prefix, template);
  const database = await openDatabase(scratch.url, { kind });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh database on the server at `serverUrl` (empty, or a copy of `template`): its URL, so several
 * pools (several servers in one test) can open it, and `drop()` once they are all closed.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** `serverUrl` with another database name (its query, e.g. a socket folder as `host`, kept). */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A migrated template database on the server (for `createScratchDatabase(…, template)`). */
export async function createTemplate(
  serverUrl: string,
): Promise<{ server: TestServer; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(serverUrl, 'portal_template');
  const database = await openDatabase(scratch.url, { poolSize: 2 });
  await database.close();
  return { server: { url: serverUrl, template: scratch.name }, drop: scratch.drop };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
