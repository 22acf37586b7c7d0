import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, outboxMessages, user } from '../src/db/schema/index.ts';
import { backends, createTestApp, type ErrorJson, registrationBody, useTestApp } from './support.ts';

describe.each(backends)('admin registration on $name', (backend) => {
  const t = useTestApp(backend);

  const rowsFor = async (email: string) => ({
    users: (await t.app.ctx.db.select().from(user).where(eq(user.email, email))).length,
    admins: (await t.app.ctx.db.select().from(admins).where(eq(admins.email, email))).length,
  });

  it('makes the first admin ever an approved head admin, whatever role was chosen', async () => {
    const body = registrationBody({ role: 'admin_assistant' });
    const res = await t.register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: `${messages.registrationSuccess} ${messages.registrationApprovedNext}`,
    });
    const [row] = await t.app.ctx.db.select().from(admins).where(eq(admins.email, body.email));
    expect(row).toMatchObject({ role: 'head_admin', approvalStatus: 'approved' });
    // The first admin's verification link says they may log in now.
    const verified = await t.verifyEmail(body.email);
    expect(verified.headers.location).toBe('/login?verified=approved');
  });

  it('tells a later registration that a Head Administrator reviews it', async () => {
    const res = await t.register(registrationBody());
    expect(res.json()).toEqual({
      message: `${messages.registrationSuccess} ${messages.registrationAwaitingNext}`,
    });
  });

  it('mails a verification link that lands on /login?verified=pending for an admin awaiting approval', async () => {
    const body = registrationBody();
    await t.register(body);
    const mail = await t.mail.waitFor(body.email);
    expect(mail.subject).toBe('Verify your email — Calapan City Health Assistance Portal');
    const link = t.mail.lastLink(body.email);
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('verify-email');
    const res = await t.verifyEmail(body.email);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?verified=pending');
    const [row] = await t.app.ctx.db.select().from(user).where(eq(user.email, body.email));
    expect(row?.emailVerified).toBe(true);
  });

  it('keeps later registrations pending with the role they chose', async () => {
    const body = registrationBody({ role: 'other', roleOther: 'Nurse supervisor' });
    expect((await t.register(body)).statusCode).toBe(201);
    const [row] = await t.app.ctx.db.select().from(admins).where(eq(admins.email, body.email));
    expect(row).toMatchObject({ role: 'Nurse supervisor', approvalStatus: 'pending' });
  });

  it('refuses an email already in use, whatever its case', async () => {
    const first = registrationBody();
    await t.register(first);
    const res = await t.register(registrationBody({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'EMAIL_IN_USE',
      message: messages.registrationEmailInUse,
    });
  });

  it('refuses a username already in use, whatever its case', async () => {
    const first = registrationBody();
    await t.register(first);
    const res = await t.register(registrationBody({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'USERNAME_IN_USE',
      message: messages.registrationUsernameInUse,
    });
  });

  it('refuses a password outside the policy', async () => {
    const res = await t.register(registrationBody({ password: 'lowercase1', confirmPassword: 'lowercase1' }));
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorJson>();
    expect(error.message).toBe(messages.registrationPasswordPolicy);
    expect(error.fields).toEqual({ password: messages.registrationPasswordPolicy });
  });

  it('refuses passwords that do not match', async () => {
    const res = await t.register(registrationBody({ confirmPassword: 'Other-pass1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toMatchObject({
      message: messages.passwordsDoNotMatch,
      fields: { confirmPassword: messages.passwordsDoNotMatch },
    });
  });

  it('needs all five consents', async () => {
    const body = registrationBody();
    const res = await t.register({ ...body, consents: { ...body.consents, security: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toMatchObject({
      message: messages.registrationConsentsRequired,
      fields: { 'consents.security': messages.registrationConsentsRequired },
    });
  });

  it('needs the role to be specified when Other is chosen', async () => {
    const res = await t.register(registrationBody({ role: 'other', roleOther: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toMatchObject({
      message: messages.registrationRoleOtherRequired,
      fields: { roleOther: messages.registrationRoleOtherRequired },
    });
  });

  it('lists every missing required field', async () => {
    const res = await t.register({});
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorJson>();
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe(messages.invalidInput);
    expect(error.fields).toMatchObject({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      dob: 'Date of birth is required.',
      gender: 'Gender is required.',
      civilStatus: 'Civil status is required.',
      contactNumber: 'Contact number is required.',
      username: 'Username is required.',
      email: 'Email is required.',
      role: 'Role is required.',
    });
  });

  it('refuses malformed values field by field', async () => {
    const res = await t.register(
      registrationBody({
        email: 'not-an-email',
        dob: '1990-02-30',
        username: 'a b',
        contactNumber: 'call me',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.fields).toEqual({
      email: messages.emailInvalid,
      dob: messages.adminDobInvalid,
      username: messages.usernameInvalid,
      contactNumber: messages.contactNumberInvalid,
    });
  });

  it('registers while the mail relay is down; the verification mail goes once when it is back', async () => {
    const body = registrationBody();
    const email = body.email.toLowerCase();
    const queued = async () =>
      (await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)))[0];
    t.mail.failing = true;
    try {
      const res = await t.register(body);
      expect(res.statusCode).toBe(201);
      expect(await rowsFor(email)).toEqual({ users: 1, admins: 1 });
      // The attempt right after the answer failed; the mail waits in the outbox for its retry.
      const deadline = Date.now() + 5000;
      while (!((await queued())?.attempts === 1 && (await queued())?.status === 'queued')) {
        if (Date.now() > deadline) throw new Error('the first attempt was not made');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await queued())?.lastError).toContain('SMTP relay refused');
    } finally {
      t.mail.failing = false;
    }
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(0);
    // The relay is back; the retry is made due now rather than in 30 s.
    await t.app.ctx.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxMessages.recipient, email));
    await t.app.ctx.outbox.runPass();
    expect((await t.verifyEmail(email)).statusCode).toBe(302);
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    expect(await queued()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

describe.each(backends)('admin date of birth on $name', (backend) => {
  // 00:30 on 16 March 2026 in Manila, still 15 March in UTC: "today" is Manila's.
  const NOW = new Date('2026-03-15T16:30:00Z');
  const t = useTestApp(backend, { now: () => NOW });

  it('refuses a date of birth after today or before 1900-01-01, on the dob field', async () => {
    for (const dob of ['2100-01-01', '2026-03-17', '1899-12-31', '0001-01-01']) {
      const body = registrationBody({ dob });
      const res = await t.register(body);
      expect(res.statusCode, dob).toBe(400);
      expect(res.json<ErrorJson>().error, dob).toEqual({
        code: 'INVALID_INPUT',
        message: messages.adminDobInvalid,
        fields: { dob: messages.adminDobInvalid },
      });
      expect(await t.app.ctx.db.select().from(user).where(eq(user.email, body.email))).toHaveLength(0);
    }
  });

  it("accepts today's date in APP_TIMEZONE and 1900-01-01", async () => {
    for (const dob of ['2026-03-16', '1900-01-01']) {
      const res = await t.register(registrationBody({ dob }));
      expect(res.statusCode, `${dob}: ${res.body}`).toBe(201);
    }
  });
});

describe.each(backends)('first registrations racing on $name', (backend) => {
  it('approves exactly one head admin when two register at once', async () => {
    const t = await createTestApp(backend);
    try {
      const results = await Promise.all([t.register(registrationBody()), t.register(registrationBody())]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      const rows = await t.app.ctx.db.select().from(admins);
      expect(rows.map((r) => r.approvalStatus).sort()).toEqual(['approved', 'pending']);
      expect(rows.filter((r) => r.role === 'head_admin' && r.approvalStatus === 'approved')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('lets the same email win only once when registered twice at once', async () => {
    const t = await createTestApp(backend);
    try {
      const body = registrationBody();
      const results = await Promise.all([
        t.register(body),
        t.register({ ...body, username: `${body.username}x` }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    } finally {
      await t.close();
    }
  });
});

describe.each(backends)('open registration (ADMIN_APPROVAL=off) on $name', (backend) => {
  const t = useTestApp(backend, { config: { adminApproval: 'off' } });

  it('approves later registrations at once', async () => {
    await t.headAdmin();
    const body = registrationBody({ role: 'admin_assistant' });
    await t.register(body);
    await t.verifyEmail(body.email);
    const res = await t.signIn(body.username, body.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({
      role: 'admin_assistant',
      approvalStatus: 'approved',
      isHeadAdmin: false,
    });
  });
});
