/**
 * Per-stage timings of requests through the app (`BENCH_STAGES=1 npm run bench -- --suite claims`):
 * Fastify's hooks mark the stages of each request, and node-postgres's queries and pool waits are
 * timed per request (AsyncLocalStorage). Wall-clock milliseconds per request, averaged:
 *
 *   hooks      onRequest → preValidation: the onRequest hooks (same origin, security headers) and
 *              the JSON body parsed
 *   session    the admin guard (preValidation): the signed cookie and the session + admin row
 *   validation preValidation done → preHandler: the zod schemas of params and body
 *   handler    preHandler → onSend: the use case (rules, transaction) and the answer serialized;
 *              of it, `db` is the time spent waiting on PostgreSQL (queries and pool connections,
 *              the session's query included) and `pool` waiting for a connection
 *   send       onSend → onResponse: the answer written to the socket, the onResponse hooks (the
 *              request log line)
 * The client's latency minus onRequest → onResponse is the HTTP parse, the socket and the client.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';

type Marks = {
  start: number;
  preValidation?: number;
  guardDone?: number;
  preHandler?: number;
  onSend?: number;
  db: number;
  pool: number;
  queries: number;
};

export type StageTotals = {
  requests: number;
  hooks: number;
  session: number;
  validation: number;
  handler: number;
  send: number;
  server: number;
  db: number;
  pool: number;
  queries: number;
};

const store = new AsyncLocalStorage<Marks>();
let patched = false;

function timed<T>(
  marks: Marks | undefined,
  key: 'db' | 'pool',
  promise: Promise<T>,
  count = false,
): Promise<T> {
  if (!marks) return promise;
  const t0 = performance.now();
  if (count) marks.queries += 1;
  const done = () => {
    marks[key] += performance.now() - t0;
  };
  promise.then(done, done);
  return promise;
}

function patchPg(): void {
  if (patched) return;
  patched = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return timed(store.getStore(), 'db', result as Promise<unknown>, true);
    }
    return result;
  } as typeof pg.Client.prototype.query;
  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
  pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
    const result = connect.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      const marks = store.getStore();
      timed(marks, 'pool', result as Promise<unknown>);
      return timed(marks, 'db', result as Promise<unknown>);
    }
    return result;
  } as typeof pg.Pool.prototype.connect;
}

/** Adds the stage hooks to `app` (before it is ready); `take()` returns the totals so far and resets. */
export function installStageTimer(app: FastifyInstance): { take(): StageTotals } {
  patchPg();
  const marks = new WeakMap<FastifyRequest, Marks>();
  const empty = (): StageTotals => ({
    requests: 0,
    hooks: 0,
    session: 0,
    validation: 0,
    handler: 0,
    send: 0,
    server: 0,
    db: 0,
    pool: 0,
    queries: 0,
  });
  let totals = empty();
  app.addHook('onRequest', (request, _reply, done) => {
    marks.set(request, { start: performance.now(), db: 0, pool: 0, queries: 0 });
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const m = marks.get(request);
    if (m) {
      m.preValidation = performance.now();
      // Here, after the body's stream events: the guard and the handler continue from this context.
      store.enterWith(m);
    }
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const m = marks.get(request);
    if (m) m.preHandler = performance.now();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const m = marks.get(request);
    if (m) m.onSend = performance.now();
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const m = marks.get(request);
    if (m?.preValidation && m.preHandler && m.onSend && request.method === 'POST') {
      const end = performance.now();
      totals.requests += 1;
      totals.hooks += m.preValidation - m.start;
      // The guard runs as the route's preValidation, after this (root) one: it ends where validation
      // starts, which no hook marks; validation (zod) is timed apart below and taken from the guard's.
      const between = m.preHandler - m.preValidation;
      const validation = validationCost;
      totals.session += Math.max(0, between - validation);
      totals.validation += Math.min(between, validation);
      totals.handler += m.onSend - m.preHandler;
      totals.send += end - m.onSend;
      totals.server += end - m.start;
      totals.db += m.db;
      totals.pool += m.pool;
      totals.queries += m.queries;
    }
    done();
  });
  return {
    take() {
      const taken = totals;
      totals = empty();
      return taken;
    },
  };
}

/** The zod validation of a claim's params and body, timed apart (ms per request). */
let validationCost = 0;
export function setValidationCost(ms: number): void {
  validationCost = ms;
}
