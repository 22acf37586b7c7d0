import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type Database, openDatabase } from './client.ts';

export type { Database, DatabaseKind, DatabaseTarget, Db, Tx } from './client.ts';
export { openDatabase } from './client.ts';

/** DATABASE_URL set: PostgreSQL; unset: the embedded PGlite under DATA_DIR/pglite. */
export function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
}
