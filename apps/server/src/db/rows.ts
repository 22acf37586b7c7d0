/**
 * The rows of a `db.execute(sql…)` result: node-postgres' QueryResult, typed `unknown` by Drizzle;
 * this keeps that access, and its cast, in one place.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
