/**
 * Idempotency keys: a POST sent with `Idempotency-Key` does its work at most once per admin and key
 * for a day; a retry of the same request gets the answer the first one stored.
 *
 * The answer is stored in the transaction of the work itself (`Once.finish`), so it is stored
 * exactly when the work committed: a server killed mid-request leaves neither, and the retry (on any
 * server) does the work. The work's transaction first takes a transaction-level advisory lock on
 * (admin, key) and looks for a stored answer (`Once.begin`): a retry that arrives while the first
 * request is still running waits for it there, then finds its answer and replays it
 * (`AnswerStored`, the transaction rolls back).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { literal } from '../db/literal.ts';
import { execute, type Prepared, prepared } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** How long an answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type StoredAnswer = { requestHash: string; status: number; body: unknown };

/** Hooks a use case calls inside its one transaction: first thing, and last thing with its result. */
export type Once<R> = {
  begin(tx: Tx): Promise<void>;
  finish(tx: Tx, result: R): Promise<void>;
  /**
   * The same hooks as SQL text, for a transaction sent as multi-statement messages (the claim's):
   * `begin` is two statements (the advisory lock, then the stored answer, read after the lock is
   * held) whose second result goes to `check`; `finish` is one statement storing the answer. They
   * EXECUTE the statements of ONCE_PREPARED, so they run only in a session that prepared those.
   */
  statements: {
    begin: string;
    check(rows: { requestHash: string; status: number; body: unknown }[]): void;
    finish(result: R): string;
  };
};

/** Thrown by `Once.begin` when the key already has an answer: roll back and answer with it. */
export class AnswerStored extends Error {
  override name = 'AnswerStored';
  constructor(readonly answer: StoredAnswer) {
    super('an answer is stored for this idempotency key');
  }
}

/** A stable digest of a request: the route and its content (objects with sorted keys). */
export function requestHash(route: string, content: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(content)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The unexpired answer stored for (admin, key), if any. */
export async function findAnswer(
  db: Db | Tx,
  adminId: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.adminId, adminId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.expiresAt, sql`now()`),
      ),
    );
  return row;
}

const EXPIRES_AT = `now() + ${IDEMPOTENCY_TTL_MS}::double precision * interval '1 millisecond'`;

/**
 * The prepared statements behind `Once.statements` (db/prepared.ts): the stored answer of
 * (admin, key), and storing one. A transaction sending those statements prepares these in its session
 * first (the claim's does, with its own).
 */
const ONCE_ANSWER = prepared(
  'once_answer',
  ['text', 'text'],
  `select request_hash as "requestHash", status, body from idempotency_keys
    where admin_id = $1 and key = $2 and expires_at > now()`,
);
const ONCE_STORE = prepared(
  'once_store',
  ['text', 'text', 'text', 'integer', 'jsonb'],
  `insert into idempotency_keys (admin_id, key, request_hash, status, body, expires_at)
    values ($1, $2, $3, $4, $5, ${EXPIRES_AT})
    on conflict (admin_id, key) do update set request_hash = excluded.request_hash,
      status = excluded.status, body = excluded.body, created_at = now(), expires_at = excluded.expires_at`,
);
export const ONCE_PREPARED: Prepared[] = [ONCE_ANSWER, ONCE_STORE];

const lockKey = (adminId: string, key: string) =>
  createHash('sha256').update(`portal idempotency ${adminId} ${key}`).digest().readBigInt64BE(0).toString();

/**
 * The hooks for one request with key `key` by `adminId`; `answer` turns the work's result into the
 * answer to store (status and body as sent).
 */
export function once<R>(
  adminId: string,
  key: string,
  hash: string,
  answer: (result: R) => { status: number; body: unknown },
): Once<R> {
  return {
    async begin(tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(adminId, key)}::bigint)`);
      const stored = await findAnswer(tx, adminId, key);
      if (stored) throw new AnswerStored(stored);
    },
    async finish(tx, result) {
      const { status, body } = answer(result);
      const expiresAt = sql.raw(EXPIRES_AT);
      // An expired answer of the same key is replaced (the expiry job may not have run yet).
      await tx
        .insert(idempotencyKeys)
        .values({ adminId, key, requestHash: hash, status, body, expiresAt })
        .onConflictDoUpdate({
          target: [idempotencyKeys.adminId, idempotencyKeys.key],
          set: { requestHash: hash, status, body, createdAt: sql`now()`, expiresAt },
        });
    },
    statements: {
      begin:
        `select pg_advisory_xact_lock(${literal(lockKey(adminId, key))}::bigint);` +
        execute(ONCE_ANSWER, [adminId, key]),
      check(rows) {
        const stored = rows[0];
        if (stored) {
          const body = typeof stored.body === 'string' ? JSON.parse(stored.body) : stored.body;
          throw new AnswerStored({ requestHash: stored.requestHash, status: Number(stored.status), body });
        }
      },
      finish(result) {
        const { status, body } = answer(result);
        return execute(ONCE_STORE, [adminId, key, hash, status, JSON.stringify(body)]);
      },
    },
  };
}

/** Deletes expired answers (up to `batch`); how many. */
export async function deleteExpiredAnswers(tx: Tx, batch = 10_000): Promise<number> {
  const expired = tx
    .select({ adminId: idempotencyKeys.adminId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, sql`now()`))
    .limit(batch);
  const deleted = await tx
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.adminId}, ${idempotencyKeys.key}) in (${expired})`)
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
