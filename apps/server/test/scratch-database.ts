import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/index.ts';

/**
 * A fresh, migrated database on the PostgreSQL server at `serverUrl`, dropped again on close.
 * Used by the API tests and the benchmarks (no test-runner imports here).
 */
export async function openScratchPostgres(serverUrl: string, prefix: string): Promise<Database> {
  const scratch = await createScratchDatabase(serverUrl, prefix);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh, empty database on the server at `serverUrl`: its URL, so several pools (several servers
 * in one test) can open it, and `drop()` once they are all closed.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
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
