/**
 * The claim transaction — the hot path of recording a claim. One transaction in two messages on one
 * pooled connection (claim-store.ts: what each message holds):
 *
 *   1. `begin; [the session (SessionCheck);] [advisory lock; stored answer;] lock the member; read what
 *      the rules need` — the read also gives the transaction's `now()`, the new claim's created_at;
 *   2. `insert claim + activity entry; [the statements queued with it;] [store the answer;] commit`.
 *
 * The statements go as multi-statement simple-protocol messages (node-postgres `query(text)` on a
 * client of the pool). Under READ COMMITTED every statement of such a message still takes its own
 * snapshot, so the read runs after the lock is held and sees every claim committed by the previous
 * holder (DECISIONS 18), and the Idempotency-Key's stored answer is read after its advisory lock.
 * The claim's id is made in claim-store.ts (a v4 UUID, as gen_random_uuid) and its created_at is the
 * transaction's now(), so the answer is known before the second message and the Idempotency-Key's
 * answer is stored in it. The simple protocol takes no parameters, so the claim's own statements are
 * prepared once per session and run as `execute name(literals)` (`db/literal.ts`): the member id only
 * after it matched the UUID pattern.
 */
import type pg from 'pg';
import type { Once } from '../../core/idempotency.ts';
import { ensurePrepared, forgetPrepared, isStalePrepared } from '../../db/prepared.ts';
import { CLAIM_PREPARED } from './claim-statements.ts';
import { type Check, type ClaimStore, runClaim, type Send } from './claim-store.ts';

/**
 * Runs `work` in one transaction on a connection of `pool` (committed when it returns, rolled back
 * when it throws), with `once` (an Idempotency-Key) checked in the first message and its answer
 * stored in the last, and `check` (the admin's session, auth/guards.ts SessionCheck) read first.
 */
export async function claimTransaction<T>(
  pool: pg.Pool,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
  check?: Check,
): Promise<T> {
  try {
    return await pooledTransaction(pool, once, work, check);
  } catch (error) {
    // A prepared statement lost or outdated in its session (db/prepared.ts): the session was forgotten
    // and its connection dropped, the claim rolled back; it runs once more, prepared afresh.
    if (!isStalePrepared(error)) throw error;
    return pooledTransaction(pool, once, work, check);
  }
}

/**
 * The transaction on one client of the pool: its first message begins it, its last commits;
 * anything thrown rolls it back.
 */
async function pooledTransaction<T>(
  pool: pg.Pool,
  once: Once<T> | undefined,
  work: (store: ClaimStore) => Promise<T>,
  check: Check | undefined,
): Promise<T> {
  const client = await pool.connect();
  let begun = false;
  const query: Send = async (text) => {
    const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result : [result]).map((r) => r.rows);
  };
  const send: Send = (text) => {
    begun = true;
    return query(text);
  };
  let broken: Error | undefined;
  try {
    await ensurePrepared(client, CLAIM_PREPARED, query);
    return await runClaim(send, once, work, check);
  } catch (error) {
    if (isStalePrepared(error)) {
      forgetPrepared(client);
      broken = error as Error;
    }
    if (begun && !broken) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
