export type { Connection, Database, DatabaseKind, Db, Tx } from './client.ts';
export { clientConfig, DEFAULT_POOL_SIZE, migrateDatabase, openDatabase } from './client.ts';
export { type CreateOptions, createDatabase } from './create.ts';
