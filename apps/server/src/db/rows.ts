/**
 * The rows of a `db.execute(sql…)` result. Both drivers answer `{ rows }` (node-postgres' QueryResult,
 * PGlite's Results); this keeps that access, and its cast, in one place.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
