/**
 * The `Idempotency-Key` header of the POSTs that create something (member registration, claims):
 * see core/idempotency.ts for how an answer is stored with the work it answers.
 *
 * - no header: the request is handled as usual;
 * - a key that already has an answer, for the same request: that answer (status and body) again,
 *   with `Idempotent-Replayed: true`, and nothing is done;
 * - the same key while its first request is still running: the retry waits for it, then gets its answer
 *   (also when the retry was refused because of the first's work, e.g. its member as a duplicate);
 * - the same key with another request (route or content): 422 IDEMPOTENCY_KEY_REUSED;
 * - a key that is not 1–200 visible ASCII characters: 400.
 * Only successful answers are stored: a refused request may be sent again with the same key.
 */
import { messages } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnswerStored,
  findAnswer,
  type Once,
  once,
  requestHash,
  type StoredAnswer,
} from '../core/idempotency.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The OpenAPI description of a route that takes the header. */
export const IDEMPOTENCY_DOC =
  'Send an `Idempotency-Key` header (1–200 visible ASCII characters, one per submit, the same on retries) ' +
  'so a retry whose answer was lost does not do the work twice: for a day, the same key with the same ' +
  'request answers what the first answered (with `Idempotent-Replayed: true`), waiting for it if it is ' +
  'still running; the same key with a different request is refused with 422.';
const KEY_PATTERN = /^[\x21-\x7E]{1,200}$/;

export type IdempotentRequest<R> = {
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Whose keys: read with a key only (a route reading the session in its transaction may not know it without one). */
  adminId: string | undefined;
  /** Names the operation: a key is never replayed for another route. */
  route: string;
  /** What makes two requests the same request (parsed fields, digests of files). */
  content: unknown;
  /** The answer to send (and store) for the work's result. */
  answer: (result: R) => { status: number; body: unknown };
  /** The work: a use case that calls `once.begin`/`once.finish` inside its transaction when given. */
  work: (once: Once<R> | undefined) => Promise<R>;
  /**
   * Look for a stored answer before the work (default true): a replay then skips work done before
   * the transaction (uploads). False when the work is the transaction alone (claims): `Once.begin`
   * finds the answer there anyway, and the request saves a query. (A check made before the
   * transaction that the first request's work makes fail, as a correction's, answers 409: the answer
   * is looked for then, below.)
   */
  lookFirst?: boolean;
};

/** Handles a POST with or without `Idempotency-Key` (see the file comment). */
export async function idempotent<R>(options: IdempotentRequest<R>): Promise<FastifyReply> {
  const { request, reply } = options;
  const key = idempotencyKeyOf(request);
  if (key === undefined) return send(reply, options.answer(await options.work(undefined)));
  const { adminId } = options;
  if (adminId === undefined) throw new Error('a key without the admin: keyWithoutQuery tells');
  const hash = requestHash(options.route, options.content);
  if (options.lookFirst !== false) {
    const stored = await findAnswer(options.db, adminId, key);
    if (stored) return replay(reply, stored, hash);
  }
  try {
    const result = await options.work(once(adminId, key, hash, options.answer));
    return send(reply, options.answer(result));
  } catch (error) {
    if (error instanceof AnswerStored) return replay(reply, error.answer, hash);
    // A refusal caused by a request with the same key that committed after the look above: a
    // registration's duplicate check runs before the key's lock (no file is written for a duplicate),
    // so it can find the member the first request just saved and answer 409. The key has an answer
    // now: this retry gets it, as it would have waited for it at the lock.
    // Only a conflict can be that (not a 5xx: an outage is answered as it is, without another query).
    if (error instanceof HttpError && error.statusCode === 409) {
      const stored = await findAnswer(options.db, adminId, key).catch(() => undefined);
      if (stored) return replay(reply, stored, hash);
    }
    throw error;
  }
}

/** The request's key, undefined without the header; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', messages.idempotencyKeyInvalid);
  }
  return value;
}

/**
 * Whether the request's key (if any) lets the work read the session in its own transaction
 * (http/session-check.ts): no key, or a well-formed one with the admin's id known beforehand (the
 * key's lock needs it); a malformed key is answered by requireAdmin first, then 400.
 */
export function keyWithoutQuery(request: FastifyRequest, userId: string | undefined): boolean {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return (
    value === undefined || (userId !== undefined && typeof value === 'string' && KEY_PATTERN.test(value))
  );
}

function send(reply: FastifyReply, answer: { status: number; body: unknown }): FastifyReply {
  return reply.status(answer.status).send(answer.body);
}

function replay(reply: FastifyReply, stored: StoredAnswer, hash: string): FastifyReply {
  if (stored.requestHash !== hash) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', messages.idempotencyKeyReused);
  }
  return send(reply.header('idempotent-replayed', 'true'), stored);
}
