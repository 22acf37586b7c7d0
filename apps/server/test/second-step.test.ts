/**
 * Two-step sign-in (issue 27 item 1, DECISIONS 45) with better-auth's twoFactor plugin: enrollment on
 * My Profile, sign-in with the authenticator app's code or a backup code (each once), wrong codes on
 * the sign-in throttle, the head admins' requirement (nothing but enrollment answers until enrolled)
 * and their reset. The codes are computed here with node:crypto (RFC 6238) from the key enrollment
 * returns, as an authenticator app would.
 */
import { createHmac } from 'node:crypto';
import { messages, secondStepMessages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs } from '../src/db/schema/index.ts';
import {
  backends,
  cookieFrom,
  type ErrorJson,
  freshAddress,
  type TestAdmin,
  type TestApp,
  useTestApp,
} from './support.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238: HMAC-SHA1 of the 30-second step, dynamically truncated to 6 digits. */
function totp(key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/** A code that is not the current one, nor the one before or after (better-auth accepts those). */
function wrongCode(key: string): string {
  const near = new Set([-1, 0, 1].map((step) => totp(key, Date.now() + step * 30_000)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

type Enrolled = { key: string; backupCodes: string[]; cookie: string };

function helpers(t: TestApp) {
  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    ip?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload: payload as never } : {}),
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const works = async (cookie: string) => (await call(cookie, 'GET', '/api/service-limits')).statusCode;
  const enroll = async (admin: TestAdmin): Promise<Enrolled> => {
    const started = await call(admin.cookie, 'POST', '/api/account/second-step/enroll', {
      currentPassword: admin.password,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { key } = started.json<{ key: string }>();
    const confirmed = await call(admin.cookie, 'POST', '/api/account/second-step/confirm', {
      code: totp(key),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      key,
      backupCodes: confirmed.json<{ backupCodes: string[] }>().backupCodes,
      cookie: cookieFrom(confirmed),
    };
  };
  /** The password step: the challenge's cookie (better-auth's two_factor). */
  const passwordStep = async (admin: TestAdmin, ip = freshAddress()) => {
    const res = await t.signIn(admin.username, admin.password, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: secondStepMessages.secondStepNeeded, secondStep: true });
    return cookieFrom(res);
  };
  const secondStep = (cookie: string | undefined, body: unknown, ip = freshAddress()) =>
    call(cookie, 'POST', '/api/account/sign-in/second-step', body, ip);
  const entries = (adminId: string, action: string) =>
    t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.adminId, adminId), eq(activityLogs.action, action)));
  return { call, works, enroll, passwordStep, secondStep, entries };
}

describe.each(backends)('two-step sign-in on $name', (backend) => {
  const t = useTestApp(backend);
  const h = helpers(t);

  it('enrolls: the current password, a key as a QR code and as text, the app’s first code; 10 backup codes once', async () => {
    const admin = await t.approvedAdmin();
    const elsewhere = cookieFrom(await t.signIn(admin.username, admin.password));
    expect((await h.call(admin.cookie, 'GET', '/api/account/second-step')).json()).toEqual({
      enrolled: false,
      required: false,
    });
    const wrong = await h.call(admin.cookie, 'POST', '/api/account/second-step/enroll', {
      currentPassword: 'Not-my-pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorJson>().error.fields?.currentPassword).toBe(messages.currentPasswordIncorrect);
    // Nothing happens before the app's first code: no code is asked at sign-in.
    const started = await h.call(admin.cookie, 'POST', '/api/account/second-step/enroll', {
      currentPassword: admin.password,
    });
    expect(started.statusCode).toBe(200);
    const enrollment = started.json<{ key: string; otpauthUrl: string; qrCode: string }>();
    expect(enrollment.key).toMatch(/^[A-Z2-7]{32,}$/);
    const url = new URL(enrollment.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(enrollment.key);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain(admin.email);
    expect(enrollment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrollment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect((await t.signIn(admin.username, admin.password)).json()).toHaveProperty('admin');

    const badCode = await h.call(admin.cookie, 'POST', '/api/account/second-step/confirm', {
      code: wrongCode(enrollment.key),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json<ErrorJson>().error.fields?.code).toBe(secondStepMessages.codeIncorrect);
    const malformed = await h.call(admin.cookie, 'POST', '/api/account/second-step/confirm', {
      code: '12ab',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorJson>().error.fields?.code).toBe(secondStepMessages.codeFormat);

    // Spaces as an app shows them are fine.
    const code = totp(enrollment.key);
    const confirmed = await h.call(admin.cookie, 'POST', '/api/account/second-step/confirm', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { message, backupCodes } = confirmed.json<{ message: string; backupCodes: string[] }>();
    expect(message).toBe(secondStepMessages.secondStepEnrolled);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // This browser goes on under a new cookie; every other session has ended.
    const renewed = cookieFrom(confirmed);
    expect(await h.works(renewed)).toBe(200);
    expect(await h.works(elsewhere)).toBe(401);
    expect((await h.call(renewed, 'GET', '/api/account/second-step')).json()).toEqual({
      enrolled: true,
      required: false,
    });
    // Once only: the codes are not shown again, and a second enrollment is refused.
    const again = await h.call(renewed, 'POST', '/api/account/second-step/confirm', {
      code: totp(enrollment.key),
    });
    expect(again.statusCode).toBe(409);
    const restart = await h.call(renewed, 'POST', '/api/account/second-step/enroll', {
      currentPassword: admin.password,
    });
    expect(restart.statusCode).toBe(409);
    expect(restart.json<ErrorJson>().error.message).toBe(secondStepMessages.secondStepAlreadyOn);
    expect(await h.entries(admin.id, 'account.second_step_enrolled')).toHaveLength(1);
  });

  it('signs in with the password, then the app’s code; no session before the code', async () => {
    const admin = await t.approvedAdmin();
    const { key } = await h.enroll(admin);
    const before = (await h.entries(admin.id, 'admin.signed_in')).length;
    const challenge = await h.passwordStep(admin);
    expect(challenge).toContain('better-auth.two_factor=');
    expect(challenge).not.toContain('better-auth.session_token=');
    expect((await h.call(challenge, 'GET', '/api/account/me')).statusCode).toBe(401);
    // Without the challenge, or with a forged one, the code leads nowhere.
    expect((await h.secondStep(undefined, { code: totp(key) })).json<ErrorJson>().error).toMatchObject({
      code: 'SECOND_STEP_EXPIRED',
      message: secondStepMessages.secondStepExpired,
    });
    expect(
      (await h.secondStep('better-auth.two_factor=2fa-forged.AAAA', { code: totp(key) })).statusCode,
    ).toBe(401);
    const wrong = await h.secondStep(challenge, { code: wrongCode(key) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorJson>().error).toMatchObject({
      code: 'SECOND_STEP_INCORRECT',
      message: secondStepMessages.codeIncorrect,
    });
    expect((await h.secondStep(challenge, { code: '' })).json<ErrorJson>().error.fields?.code).toBe(
      secondStepMessages.codeRequired,
    );
    const res = await h.secondStep(challenge, { code: totp(key) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; admin: { id: string } }>()).toMatchObject({
      message: messages.loginSuccess,
      admin: { id: admin.id },
    });
    expect(await h.works(cookieFrom(res))).toBe(200);
    expect(await h.entries(admin.id, 'admin.signed_in')).toHaveLength(before + 1);
    // The challenge was used up.
    expect((await h.secondStep(challenge, { code: totp(key) })).statusCode).toBe(401);
  });

  it('signs in with a backup code instead, each one once', async () => {
    const admin = await t.approvedAdmin();
    const { backupCodes } = await h.enroll(admin);
    const [first, second] = backupCodes;
    const res = await h.secondStep(await h.passwordStep(admin), { backupCode: ` ${first} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.works(cookieFrom(res))).toBe(200);
    const reused = await h.secondStep(await h.passwordStep(admin), { backupCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json<ErrorJson>().error.fields?.backupCode).toBe(secondStepMessages.backupCodeIncorrect);
    const next = await h.secondStep(await h.passwordStep(admin), { backupCode: second });
    expect(next.statusCode).toBe(200);
  });

  it('counts wrong codes toward the sign-in throttle; the password again does not clear them', async () => {
    const admin = await t.approvedAdmin();
    const { key } = await h.enroll(admin);
    const ip = freshAddress();
    // The password (1), three wrong codes (2–4), the password again (5): still counted.
    let challenge = await h.passwordStep(admin, ip);
    for (let i = 0; i < 3; i += 1) {
      expect((await h.secondStep(challenge, { code: wrongCode(key) }, ip)).statusCode).toBe(401);
    }
    challenge = await h.passwordStep(admin, ip);
    // The sixth attempt from this address is refused, a right code too.
    const refused = await h.secondStep(challenge, { code: totp(key) }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorJson>().error.message).toBe(messages.loginRateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.signIn(admin.username, admin.password, ip)).statusCode).toBe(429);
    // From another address the owner still signs in, and a right code takes the counts back.
    const other = freshAddress();
    const done = await h.secondStep(await h.passwordStep(admin, other), { code: totp(key) }, other);
    expect(done.statusCode).toBe(200);
  });

  it('turns the second step off with the current password; sign-in is the password alone again', async () => {
    const admin = await t.approvedAdmin();
    const { cookie } = await h.enroll(admin);
    const wrong = await h.call(cookie, 'POST', '/api/account/second-step/turn-off', {
      currentPassword: 'Nope-nope1',
    });
    expect(wrong.statusCode).toBe(400);
    const off = await h.call(cookie, 'POST', '/api/account/second-step/turn-off', {
      currentPassword: admin.password,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: secondStepMessages.secondStepTurnedOff });
    expect(await h.works(cookieFrom(off))).toBe(200);
    expect((await t.signIn(admin.username, admin.password)).json()).toHaveProperty('admin');
    expect(await h.entries(admin.id, 'account.second_step_turned_off')).toHaveLength(1);
  });

  it('lets a head admin reset an administrator’s second step: key gone, sessions ended, one entry', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const { cookie } = await h.enroll(admin);
    const listed = (await h.call(head.cookie, 'GET', '/api/admins')).json<{ secondStepEnrolled: string[] }>();
    expect(listed.secondStepEnrolled).toContain(admin.id);
    const res = await h.call(head.cookie, 'POST', `/api/admins/${admin.id}/second-step/reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: secondStepMessages.secondStepReset('Maria Santos'), ended: 1 });
    expect(await h.works(cookie)).toBe(401);
    expect((await t.signIn(admin.username, admin.password)).json()).toHaveProperty('admin');
    const logged = await h.entries(head.id, 'admin.second_step_reset');
    expect(logged.filter((e) => e.details.adminId === admin.id)).toHaveLength(1);
    const again = await h.call(head.cookie, 'POST', `/api/admins/${admin.id}/second-step/reset`);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorJson>().error.message).toBe(
      secondStepMessages.secondStepNotEnrolled('Maria Santos'),
    );
    expect((await h.call(head.cookie, 'POST', `/api/admins/${head.id}/second-step/reset`)).statusCode).toBe(
      409,
    );
    const other = await t.approvedAdmin();
    expect((await h.call(other.cookie, 'POST', `/api/admins/${admin.id}/second-step/reset`)).statusCode).toBe(
      403,
    );
  });
});

describe.each(backends)('a required second step on $name', (backend) => {
  const t = useTestApp(backend);
  const h = helpers(t);

  it('blocks every route but enrollment until the admin enrolls, head admins included; it then stays on', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    expect(
      (await h.call(admin.cookie, 'PUT', '/api/admins/second-step-requirement', { required: true }))
        .statusCode,
    ).toBe(403);
    const on = await h.call(head.cookie, 'PUT', '/api/admins/second-step-requirement', { required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ message: secondStepMessages.requirementOn, required: true });
    expect(await h.entries(head.id, 'admin.second_step_requirement_changed')).toHaveLength(1);

    for (const who of [admin, head]) {
      const refused = await h.call(who.cookie, 'GET', '/api/service-limits');
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorJson>().error).toEqual({
        code: 'SECOND_STEP_REQUIRED',
        message: secondStepMessages.secondStepRequiredToContinue,
      });
      expect((await h.call(who.cookie, 'GET', '/api/account/sessions')).statusCode).toBe(403);
      const me = await h.call(who.cookie, 'GET', '/api/account/me');
      expect(me.statusCode).toBe(200);
      expect(me.json<{ secondStep: unknown }>().secondStep).toEqual({ enrolled: false, required: true });
      expect((await h.call(who.cookie, 'GET', '/api/account/second-step')).json()).toEqual({
        enrolled: false,
        required: true,
      });
    }
    // A new sign-in is blocked the same way until enrollment.
    const fresh = cookieFrom(await t.signIn(admin.username, admin.password));
    expect((await h.call(fresh, 'GET', '/api/members')).statusCode).toBe(403);

    const { cookie, key } = await h.enroll(admin);
    expect(await h.works(cookie)).toBe(200);
    const stays = await h.call(cookie, 'POST', '/api/account/second-step/turn-off', {
      currentPassword: admin.password,
    });
    expect(stays.statusCode).toBe(409);
    expect(stays.json<ErrorJson>().error.message).toBe(secondStepMessages.secondStepRequiredStaysOn);
    const signedIn = await h.secondStep(await h.passwordStep(admin), { code: totp(key) });
    expect(await h.works(cookieFrom(signedIn))).toBe(200);

    // The head admin enrolls too, then lifts the requirement.
    const headEnrolled = await h.enroll(head);
    const off = await h.call(headEnrolled.cookie, 'PUT', '/api/admins/second-step-requirement', {
      required: false,
    });
    expect(off.json()).toEqual({ message: secondStepMessages.requirementOff, required: false });
    const same = await h.call(headEnrolled.cookie, 'PUT', '/api/admins/second-step-requirement', {
      required: false,
    });
    expect(same.json()).toEqual({ message: secondStepMessages.requirementUnchanged, required: false });
    expect(await h.entries(head.id, 'admin.second_step_requirement_changed')).toHaveLength(2);
  });
});
