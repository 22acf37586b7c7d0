import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, session } from '../src/db/schema/index.ts';
import { DEFAULT_SIGN_IN_SLOWDOWN, signInDelayMs } from '../src/features/accounts/sign-in.ts';
import {
  backends,
  cookieFrom,
  type ErrorJson,
  freshAddress,
  registrationBody,
  TEST_PASSWORD,
  useTestApp,
} from './support.ts';

describe.each(backends)('sign-in on $name', (backend) => {
  const t = useTestApp(backend);

  const expectIncorrect = (res: Awaited<ReturnType<typeof t.signIn>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: messages.loginIncorrect,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  it('signs in by username and by email, case-insensitively, with a session cookie', async () => {
    const head = await t.headAdmin();
    for (const login of [head.username, head.email, head.email.toUpperCase(), head.username.toUpperCase()]) {
      const res = await t.signIn(login, head.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: messages.loginSuccess,
        admin: {
          id: head.id,
          email: head.email,
          isHeadAdmin: true,
          role: 'head_admin',
          approvalStatus: 'approved',
        },
      });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
    }
  });

  it('answers wrong password, unknown email and unknown username alike', async () => {
    const head = await t.headAdmin();
    expectIncorrect(await t.signIn(head.username, 'Wrong-pass1'));
    expectIncorrect(await t.signIn(head.email, 'Wrong-pass1'));
    expectIncorrect(await t.signIn('nobody@example.org', TEST_PASSWORD));
    expectIncorrect(await t.signIn('nobody_here', TEST_PASSWORD));
  });

  it('answers a NUL in the login with 400, never 500', async () => {
    for (const login of ['a\u0000b', '\u0000']) {
      const res = await t.signIn(login, 'Wrong-pass1');
      expect(res.statusCode, JSON.stringify(login)).toBe(400);
      expect(res.json<ErrorJson>().error).toMatchObject({
        code: 'INVALID_INPUT',
        message: messages.textNotAllowed,
      });
    }
  });

  it('needs both login and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { login: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.message).toBe(messages.loginRequired);
  });

  it('refuses an unverified email after a correct password, and mails a fresh link', async () => {
    await t.headAdmin();
    const body = registrationBody();
    await t.register(body);
    await t.mail.waitFor(body.email, 'Verify your email');
    const before = t.mail.sent.length;
    const res = await t.signIn(body.username, body.password);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: messages.loginUnverified,
    });
    // The fresh link leaves the outbox just after the answer.
    await t.mail.waitForCount(before + 1);
    expect(t.mail.sent.length).toBe(before + 1);
    // A wrong password does not reveal that the account is unverified.
    expectIncorrect(await t.signIn(body.username, 'Wrong-pass1'));
  });

  it('refuses an admin awaiting approval and keeps no session', async () => {
    const pending = await t.pendingAdmin();
    const res = await t.signIn(pending.email, pending.password);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'AWAITING_APPROVAL',
      message: messages.loginAwaitingApproval,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(401);
    const sessions = await t.app.ctx.db.query.session.findMany({
      where: (s, { eq }) => eq(s.userId, pending.id),
    });
    expect(sessions).toHaveLength(0);
  });

  it('refuses a rejected admin', async () => {
    const head = await t.headAdmin();
    const pending = await t.pendingAdmin();
    await t.app.inject({
      method: 'POST',
      url: `/api/admins/${pending.id}/reject`,
      headers: { cookie: head.cookie },
    });
    const res = await t.signIn(pending.username, pending.password);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().error).toEqual({ code: 'REJECTED', message: messages.loginRejected });
  });

  it('rate limits failed attempts per account and address (429 with Retry-After), the right password included', async () => {
    const admin = await t.approvedAdmin();
    const ip = freshAddress();
    for (let i = 0; i < 5; i += 1) expectIncorrect(await t.signIn(admin.username, 'Wrong-pass1', ip));
    const limited = await t.signIn(admin.username, admin.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorJson>().error).toEqual({
      code: 'RATE_LIMITED',
      message: messages.loginRateLimited,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it("does not lock the owner out from their own address because of someone else's failures", async () => {
    const admin = await t.approvedAdmin();
    const attacker = freshAddress();
    const owner = freshAddress();
    for (let i = 0; i < 5; i += 1) expectIncorrect(await t.signIn(admin.username, 'Wrong-pass1', attacker));
    // Address A is locked for this account…
    expect((await t.signIn(admin.username, 'Wrong-pass1', attacker)).statusCode).toBe(429);
    expect((await t.signIn(admin.email, admin.password, attacker)).statusCode).toBe(429);
    // …address B, the owner's, is not: the right password signs in, and their own typo is only a 401.
    expectIncorrect(await t.signIn(admin.email, 'Wrong-pass1', owner));
    expect((await t.signIn(admin.username, admin.password, owner)).statusCode).toBe(200);
    // The owner signing in does not unlock the attacker's address.
    expect((await t.signIn(admin.username, 'Wrong-pass1', attacker)).statusCode).toBe(429);
  });

  it('does not lock an account however many addresses fail on it', async () => {
    const admin = await t.approvedAdmin();
    for (let i = 0; i < 12; i += 1) expectIncorrect(await t.signIn(admin.username, 'Wrong-pass1'));
    expect((await t.signIn(admin.username, admin.password)).statusCode).toBe(200);
  });

  it('counts username and email of one account together (5 failures mixed → the 6th is 429)', async () => {
    const admin = await t.approvedAdmin();
    const ip = freshAddress();
    const logins = [admin.username, admin.email, admin.username.toUpperCase(), admin.email, admin.username];
    for (const login of logins) expectIncorrect(await t.signIn(login, 'Wrong-pass1', ip));
    for (const login of [admin.email, admin.username]) {
      const limited = await t.signIn(login, admin.password, ip);
      expect(limited.statusCode, login).toBe(429);
      expect(limited.json<ErrorJson>().error.code).toBe('RATE_LIMITED');
    }
  });

  it('does not count successful sign-ins against the account', async () => {
    const admin = await t.approvedAdmin();
    const ip = freshAddress();
    for (let i = 0; i < 4; i += 1) expectIncorrect(await t.signIn(admin.email, 'Wrong-pass1', ip));
    expect((await t.signIn(admin.email, admin.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expectIncorrect(await t.signIn(admin.email, 'Wrong-pass1', ip));
    expect((await t.signIn(admin.email, admin.password, ip)).statusCode).toBe(200);
  });

  it('rate limits failed attempts per address, whatever the account', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 20; i += 1) expectIncorrect(await t.signIn(`guess_${i}`, 'Wrong-pass1', ip));
    const res = await t.signIn('guess_final', 'Wrong-pass1', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expectIncorrect(await t.signIn('guess_final', 'Wrong-pass1'));
  });

  it('keeps the limit under parallel guesses', async () => {
    const admin = await t.approvedAdmin();
    const ip = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.signIn(admin.username, 'Wrong-pass1', ip)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('GET /api/account/me returns the profile; sign-out ends the session', async () => {
    const admin = await t.approvedAdmin({ firstName: 'Jose', role: 'other', roleOther: 'Encoder' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: admin.cookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().admin).toEqual({
      id: admin.id,
      email: admin.email,
      username: admin.username,
      firstName: 'Jose',
      lastName: 'Santos',
      middleName: 'Reyes',
      role: 'Encoder',
      roleLabel: 'Encoder',
      approvalStatus: 'approved',
      isHeadAdmin: false,
      // The full name and its initials (issue 23), never the e-mail's local part.
      displayName: 'Jose Santos',
      initials: 'JS',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: admin.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: admin.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('GET /api/auth/get-session answers the session without its token', async () => {
    const admin = await t.approvedAdmin();
    const [stored] = await t.app.ctx.db.select().from(session).where(eq(session.userId, admin.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: admin.id, email: admin.email });
    expect(body.session).toMatchObject({ id: stored!.id, userId: admin.id });
    expect(body.session).not.toHaveProperty('token');
    expect(res.body).not.toContain(stored!.token);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // Without a session: null, as before.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
  });

  it('signing out without a session is harmless', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-out' });
    expect(res.statusCode).toBe(204);
  });

  it("keeps better-auth's own sign-up and sign-in endpoints closed", async () => {
    const body = registrationBody();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: body.email, password: body.password, name: 'x' },
    });
    expect(signUp.statusCode).toBe(404);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: body.email, password: body.password },
    });
    expect(signIn.statusCode).toBe(404);
  });
});

describe('sign-in slowdown per account', () => {
  it('waits longer with the recent failures beyond the free ones, up to the cap', () => {
    const rule = { free: 5, perFailureMs: 250, maxMs: 2000 };
    expect([0, 1, 5, 6, 7, 12, 13, 14, 1000].map((failures) => signInDelayMs(failures, rule))).toEqual([
      0, 0, 0, 250, 500, 1750, 2000, 2000, 2000,
    ]);
    expect(DEFAULT_SIGN_IN_SLOWDOWN.maxMs).toBeLessThanOrEqual(2000);
  });

  describe.each(backends)('on $name', (backend) => {
    const t = useTestApp(backend, { config: { signInSlowdown: { free: 2, perFailureMs: 400, maxMs: 800 } } });

    const timed = async (login: string, password: string) => {
      const started = performance.now();
      const res = await t.signIn(login, password);
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const accountCounter = async (userId: string) =>
      (
        await t.app.ctx.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `sign-in:account-id:${userId}`))
      )[0]?.count;

    it("slows every attempt on an account after its failures from any address, the owner's too", async () => {
      const admin = await t.approvedAdmin();
      // Each attempt from a new address: no (account, address) limit is reached.
      for (let i = 0; i < 3; i += 1) expect((await timed(admin.username, 'Wrong-pass1')).status).toBe(401);
      const fourth = await timed(admin.username, 'Wrong-pass1');
      expect(fourth.status).toBe(401);
      expect(fourth.ms).toBeGreaterThanOrEqual(400 - 5);
      const owner = await timed(admin.email, admin.password);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(800 - 5);
      // The right password ends the slowdown.
      expect(await accountCounter(admin.id)).toBeUndefined();
    });
  });
});
