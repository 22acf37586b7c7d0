/**
 * The ₱10,000 threshold in SQL (issue 28): `high_claims_threshold()`, read by report_claim_state
 * (migration 0035), which keys the report rollups by claim state. The domain's
 * HIGH_CLAIMS_THRESHOLD_CENTAVOS is its one statement: the server defines the function from it each
 * time it opens the database, before the migrations (so a later migration that rebuilds the rollups
 * reads it too), under the migrations' lock.
 *
 * An immutable SQL function returning a constant rather than a settings row: the planner inlines it
 * and folds it to its number, so report_claim_state stays immutable and the claim's triggers read no
 * table for it; and nobody edits it apart from the constant, as a row could be.
 */
import { HIGH_CLAIMS_THRESHOLD_CENTAVOS } from '@portal/domain';
import type pg from 'pg';

const bodyOf = (centavos: number) => `SELECT ${centavos}::bigint`;

/**
 * Defines high_claims_threshold() as the domain's threshold, when it says anything else. When it held
 * another number, the rollups keyed by it are rebuilt in the same transaction; the stand-in of
 * migration 0035 (a database migrated without the server) holds none.
 */
export async function defineHighClaimsThreshold(
  conn: pg.PoolClient,
  centavos = HIGH_CLAIMS_THRESHOLD_CENTAVOS,
): Promise<void> {
  if (!Number.isSafeInteger(centavos) || centavos <= 0)
    throw new Error(`the high claims threshold must be a whole number of centavos, not ${centavos}`);
  const body = bodyOf(centavos);
  const { rows } = await conn.query<{ body: string; language: string }>(
    `select p.prosrc as body, l.lanname as language from pg_proc p join pg_language l on l.oid = p.prolang
     where p.oid = to_regprocedure('high_claims_threshold()')`,
  );
  const current = rows[0];
  if (current?.language === 'sql' && current.body.trim() === body) return;
  const earlier = current?.language === 'sql' ? current.body.trim() : null;
  await conn.query('begin');
  try {
    await conn.query(
      `create or replace function high_claims_threshold() returns bigint language sql immutable as $$ ${body} $$`,
    );
    if (earlier !== null && (await conn.query(`select to_regproc('claim_rollups_rebuild') as f`)).rows[0].f)
      await conn.query('select claim_rollups_rebuild()');
    await conn.query('commit');
  } catch (error) {
    await conn.query('rollback').catch(() => undefined);
    throw error;
  }
}
