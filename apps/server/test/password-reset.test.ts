import { messages } from '@portal/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verification } from '../src/db/schema/index.ts';
import { backends, cookieFrom, type ErrorJson, pathOf, useTestApp } from './support.ts';

const SUBJECT = 'Reset your password — Calapan City Health Assistance Portal';

describe.each(backends)('password reset on $name', (backend) => {
  const t = useTestApp(backend);
  const requestReset = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
  const confirm = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/account/password-reset/confirm', payload });

  /** Follows the mailed link like a browser: better-auth redirects to /reset-password?token=… */
  async function tokenFromMail(email: string): Promise<string> {
    const link = t.mail.lastLink(email, 'Reset your password');
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^?]+\?callbackURL=http%3A%2F%2Flocalhost%3A3000%2Freset-password$/,
    );
    const res = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/reset-password');
    return target.searchParams.get('token')!;
  }

  it('resets the password end to end', async () => {
    const admin = await t.approvedAdmin();
    const res = await requestReset(admin.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.resetEmailSent });
    expect((await t.mail.waitFor(admin.email, 'Reset your password')).subject).toBe(SUBJECT);
    const token = await tokenFromMail(admin.email);

    const done = await confirm({ token, password: 'N3w-password', confirmPassword: 'N3w-password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.resetPasswordDone });

    expect((await t.signIn(admin.username, admin.password)).statusCode).toBe(401);
    expect((await t.signIn(admin.username, 'N3w-password')).statusCode).toBe(200);
    // The old session ended with the reset, and the link works once only.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(401);
    const again = await confirm({ token, password: 'An0ther-pass', confirmPassword: 'An0ther-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorJson>().error).toEqual({
      code: 'RESET_LINK_INVALID',
      message: messages.resetLinkInvalid,
    });
  });

  const newPassword = (password: string) => ({ password, confirmPassword: password });
  const expectLinkInvalid = (res: Awaited<ReturnType<typeof confirm>>) => {
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'RESET_LINK_INVALID',
      message: messages.resetLinkInvalid,
    });
  };
  /** Requests a reset and returns the token of the link mailed for it. */
  async function issueToken(email: string): Promise<string> {
    const before = t.mail.sent.length;
    expect((await requestReset(email)).statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while (t.mail.sent.length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    return tokenFromMail(email);
  }
  const resetRowsOf = (userId: string) =>
    t.app.ctx.db
      .select()
      .from(verification)
      .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));

  it("keeps each reset link as better-auth's verification row 'reset-password:<token>' → user id", async () => {
    const admin = await t.approvedAdmin();
    const token = await issueToken(admin.email);
    expect((await resetRowsOf(admin.id)).map((row) => row.identifier)).toEqual([`reset-password:${token}`]);
  });

  it('ends the older links when a new one is issued: only the newest works', async () => {
    const admin = await t.approvedAdmin();
    const first = await issueToken(admin.email);
    const second = await issueToken(admin.email);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${first}?callbackURL=${encodeURIComponent('http://localhost:3000/reset-password')}`,
    });
    expect(String(old.headers.location)).toContain('error=INVALID_TOKEN');
    expectLinkInvalid(await confirm({ token: first, ...newPassword('N3w-password') }));
    expect((await confirm({ token: second, ...newPassword('N3w-password') })).statusCode).toBe(200);
    expect((await t.signIn(admin.username, 'N3w-password')).statusCode).toBe(200);
  });

  it('leaves one link when several requests race', async () => {
    const admin = await t.approvedAdmin();
    const results = await Promise.all(Array.from({ length: 4 }, () => requestReset(admin.email)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await resetRowsOf(admin.id)).toHaveLength(1);
  });

  it('ends the other links of the account when one is used, and no one else’s', async () => {
    const admin = await t.approvedAdmin();
    const other = await t.approvedAdmin();
    const token = await issueToken(admin.email);
    const otherToken = await issueToken(other.email);
    // A second live link, as one issued before this rule or alongside a racing request would be.
    const context = await t.app.ctx.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: 'reset-password:second-live-link-of-the-account',
      value: admin.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    expect((await confirm({ token, ...newPassword('N3w-password') })).statusCode).toBe(200);
    expectLinkInvalid(
      await confirm({ token: 'second-live-link-of-the-account', ...newPassword('An0ther-pass') }),
    );
    expect(await resetRowsOf(admin.id)).toHaveLength(0);
    expect((await t.signIn(admin.username, 'N3w-password')).statusCode).toBe(200);
    expect((await confirm({ token: otherToken, ...newPassword('N3w-password') })).statusCode).toBe(200);
  });

  it("ends every session of the account on a reset, and only that account's", async () => {
    const admin = await t.approvedAdmin();
    const other = await t.approvedAdmin();
    const secondSession = cookieFrom(await t.signIn(admin.username, admin.password));
    const me = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).statusCode;
    expect(await me(admin.cookie)).toBe(200);
    expect(await me(secondSession)).toBe(200);
    const token = await issueToken(admin.email);
    expect((await confirm({ token, ...newPassword('N3w-password') })).statusCode).toBe(200);
    expect(await me(admin.cookie)).toBe(401);
    expect(await me(secondSession)).toBe(401);
    expect(await me(other.cookie)).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.mail.sent.length;
    const res = await requestReset('nobody@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.resetEmailSent });
    expect(t.mail.sent.length).toBe(before);
  });

  it('answers an existing email without waiting for the mail relay (no timing oracle)', async () => {
    const admin = await t.approvedAdmin();
    let release!: () => void;
    t.mail.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const slowRelay = new Promise<'waited for the mail'>((resolve) =>
        setTimeout(() => resolve('waited for the mail'), 3000),
      );
      const res = await Promise.race([requestReset(admin.email), slowRelay]);
      expect(res).not.toBe('waited for the mail');
      expect((res as Awaited<ReturnType<typeof requestReset>>).statusCode).toBe(200);
    } finally {
      t.mail.hold = null;
      release();
    }
    // The mail still goes out once the relay answers.
    expect((await t.mail.waitFor(admin.email, 'Reset your password')).subject).toBe(SUBJECT);
  });

  it('still answers 200 when the mail relay fails', async () => {
    const admin = await t.approvedAdmin();
    t.mail.failing = true;
    try {
      const res = await requestReset(admin.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.resetEmailSent });
    } finally {
      t.mail.failing = false;
    }
  });

  it('needs an email', async () => {
    for (const email of ['', '   ', undefined]) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().error.message).toBe(messages.resetEmailRequired);
    }
    const bad = await requestReset('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().error.message).toBe(messages.emailInvalid);
  });

  it('checks the password policy and the confirmation before using the token', async () => {
    const admin = await t.approvedAdmin();
    await requestReset(admin.email);
    await t.mail.waitFor(admin.email, 'Reset your password');
    const token = await tokenFromMail(admin.email);
    const weak = await confirm({ token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorJson>().error.message).toBe(messages.passwordPolicy);
    const mismatch = await confirm({ token, password: 'N3w-password', confirmPassword: 'N3w-passwort' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ErrorJson>().error.message).toBe(messages.passwordsDoNotMatch);
    // The token is still good after the refused attempts.
    const ok = await confirm({ token, password: 'N3w-password', confirmPassword: 'N3w-password' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await confirm({
      token: 'made-up-token',
      password: 'N3w-password',
      confirmPassword: 'N3w-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.message).toBe(messages.resetLinkInvalid);
  });

  it('sends the browser back with an error for an unknown link', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/made-up?callbackURL=${encodeURIComponent('http://localhost:3000/reset-password')}`,
    });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toContain('error=INVALID_TOKEN');
  });

  it('rate limits reset requests per email', async () => {
    const admin = await t.approvedAdmin();
    for (let i = 0; i < 5; i += 1) expect((await requestReset(admin.email)).statusCode).toBe(200);
    const res = await requestReset(admin.email);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorJson>().error.message).toBe(messages.rateLimited);
  });
});
