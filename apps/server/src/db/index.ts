export type { Database, DatabaseKind, Db, Tx } from './client.ts';
export { openDatabase } from './client.ts';
export { createDatabase } from './create.ts';
