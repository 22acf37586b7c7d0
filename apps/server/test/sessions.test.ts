/**
 * Where an administrator is signed in (issue 27 item 2, DECISIONS 45): My Profile lists one's sessions
 * and ends any other or all the others; a head admin ends every session of another administrator.
 * An ended session stops working at its very next request, whatever route it calls.
 */
import { type SessionView, sessionCount, sessionMessages } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, session } from '../src/db/schema/index.ts';
import { backends, cookieFrom, type ErrorJson, freshAddress, type TestAdmin, useTestApp } from './support.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Sessions = { sessions: SessionView[] };
type Ended = { message: string; ended: number };

describe.each(backends)('sessions on $name', (backend) => {
  const t = useTestApp(backend);
  const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  /** Signs `admin` in from another browser: its own address and User-Agent; the Cookie header. */
  const browser = async (admin: TestAdmin, userAgent: string, ip = freshAddress()) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login: admin.username, password: admin.password },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return { cookie: cookieFrom(res), ip };
  };
  const works = async (cookie: string) => (await call(cookie, 'GET', '/api/account/me')).statusCode;
  const entries = (adminId: string, action: string) =>
    t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.adminId, adminId), eq(activityLogs.action, action)));

  it('lists where one is signed in: this browser first, browser and system in plain words, the address', async () => {
    const admin = await t.approvedAdmin();
    const chrome = await browser(admin, CHROME_WINDOWS);
    const firefox = await browser(admin, FIREFOX_LINUX);
    const res = await call(chrome.cookie, 'GET', '/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json<Sessions>();
    // The helper's own sign-in (no User-Agent), then the two browsers.
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ browser: 'Chrome on Windows', ipAddress: chrome.ip, current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // The address is the one the portal saw (TRUST_PROXY off), not the X-Forwarded-For a client wrote.
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Firefox on Linux', ipAddress: firefox.ip, current: false }),
    );
    expect(sessions).toContainEqual(expect.objectContaining({ browser: 'Unknown browser', current: false }));
    for (const view of sessions) {
      expect(Date.parse(view.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(view.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The tokens (what the cookies carry) never leave the server.
    const tokens = await t.app.ctx.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(res.body).not.toContain(token);
    expect((await call(undefined, 'GET', '/api/account/sessions')).statusCode).toBe(401);
  });

  it('ends another session: that browser is signed out at its next request, on every route', async () => {
    const admin = await t.approvedAdmin();
    const mine = await browser(admin, CHROME_WINDOWS);
    const other = await browser(admin, SAFARI_IPHONE);
    expect(await works(other.cookie)).toBe(200);
    const { sessions } = (await call(mine.cookie, 'GET', '/api/account/sessions')).json<Sessions>();
    const target = sessions.find((s) => s.browser === 'Safari on iPhone')!;

    const res = await call(mine.cookie, 'POST', `/api/account/sessions/${target.id}/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Ended>()).toEqual({ message: sessionMessages.sessionEnded, ended: 1 });
    expect(await works(other.cookie)).toBe(401);
    expect((await call(other.cookie, 'GET', '/api/service-limits')).statusCode).toBe(401);
    expect((await call(other.cookie, 'GET', '/api/account/sessions')).statusCode).toBe(401);
    // better-auth's own session read agrees: no cookie cache keeps the ended session alive.
    const fromBetterAuth = await call(other.cookie, 'GET', '/api/auth/get-session');
    expect(fromBetterAuth.statusCode).toBe(200);
    expect(fromBetterAuth.json()).toBeNull();
    const options = (await t.app.ctx.auth.$context).options as {
      session?: { cookieCache?: { enabled?: boolean } };
    };
    expect(options.session?.cookieCache?.enabled ?? false).toBe(false);
    expect(await works(mine.cookie)).toBe(200);

    const logged = await entries(admin.id, 'account.session_ended');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ browser: 'Safari on iPhone', ipAddress: other.ip });

    const again = await call(mine.cookie, 'POST', `/api/account/sessions/${target.id}/end`);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorJson>().error.message).toBe(sessionMessages.sessionNotFound);
    expect(await entries(admin.id, 'account.session_ended')).toHaveLength(1);
  });

  it('refuses to end this browser’s own session (400), another admin’s (404) and a malformed id (400)', async () => {
    const admin = await t.approvedAdmin();
    const stranger = await t.approvedAdmin();
    const mine = (await call(admin.cookie, 'GET', '/api/account/sessions')).json<Sessions>().sessions;
    const own = await call(admin.cookie, 'POST', `/api/account/sessions/${mine[0]!.id}/end`);
    expect(own.statusCode).toBe(400);
    expect(own.json<ErrorJson>().error).toMatchObject({
      code: 'CURRENT_SESSION',
      message: sessionMessages.currentSessionNotEnded,
    });
    const theirs = (await call(stranger.cookie, 'GET', '/api/account/sessions')).json<Sessions>().sessions;
    const foreign = await call(admin.cookie, 'POST', `/api/account/sessions/${theirs[0]!.id}/end`);
    expect(foreign.statusCode).toBe(404);
    expect(await works(stranger.cookie)).toBe(200);
    const malformed = await call(admin.cookie, 'POST', '/api/account/sessions/bad%00id/end');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorJson>().error.code).toBe('INVALID_INPUT');
    expect(await works(admin.cookie)).toBe(200);
    expect(await entries(admin.id, 'account.session_ended')).toHaveLength(0);
  });

  it('ends every other session at once, keeping this one, in one activity entry', async () => {
    const admin = await t.approvedAdmin();
    const mine = await browser(admin, CHROME_WINDOWS);
    const others = [admin.cookie, (await browser(admin, FIREFOX_LINUX)).cookie];
    const res = await call(mine.cookie, 'POST', '/api/account/sessions/end-others');
    expect(res.statusCode).toBe(200);
    expect(res.json<Ended>()).toEqual({
      message: sessionMessages.otherSessionsEnded(sessionCount(2)),
      ended: 2,
    });
    for (const cookie of others) expect(await works(cookie)).toBe(401);
    expect(await works(mine.cookie)).toBe(200);
    const left = (await call(mine.cookie, 'GET', '/api/account/sessions')).json<Sessions>().sessions;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    const logged = await entries(admin.id, 'account.other_sessions_ended');
    expect(logged.map((e) => e.details)).toEqual([
      expect.objectContaining({ sessions: 2, description: 'Ended their other sessions (2 sessions)' }),
    ]);
    // Nothing left to end: said so, nothing written.
    const none = await call(mine.cookie, 'POST', '/api/account/sessions/end-others');
    expect(none.json<Ended>()).toEqual({ message: sessionMessages.noOtherSessions, ended: 0 });
    expect(await entries(admin.id, 'account.other_sessions_ended')).toHaveLength(1);
  });

  it('keeps "last active" to the minute: one write a minute per session, none in between', async () => {
    const admin = await t.approvedAdmin();
    const token = decodeURIComponent(
      admin.cookie.split('better-auth.session_token=')[1]!.split(';')[0]!,
    ).split('.')[0]!;
    const lastActive = async () =>
      (await t.app.ctx.db.select().from(session).where(eq(session.token, token)))[0]!.lastActiveAt;
    await t.app.ctx.db
      .update(session)
      .set({ lastActiveAt: sql`now() - interval '10 minutes'` })
      .where(eq(session.token, token));
    const before = await lastActive();
    expect(await works(admin.cookie)).toBe(200);
    const touched = await lastActive();
    expect(touched.getTime() - before.getTime()).toBeGreaterThan(9 * 60_000);
    expect(await works(admin.cookie)).toBe(200);
    expect((await lastActive()).getTime()).toBe(touched.getTime());
    const listed = (await call(admin.cookie, 'GET', '/api/account/sessions')).json<Sessions>().sessions;
    expect(Date.parse(listed[0]!.lastActiveAt)).toBe(touched.getTime());
  });

  it('lets a head admin see and end every session of another administrator (one entry)', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const phone = await browser(admin, SAFARI_IPHONE);
    const listed = await call(head.cookie, 'GET', `/api/admins/${admin.id}/sessions`);
    expect(listed.statusCode).toBe(200);
    const views = listed.json<Sessions>().sessions;
    expect(views).toHaveLength(2);
    expect(views.every((s) => !s.current)).toBe(true);
    expect(views).toContainEqual(
      expect.objectContaining({ browser: 'Safari on iPhone', ipAddress: phone.ip }),
    );

    const res = await call(head.cookie, 'POST', `/api/admins/${admin.id}/sessions/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Ended>()).toEqual({
      message: sessionMessages.adminSessionsEnded('Maria Santos', sessionCount(2)),
      ended: 2,
    });
    expect(await works(admin.cookie)).toBe(401);
    expect(await works(phone.cookie)).toBe(401);
    expect(await works(head.cookie)).toBe(200);
    const logged = await entries(head.id, 'admin.sessions_ended');
    expect(logged.filter((e) => e.details.adminId === admin.id).map((e) => e.details)).toEqual([
      expect.objectContaining({ adminName: 'Maria Santos', sessions: 2 }),
    ]);
    const none = await call(head.cookie, 'POST', `/api/admins/${admin.id}/sessions/end`);
    expect(none.json<Ended>()).toEqual({
      message: sessionMessages.adminHasNoSessions('Maria Santos'),
      ended: 0,
    });
    // The admin signs in again as usual.
    expect((await t.signIn(admin.username, admin.password)).statusCode).toBe(200);
  });

  it('refuses a head admin’s own sessions (409), an unknown admin (404), others (403) and strangers (401)', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const self = await call(head.cookie, 'POST', `/api/admins/${head.id}/sessions/end`);
    expect(self.statusCode).toBe(409);
    expect(self.json<ErrorJson>().error.message).toBe(sessionMessages.ownSessionsOnProfile);
    expect(await works(head.cookie)).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(head.cookie, 'POST', `/api/admins/${unknown}/sessions/end`)).statusCode).toBe(404);
    expect((await call(head.cookie, 'GET', `/api/admins/${unknown}/sessions`)).statusCode).toBe(404);
    const forbidden = await call(admin.cookie, 'POST', `/api/admins/${head.id}/sessions/end`);
    expect(forbidden.statusCode).toBe(403);
    expect((await call(admin.cookie, 'GET', `/api/admins/${head.id}/sessions`)).statusCode).toBe(403);
    expect((await call(undefined, 'POST', `/api/admins/${admin.id}/sessions/end`)).statusCode).toBe(401);
    expect(await works(head.cookie)).toBe(200);
    expect(await works(admin.cookie)).toBe(200);
  });

  it('a password change ends the other sessions: the list keeps this browser only', async () => {
    const admin = await t.approvedAdmin();
    const mine = await browser(admin, CHROME_WINDOWS);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: mine.cookie, 'user-agent': CHROME_WINDOWS },
      payload: {
        currentPassword: admin.password,
        newPassword: 'N3w-password!',
        confirmPassword: 'N3w-password!',
      },
      remoteAddress: mine.ip,
    });
    expect(res.statusCode).toBe(200);
    const renewed = cookieFrom(res);
    const left = (await call(renewed, 'GET', '/api/account/sessions')).json<Sessions>().sessions;
    expect(left).toEqual([
      expect.objectContaining({ browser: 'Chrome on Windows', ipAddress: mine.ip, current: true }),
    ]);
  });
});
