import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { defineHighClaimsThreshold } from './high-claims-threshold.ts';
import * as schema from './schema/index.ts';
import { seedDefaults } from './seed.ts';

export type Schema = typeof schema;
/** The one database type the features use. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `embedded`: the portal's own PostgreSQL server under DATA_DIR/postgres (db/embedded.ts);
 * `postgres`: a server named by DATABASE_URL. The SQL, the driver and every code path are the same.
 */
export type DatabaseKind = 'embedded' | 'postgres';

/** How to reach one database: what node-postgres takes (a URL, or a Unix socket folder as `host`). */
export type Connection = { connectionString: string } | pg.ClientConfig;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The pool under `db`: for the few paths that stream (COPY, cursors) or hold one session. */
  pool: pg.Pool;
  /** How the pool reaches the database, e.g. to open one more session or a sibling database. */
  connection: pg.ClientConfig;
  close(): Promise<void>;
};

/**
 * Connections per server: as many as the clients a busy counter brings at once (the claims bench's
 * 20), so none waits for a connection while PostgreSQL has room (commits then share their WAL flush).
 */
export const DEFAULT_POOL_SIZE = 20;

/** How long a request waits for a new connection before it is answered 503 (DECISIONS 50). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long an idle connection is kept (node-postgres closes them after 10 s by default). A new
 * connection is a new PostgreSQL process, which maps each page of the buffer pool it reads on its
 * first read: at 1,000,000 members an ID-number search read 9,500 pages in 283 ms on a new connection
 * and in 39 ms on one that had read them before (scripts/bench/README.md, issue 29's fifth round). At
 * a counter a search comes every minute or so: each found the connection closed. Kept for 10 minutes,
 * a quiet night still gives the connections back.
 */
export const IDLE_CONNECTION_MS = 10 * 60_000;

/** Serialises migrations when several server processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_431_001;

export type OpenOptions = {
  kind?: DatabaseKind;
  poolSize?: number;
  /** Run after the pool closes (the embedded server stops here). */
  onClose?: () => Promise<void>;
};

/** A connection as a plain node-postgres config (a URL is parsed by the driver itself). */
export function clientConfig(connection: Connection | string): pg.ClientConfig {
  if (typeof connection === 'string') return { connectionString: connection };
  return connection;
}

/** Opens the database, applies pending migrations and writes the default rows. */
export async function openDatabase(
  target: Connection | string,
  options: OpenOptions = {},
): Promise<Database> {
  const connection = clientConfig(target);
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    // A database out of reach answers within this, never hangs a request (DECISIONS 50: the API then
    // answers 503). TCP keep-alive finds a connection whose network is gone.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // The first keep-alive probe after 30 s idle (the system's default waits 2 hours): a firewall or
    // NAT that forgets quiet connections after a few minutes sees traffic, and one that dropped it
    // anyway is found by the probes instead of by a request that hangs.
    keepAliveInitialDelayMillis: 30_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
  });
  // An idle connection closed by the server (restart, failover, pg_terminate_backend) must not
  // bring the process down: the pool drops that client and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  // A connection checked out but between two queries (a job's transaction while it lists files) has no
  // pool listener: without one of its own, the server closing it would be an unhandled 'error' event
  // that ends the process. Nothing to log here: the work on it fails with its next query (and says so),
  // the pool drops it on release, and an idle one is logged by the pool's listener above.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const close = async () => {
    await pool.end();
    await options.onClose?.();
  };
  try {
    await migrateDatabase(pool);
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    await seedDefaults(db);
    return { db, kind: options.kind ?? 'postgres', pool, connection, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Applies the migrations in journal order, one server at a time, after defining the SQL's threshold
 * from the domain's (db/high-claims-threshold.ts).
 */
export async function migrateDatabase(pool: pg.Pool, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await defineHighClaimsThreshold(conn);
    await migrate(drizzle({ client: conn }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
}
