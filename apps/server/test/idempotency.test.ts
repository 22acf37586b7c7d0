/**
 * Issue 9 item 10: `Idempotency-Key` on claim and member-registration POSTs. A retry whose answer
 * was lost gets the first answer and does nothing again; the same key with another request is
 * refused; keys are per admin and kept for a day (the expire-idempotency-keys job).
 */
import { messages } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { once, requestHash } from '../src/core/idempotency.ts';
import { claimedServices, idempotencyKeys, members } from '../src/db/schema/index.ts';
import { installErrorHandler } from '../src/http/error-handler.ts';
import { HttpError } from '../src/http/errors.ts';
import { idempotent } from '../src/http/idempotency.ts';
import { expireIdempotencyKeysJob } from '../src/jobs/index.ts';
import { postMember, registrationData } from './members-support.ts';
import { claimBody, insertMember, json, NOW } from './services-support.ts';
import { backends, type TestAdmin, type TestApp, useTestApp } from './support.ts';

describe.each(backends)('Idempotency-Key on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.approvedAdmin();
  });

  const claim = (memberId: string, body: unknown, key?: string, as: TestAdmin = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/members/${memberId}/claims`,
      payload: body as never,
      headers: { cookie: as.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const claimsOf = async (memberId: string) =>
    (await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, memberId))).length;

  it('answers a retried claim with the first answer and records it once', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const first = await claim(id, claimBody(), 'claim-retry-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await claim(id, claimBody(), 'claim-retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    expect(await claimsOf(id)).toBe(1);
  });

  it('without a key, the same claim twice is two requests (the second refused as a duplicate)', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody())).statusCode).toBe(201);
    expect((await claim(id, claimBody())).statusCode).toBe(409);
  });

  it('makes parallel requests with one key wait for the first and answer as it did', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => claim(id, claimBody(), 'claim-parallel')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => json(a).claim.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await claimsOf(id)).toBe(1);
  });

  it('refuses a key used again with a different request (422) and records nothing', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody(), 'claim-reused')).statusCode).toBe(201);
    const other = await claim(id, claimBody({ amount: '99' }), 'claim-reused');
    expect(other.statusCode).toBe(422);
    expect(json(other).error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: messages.idempotencyKeyReused,
    });
    const otherMember = await insertMember(t.app.ctx.db);
    expect((await claim(otherMember.id, claimBody(), 'claim-reused')).statusCode).toBe(422);
    expect(await claimsOf(id)).toBe(1);
    expect(await claimsOf(otherMember.id)).toBe(0);
  });

  it('keeps keys per admin', async () => {
    const other = await t.approvedAdmin();
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody(), 'shared-key')).statusCode).toBe(201);
    const theirs = await claim(id, claimBody({ amount: '10' }), 'shared-key', other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await claimsOf(id)).toBe(2);
  });

  it('stores only successful answers: a refused request may be corrected and sent with its key', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody({ institution: '' }), 'claim-corrected')).statusCode).toBe(400);
    expect((await claim(id, claimBody(), 'claim-corrected')).statusCode).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    for (const key of ['', 'x'.repeat(201), 'with space']) {
      const res = await claim(id, claimBody(), key);
      expect(res.statusCode, key).toBe(400);
      expect(json(res).error.message).toBe(messages.idempotencyKeyInvalid);
    }
    expect(await claimsOf(id)).toBe(0);
  });

  describe('member registration (today’s clock)', () => {
    const r = useTestApp(backend);
    let registrar: TestAdmin;
    beforeAll(async () => {
      registrar = await r.approvedAdmin();
    });
    const register = (data: Record<string, unknown>, key: string) => {
      // A new multipart body each time, with its own boundary, as a browser's retry sends it.
      return postMember(r.app, registrar.cookie, data, { headers: { 'idempotency-key': key } });
    };
    const countMembers = async (idNumber: string) =>
      (await r.app.ctx.db.select().from(members).where(eq(members.idNumber, idNumber))).length;

    it('answers a retried registration with the first answer and registers once', async () => {
      const data = registrationData();
      const first = await register(data, 'reg-retry');
      expect(first.statusCode, first.body).toBe(201);
      const again = await register(data, 'reg-retry');
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(json(again)).toEqual(json(first));
      expect(await countMembers(data.idNumber)).toBe(1);
      expect((await register(registrationData(), 'reg-retry')).statusCode).toBe(422);
    });

    it('registers once for parallel requests with one key, all answered alike', async () => {
      const data = registrationData();
      const answers = await Promise.all(Array.from({ length: 5 }, () => register(data, 'reg-parallel')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
      expect(new Set(answers.map((a) => json(a).member.id)).size).toBe(1);
      expect(await countMembers(data.idNumber)).toBe(1);
    });

    // The window the parallel test above falls into now and then: a retry looks for an answer (none
    // yet), the first request commits, and the retry's duplicate check (before the key's lock, so no
    // file is written for a duplicate) finds the first's member. The retry gets the first's answer.
    it('answers a retry refused because of its first request’s work with the first answer', async () => {
      const server = Fastify();
      installErrorHandler(server);
      const route = 'test.window';
      const answer = (result: { id: string }) => ({ status: 201, body: { member: result } });
      let firstCommits = true;
      server.post<{ Body: { n: number } }>('/work', (request, reply) =>
        idempotent({
          db: r.app.ctx.db,
          request,
          reply,
          adminId: registrar.id,
          route,
          content: request.body,
          answer,
          work: async () => {
            // The first request with this key (content { n: 1 }) commits now, after this one's look
            // for an answer …
            const key = String(request.headers['idempotency-key']);
            if (firstCommits)
              await r.app.ctx.db.transaction((tx) =>
                once(registrar.id, key, requestHash(route, { n: 1 }), answer).finish(tx, { id: 'first' }),
              );
            // … and this one is refused because of what it saved.
            throw new HttpError(409, 'DUPLICATE_ID_NUMBER', messages.duplicateIdNumber);
          },
        }),
      );
      try {
        const send = (n: number, key: string) =>
          server.inject({
            method: 'POST',
            url: '/work',
            payload: { n },
            headers: { 'idempotency-key': key },
          });
        const retry = await send(1, 'window');
        expect(retry.statusCode, retry.body).toBe(201);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(json(retry)).toEqual({ member: { id: 'first' } });
        // Another request that met the same window (its own content) is told the key is taken.
        const other = await send(2, 'window-other');
        expect(other.statusCode).toBe(422);
        expect(json(other).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
        // Another request with that key is still told the key is taken; without an answer the refusal stands.
        expect((await send(2, 'window')).statusCode).toBe(422);
        // Refused for a reason of its own (nothing saved under its key): the refusal stands.
        firstCommits = false;
        const alone = await send(1, 'window-alone');
        expect(alone.statusCode).toBe(409);
        expect(json(alone).error.code).toBe('DUPLICATE_ID_NUMBER');
      } finally {
        await server.close();
      }
    });
  });

  it('expires keys after a day (the job deletes them; the key may then be used afresh)', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody(), 'claim-old')).statusCode).toBe(201);
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'claim-old'));
    const reused = await claim(id, claimBody({ amount: '20' }), 'claim-old');
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    await t.app.ctx.db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await runExpiryJob(t)).toBeGreaterThan(0);
    expect(await t.app.ctx.db.select().from(idempotencyKeys)).toEqual([]);
  });
});

async function runExpiryJob(t: TestApp): Promise<number> {
  let deleted = -1;
  const log = {
    info: (obj: { deleted: number }) => {
      deleted = obj.deleted;
    },
  } as unknown as FastifyBaseLogger;
  await t.app.ctx.db.transaction((tx) =>
    expireIdempotencyKeysJob.run({ tx, app: { ...t.app.ctx, db: tx }, log }),
  );
  return deleted;
}

describe('X-Server', () => {
  const [backend] = backends;
  const named = useTestApp(backend!, { config: { serverName: 'portal-2' } });
  const unnamed = useTestApp(backend!);

  it('names the server in every answer only when SERVER_NAME is set', async () => {
    const a = await named.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-server']).toBe('portal-2');
    const missing = await named.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['x-server']).toBe('portal-2');
    const b = await unnamed.app.inject({ method: 'GET', url: '/api/health' });
    expect(b.headers['x-server']).toBeUndefined();
  });
});
