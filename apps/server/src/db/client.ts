import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';
import { seedDefaults } from './seed.ts';

export type Schema = typeof schema;
/** The one database type the features use, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';
export type Database = { db: Db; kind: DatabaseKind; close(): Promise<void> };

/** Where the data lives: PGlite on disk (`dataDir`) or in memory (`null`), or a PostgreSQL URL. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * Connections per server: as many as the clients a busy counter brings at once (the claims bench's
 * 20), so none waits for a connection while PostgreSQL has room (commits then share their WAL flush).
 */
export const DEFAULT_POOL_SIZE = 20;

const migrationsFolder = MIGRATIONS_DIR;
/** Serialises migrations when several server processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_431_001;

/** Opens the database, applies pending migrations and writes the default rows. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database =
    target.kind === 'pglite'
      ? await openPglite(target.dataDir)
      : await openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE);
  try {
    await seedDefaults(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the members search index (trigram GIN on the lower-cased name + ID number).
  const extensions = { pg_trgm };
  const client = dataDir ? await PGlite.create(dataDir, { extensions }) : await PGlite.create({ extensions });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // The PostgreSQL driver loads only when it is used (the embedded default never needs it).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (restart, failover, pg_terminate_backend) must not
  // bring the process down: the pool drops that client and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  try {
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
