/**
 * The admin guard reads better-auth's signed session cookie itself (one query per request); these
 * are the cases where that must still answer exactly as better-auth would.
 */
import { createHmac } from 'node:crypto';
import { messages } from '@portal/domain';
import { makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/auth.ts';
import { cookieValue, sessionCookieSettings, verifySigned } from '../src/auth/session-cookie.ts';
import { admins, claimedServices, session, signInPolicy } from '../src/db/schema/index.ts';
import { claimBody, insertMember, NOW } from './services-support.ts';
import {
  backends,
  type ErrorJson,
  TEST_PASSWORD,
  type TestAdmin,
  type TestApp,
  useTestApp,
} from './support.ts';

const COOKIE = 'better-auth.session_token';
const tokenOf = (admin: TestAdmin) => cookieValue(admin.cookie, COOKIE)!.split('.')[0]!;
const signed = (token: string, secret: string) =>
  `${COOKIE}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

const sessionRowIn = async (t: TestApp, token: string) =>
  (await t.app.ctx.db.select().from(session).where(eq(session.token, token)))[0];

describe.each(backends)('the admin session guard on $name', (backend) => {
  const t = useTestApp(backend);
  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/service-limits', headers: cookie ? { cookie } : {} });
  const sessionRow = async (token: string) =>
    (await t.app.ctx.db.select().from(session).where(eq(session.token, token)))[0];

  it('lets a signed-in approved admin through', async () => {
    const admin = await t.approvedAdmin();
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });

  it('answers 401 to a real token with a forged signature', async () => {
    const admin = await t.approvedAdmin();
    const token = tokenOf(admin);
    const res = await get(signed(token, 'not the secret of this server, but long enough'));
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'NOT_AUTHENTICATED',
      message: messages.notAuthenticated,
    });
    const signature = cookieValue(admin.cookie, COOKIE)!.split('.')[1]!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect((await get(`${COOKIE}=${encodeURIComponent(`${token}.${flipped}`)}`)).statusCode).toBe(401);
    expect((await get(`${COOKIE}=${token}`)).statusCode).toBe(401);
  });

  it('accepts the cookie signed with the server secret (same HMAC as better-auth)', async () => {
    const admin = await t.approvedAdmin();
    const res = await get(signed(tokenOf(admin), t.app.ctx.config.authSecret));
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to an expired session and deletes it', async () => {
    const admin = await t.approvedAdmin();
    const token = tokenOf(admin);
    await t.app.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await get(admin.cookie)).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('answers 401 at once when the session is revoked (row deleted)', async () => {
    const admin = await t.approvedAdmin();
    expect((await get(admin.cookie)).statusCode).toBe(200);
    await t.app.ctx.db.delete(session).where(eq(session.token, tokenOf(admin)));
    expect((await get(admin.cookie)).statusCode).toBe(401);
  });

  it('answers 401 after sign-out', async () => {
    const admin = await t.approvedAdmin();
    expect((await get(admin.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: admin.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await get(admin.cookie)).statusCode).toBe(401);
  });

  it('answers 403 NOT_APPROVED at once when the admin is rejected or put back to pending', async () => {
    const admin = await t.approvedAdmin();
    expect((await get(admin.cookie)).statusCode).toBe(200);
    await t.app.ctx.db.update(admins).set({ approvalStatus: 'rejected' }).where(eq(admins.userId, admin.id));
    const res = await get(admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().error).toEqual({ code: 'NOT_APPROVED', message: messages.loginRejected });
    await t.app.ctx.db.update(admins).set({ approvalStatus: 'pending' }).where(eq(admins.userId, admin.id));
    expect((await get(admin.cookie)).json<ErrorJson>().error.message).toBe(messages.loginAwaitingApproval);
  });

  it('lets better-auth extend a session older than its updateAge', async () => {
    const admin = await t.approvedAdmin();
    const token = tokenOf(admin);
    const settings = await sessionCookieSettings(t.app.ctx.auth);
    // Created (or last extended) updateAge + 1 minute ago.
    const ageMs = (settings.updateAge + 60) * 1000;
    const old = new Date(Date.now() + settings.expiresIn * 1000 - ageMs);
    await t.app.ctx.db.update(session).set({ expiresAt: old }).where(eq(session.token, token));
    expect((await get(admin.cookie)).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });

  it('never extends a session signed in without "remember me" (a signed dont_remember cookie)', async () => {
    const admin = await t.approvedAdmin();
    const token = tokenOf(admin);
    const settings = await sessionCookieSettings(t.app.ctx.auth);
    const old = new Date(Date.now() + (settings.expiresIn - settings.updateAge - 60) * 1000);
    await t.app.ctx.db.update(session).set({ expiresAt: old }).where(eq(session.token, token));
    const dontRemember = (secret: string) =>
      signed('true', secret).replace(COOKIE, settings.dontRememberCookie);
    const withCookie = `${admin.cookie}; ${dontRemember(t.app.ctx.config.authSecret)}`;
    expect((await get(withCookie)).statusCode).toBe(200);
    expect((await sessionRow(token))!.expiresAt.getTime()).toBe(old.getTime());
    // A forged dont_remember cookie counts for nothing: better-auth extends the session as usual.
    const forged = `${admin.cookie}; ${dontRemember('not the secret of this server, but long enough')}`;
    expect((await get(forged)).statusCode).toBe(200);
    expect((await sessionRow(token))!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it('signs in with the password again after all that (sanity)', async () => {
    const admin = await t.approvedAdmin();
    const res = await t.signIn(admin.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
  });
});

describe.each(backends)('a claim, its session read in its own transaction, on $name', (backend) => {
  // POST /api/members/:id/claims reads the session in the claim's first message (http/session-check.ts):
  // every answer of requireAdmin still comes first and at once, and a refused request records nothing.
  const t = useTestApp(backend, { now: () => NOW });
  const claim = (cookie: string, memberId: string, body: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/members/${memberId}/claims`,
      payload: body as never,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const claimsOf = async (memberId: string) =>
    (await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, memberId))).length;

  it('answers 401 at once when the session is revoked, replays no stored answer and records nothing', async () => {
    const admin = await t.approvedAdmin();
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(admin.cookie, id, claimBody(), 'revoked-1')).statusCode).toBe(201);
    expect((await claim(admin.cookie, id, claimBody({ institution: 'Clinic B' }))).statusCode).toBe(201);
    await t.app.ctx.db.delete(session).where(eq(session.token, tokenOf(admin)));
    for (const key of [undefined, 'revoked-1', 'revoked-2']) {
      const res = await claim(admin.cookie, id, claimBody({ institution: 'Clinic C' }), key);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorJson>().error.code).toBe('NOT_AUTHENTICATED');
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    // requireAdmin's answers come before the body's and the key's 400.
    expect((await claim(admin.cookie, id, {})).statusCode).toBe(401);
    expect((await claim(admin.cookie, id, claimBody(), 'not a key')).statusCode).toBe(401);
    expect(await claimsOf(id)).toBe(2);
  });

  it('answers 403 NOT_APPROVED at once when the admin is rejected, replays nothing and records nothing', async () => {
    const admin = await t.approvedAdmin();
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(admin.cookie, id, claimBody(), 'rejected-1')).statusCode).toBe(201);
    await t.app.ctx.db.update(admins).set({ approvalStatus: 'rejected' }).where(eq(admins.userId, admin.id));
    for (const key of [undefined, 'rejected-1']) {
      const res = await claim(admin.cookie, id, claimBody({ institution: 'Clinic B' }), key);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().error).toEqual({ code: 'NOT_APPROVED', message: messages.loginRejected });
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await claimsOf(id)).toBe(1);
    await t.app.ctx.db.update(admins).set({ approvalStatus: 'approved' }).where(eq(admins.userId, admin.id));
    expect((await claim(admin.cookie, id, claimBody(), 'rejected-1')).headers['idempotent-replayed']).toBe(
      'true',
    );
  });

  it('answers 401 to an expired session and deletes it; sets "last active" when due and records the claim', async () => {
    const admin = await t.approvedAdmin();
    const { id } = await insertMember(t.app.ctx.db);
    const token = tokenOf(admin);
    await t.app.ctx.db
      .update(session)
      .set({ lastActiveAt: sql`now() - interval '10 minutes'` })
      .where(eq(session.token, token));
    const before = (await sessionRowIn(t, token))!.lastActiveAt;
    expect((await claim(admin.cookie, id, claimBody())).statusCode).toBe(201);
    expect((await sessionRowIn(t, token))!.lastActiveAt.getTime() - before.getTime()).toBeGreaterThan(
      9 * 60_000,
    );
    await t.app.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await claim(admin.cookie, id, claimBody({ institution: 'Clinic B' }))).statusCode).toBe(401);
    expect(await sessionRowIn(t, token)).toBeUndefined();
    expect(await claimsOf(id)).toBe(1);
  });

  it('answers 403 SECOND_STEP_REQUIRED once head admins require a second step not enrolled', async () => {
    const admin = await t.approvedAdmin();
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(admin.cookie, id, claimBody())).statusCode).toBe(201);
    await t.app.ctx.db.update(signInPolicy).set({ secondStepRequired: true });
    try {
      const res = await claim(admin.cookie, id, claimBody({ institution: 'Clinic B' }));
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().error.code).toBe('SECOND_STEP_REQUIRED');
    } finally {
      await t.app.ctx.db.update(signInPolicy).set({ secondStepRequired: false });
    }
    expect(await claimsOf(id)).toBe(1);
  });
});

describe('the session cookie settings', () => {
  it("take better-auth's cookie name, with the __Secure- prefix on an https base URL", async () => {
    const make = (publicUrl: string) =>
      createAuth({
        config: { publicUrl, authSecret: 'a-test-secret-of-at-least-32-characters' },
        db: undefined as never,
        outbox: { nudge: () => undefined },
        now: () => new Date(),
        logError: () => undefined,
      });
    expect((await sessionCookieSettings(make('http://localhost:3000'))).sessionCookie).toBe(COOKIE);
    const secure = await sessionCookieSettings(make('https://portal.example.org'));
    expect(secure.sessionCookie).toBe(`__Secure-${COOKIE}`);
    expect(secure.secret).toBe('a-test-secret-of-at-least-32-characters');
  });

  it('verify only a 44-character base64 HMAC-SHA256 signature of the value', () => {
    const secret = 's'.repeat(32);
    const sig = createHmac('sha256', secret).update('tok').digest('base64');
    expect(verifySigned(`tok.${sig}`, secret)).toBe('tok');
    expect(verifySigned(`tok.${sig}`, `${secret}x`)).toBeNull();
    expect(verifySigned(`tok.${sig.replace(/\+/g, '-').replace(/\//g, '_')}x`, secret)).toBeNull();
    expect(verifySigned('tok', secret)).toBeNull();
    expect(verifySigned(`.${sig}`, secret)).toBeNull();
    expect(cookieValue(`a=1; ${COOKIE}="x%2By"; ${COOKIE}=second`, COOKIE)).toBe('x+y');
  });

  it('accept what better-auth signs, and nothing else: wrong secret, tampered token, forged signature', async () => {
    const secret = 'a-test-secret-of-at-least-32-characters';
    const token = 'Qm9vZ3VzVG9rZW5Gb3JUZXN0c0FBQUFB';
    const sig = await makeSignature(token, secret);
    expect(sig).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(verifySigned(`${token}.${sig}`, secret)).toBe(token);
    expect(verifySigned(`${token}.${sig}`, 'another-secret-of-at-least-32-characters')).toBeNull();
    expect(
      verifySigned(
        `${token}.${await makeSignature(token, 'another-secret-of-at-least-32-characters')}`,
        secret,
      ),
    ).toBeNull();
    expect(verifySigned(`X${token.slice(1)}.${sig}`, secret)).toBeNull();
    expect(verifySigned(`${token}x.${sig}`, secret)).toBeNull();
    expect(verifySigned(`${token}.${'A'.repeat(43)}=`, secret)).toBeNull();
    expect(verifySigned(`${token}.${sig.slice(0, -1)}`, secret)).toBeNull();
    expect(verifySigned(`${token}.${sig}=`, secret)).toBeNull();
    // A dot inside the signed value: the signature is what follows the last dot.
    expect(verifySigned(`a.b.${await makeSignature('a.b', secret)}`, secret)).toBe('a.b');
  });

  it('read the cookie as sent: percent-encoded, quoted, among others, the first of a name', async () => {
    const secret = 'a-test-secret-of-at-least-32-characters';
    const value = `tok.${await makeSignature('tok', secret)}`;
    const encoded = encodeURIComponent(value);
    for (const header of [
      `${COOKIE}=${encoded}`,
      `${COOKIE}="${encoded}"`,
      `${COOKIE}=${value}`,
      `theme=dark;${COOKIE}=${encoded};other=1`,
      `  theme=dark ;  ${COOKIE}=${encoded}  ; other=1`,
      `__Secure-${COOKIE}=nope; ${COOKIE}=${encoded}`,
    ]) {
      expect(verifySigned(cookieValue(header, COOKIE), secret), header).toBe('tok');
    }
    expect(cookieValue(`${COOKIE}=${encoded}; ${COOKIE}=other`, COOKIE)).toBe(value);
    expect(cookieValue(`${COOKIE}x=${encoded}`, COOKIE)).toBeNull();
    expect(cookieValue(`x${COOKIE}=${encoded}`, COOKIE)).toBeNull();
    expect(cookieValue(`__Secure-${COOKIE}=${encoded}`, COOKIE)).toBeNull();
    expect(cookieValue(undefined, COOKIE)).toBeNull();
    expect(cookieValue('', COOKIE)).toBeNull();
    expect(cookieValue(`${COOKIE}=%E0%A4%A`, COOKIE)).toBe('%E0%A4%A');
  });
});
