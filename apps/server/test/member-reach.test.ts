/**
 * Reaching members (issue 25 items 1, 2 and 5; DECISIONS 43): consent and language on registration
 * and Update Member, the member messages raised by the set-based job once per member, kind and term,
 * and the templates head admins edit — through the API on each backend.
 */
import {
  addDays,
  CONSENT_WORDING,
  DEFAULT_MESSAGE_TEMPLATES,
  messageDate,
  reachMessages,
  todayIn,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { templatesInForce } from '../src/core/message-templates.ts';
import { currentOffice } from '../src/core/settings.ts';
import type { Database } from '../src/db/index.ts';
import { activityLogs, members, outboxMessages } from '../src/db/schema/index.ts';
import { raiseMemberMessagesJob } from '../src/features/member-reach/job.ts';
import { raiseMemberMessages } from '../src/features/member-reach/reminders.ts';
import { JobRunner } from '../src/jobs/index.ts';
import {
  type Json,
  jpegFile,
  multipartBody,
  patchMember,
  pngFile,
  registrationData,
} from './members-support.ts';
import { insertMember } from './services-support.ts';
import {
  backends,
  CapturingMailer,
  type ErrorJson,
  type TestAdmin,
  testConfig,
  useTestApp,
  useTwoServers,
} from './support.ts';

describe.each(backends)('reaching members on $name', (backend) => {
  let clock = new Date();
  const t = useTestApp(backend, { now: () => clock, jobs: [] });
  const db = () => t.app.ctx.db;
  const today = () => todayIn('Asia/Manila', clock);

  const register = (admin: TestAdmin, data: unknown) => {
    const body = multipartBody(data, { idPicture: pngFile(), signature: jpegFile() });
    return t.app.inject({
      method: 'POST',
      url: '/api/members',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
  };
  const update = (admin: TestAdmin, id: string, data: unknown) => patchMember(t.app, admin.cookie, id, data);
  const get = (admin: TestAdmin | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: admin ? { cookie: admin.cookie } : {} });
  const put = (admin: TestAdmin | null, url: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: payload as never,
      headers: admin ? { cookie: admin.cookie } : {},
    });
  const runJob = () =>
    new JobRunner({ jobs: [raiseMemberMessagesJob], app: t.app.ctx, log: t.app.log }).runOnce(
      raiseMemberMessagesJob,
    );
  /**
   * The job on its own lock but not its interval: the raise itself, as a run would do it. First the
   * outbox's nudged passes finish (an admin's verification mail wakes one): a pass under way would take
   * the SMS just raised, and the tests read what the raise left (CI once saw `sending` for `queued`).
   */
  const raise = async () => {
    await t.app.ctx.outbox.settled();
    return raiseMemberMessages(
      db(),
      await templatesInForce(db()),
      await currentOffice(t.app.ctx),
      today(),
      clock,
    );
  };
  const messagesOf = (memberId: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.memberId, memberId))
      .orderBy(outboxMessages.kind);
  const memberCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(members))[0]!.n;

  /** A member written straight to the table, with consent, due `daysLeft` days before its expiry. */
  async function dueMember(daysLeft: number, reach: Partial<typeof members.$inferInsert> = {}) {
    const expiry = addDays(today(), daysLeft);
    const m = await insertMember(db(), { registrationDate: addDays(expiry, -3 * 365), expiryDate: expiry });
    await db()
      .update(members)
      .set({
        reminderConsent: 'sms',
        phoneNumber: '+639171234567',
        createdAt: new Date(clock.getTime() - 30 * 86_400_000),
        ...reach,
      })
      .where(eq(members.id, m.id));
    return { id: m.id, expiry };
  }

  beforeAll(() => {
    clock = new Date();
  });

  it('registers a member with SMS consent in Filipino, records who asked and which wording, and welcomes them once in Filipino', async () => {
    const admin = await t.approvedAdmin();
    const data = registrationData({
      firstName: 'Liza',
      phoneNumber: '0917 555 0101',
      reminderConsent: 'sms',
      language: 'fil',
      email: 'Liza@Example.org',
    });
    const res = await register(admin, data);
    expect(res.statusCode).toBe(201);
    const member = res.json<Json>().member ?? res.json<Json>();
    expect(member).toMatchObject({
      phoneNumber: '+639175550101',
      reminderConsent: 'sms',
      language: 'fil',
      email: 'liza@example.org',
      smsNumber: true,
    });
    const reach = (await get(admin, `/api/members/${member.id}/reach`)).json<Json>();
    expect(reach.consent).toMatchObject({
      reminderConsent: 'sms',
      language: 'fil',
      wordingVersion: CONSENT_WORDING.version,
      recordedByName: 'Maria Santos',
    });
    expect(reach.history).toHaveLength(1);

    expect(await runJob()).toBe('ran');
    await raise();
    const sent = await messagesOf(member.id);
    expect(sent).toHaveLength(1);
    const expiry = (await db().select().from(members).where(eq(members.id, member.id)))[0]!.expiryDate;
    expect(sent[0]).toMatchObject({
      kind: 'welcome',
      channel: 'sms',
      recipient: '+639175550101',
      status: 'queued',
      dedupeKey: `welcome:${member.id}:${expiry}`,
    });
    expect(sent[0]!.body).toContain('Maligayang pagdating, Liza');
    expect(sent[0]!.body).toContain(messageDate(expiry, 'fil'));
    expect(sent[0]!.body).toContain(member.referenceNumber);
    expect(sent[0]!.body).not.toMatch(/\{\w+\}/);
  });

  it('refuses a number that cannot receive SMS at registration, with the message, writing nothing', async () => {
    const admin = await t.approvedAdmin();
    const before = await memberCount();
    const landline = await register(admin, registrationData({ phoneNumber: '(043) 288 1234' }));
    expect(landline.statusCode).toBe(400);
    expect(landline.json<ErrorJson>().error).toMatchObject({
      message: reachMessages.notAnSmsNumber,
      fields: { phoneNumber: reachMessages.notAnSmsNumber },
    });
    const noNumber = await register(admin, registrationData({ phoneNumber: '', reminderConsent: 'sms' }));
    expect(noNumber.json<ErrorJson>().error.message).toBe(reachMessages.smsConsentNeedsMobile);
    const noEmail = await register(admin, registrationData({ reminderConsent: 'email' }));
    expect(noEmail.json<ErrorJson>().error.message).toBe(reachMessages.emailConsentNeedsEmail);
    const badEmail = await register(admin, registrationData({ email: 'not an address' }));
    expect(badEmail.json<ErrorJson>().error.message).toBe(reachMessages.emailInvalid);
    expect(await memberCount()).toBe(before);
  });

  it('lets a member registered before keep a landline ("not an SMS number") but refuses a new one', async () => {
    const admin = await t.approvedAdmin();
    const m = await insertMember(db());
    await db().update(members).set({ phoneNumber: '(043) 288 1234' }).where(eq(members.id, m.id));
    const kept = await update(admin, m.id, { language: 'fil', phoneNumber: '(043) 288 1234' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Json>().member).toMatchObject({
      phoneNumber: '(043) 288 1234',
      smsNumber: false,
      language: 'fil',
    });
    const changed = await update(admin, m.id, { phoneNumber: '(043) 288 9999' });
    expect(changed.json<ErrorJson>().error.message).toBe(reachMessages.notAnSmsNumber);
    const sms = await update(admin, m.id, { reminderConsent: 'sms' });
    expect(sms.json<ErrorJson>().error.message).toBe(reachMessages.smsConsentNeedsMobile);
  });

  it('raises each reminder once per term, only for members who agreed and have a number or address', async () => {
    const d60 = await dueMember(60);
    const d45 = await dueMember(45, { language: 'fil' });
    const d30 = await dueMember(30, {
      reminderConsent: 'email',
      email: 'ana@example.org',
      phoneNumber: null,
    });
    const d7 = await dueMember(7);
    const d0 = await dueMember(0);
    const d61 = await dueMember(61);
    const none = await dueMember(30, { reminderConsent: 'none' });
    const landline = await dueMember(30, { phoneNumber: '(043) 288 1234' });
    const archived = await dueMember(7, { archivedAt: new Date() });
    const first = await raise();
    const second = await raise();
    await Promise.all([raise(), raise()]);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(first.renewal_60).toBeGreaterThanOrEqual(2);
    const kinds = async (id: string) => (await messagesOf(id)).map((m) => m.kind);
    expect(await kinds(d60.id)).toEqual(['renewal_60']);
    expect(await kinds(d45.id)).toEqual(['renewal_60']);
    expect(await kinds(d30.id)).toEqual(['renewal_30']);
    expect(await kinds(d7.id)).toEqual(['renewal_7']);
    expect(await kinds(d0.id)).toEqual(['renewal_0']);
    for (const id of [d61.id, none.id, landline.id, archived.id]) expect(await kinds(id)).toEqual([]);
    const [email] = await messagesOf(d30.id);
    expect(email).toMatchObject({ channel: 'email', recipient: 'ana@example.org' });
    expect(email!.subject).toBe(DEFAULT_MESSAGE_TEMPLATES.en.renewal_30.email.subject);
    const [fil] = await messagesOf(d45.id);
    expect(fil!.body).toContain(`magtatapos sa ${messageDate(d45.expiry, 'fil')}`);
    const [en] = await messagesOf(d7.id);
    expect(en!.body).toContain(`ends in 7 days, on ${messageDate(d7.expiry, 'en')}`);
    expect(en!.body).toContain('City Health Office');
  });

  it('confirms a renewal with the new expiry, and the new term gets its own reminders', async () => {
    const admin = await t.approvedAdmin();
    const m = await dueMember(7);
    await raise();
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/members/${m.id}/renewals`,
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(renewed.statusCode).toBe(201);
    const newExpiry = renewed.json<Json>().renewal.newExpiry as string;
    await raise();
    await raise();
    const after = await messagesOf(m.id);
    expect(after.map((x) => x.kind)).toEqual(['renewal_7', 'renewed']);
    expect(after[1]!.body).toContain(messageDate(newExpiry, 'en'));
    expect(after[1]!.dedupeKey).toBe(`renewed:${m.id}:${newExpiry}`);
    // Sixty days before the new expiry, the new term's first reminder.
    const saved = clock;
    clock = new Date(`${addDays(newExpiry, -60)}T04:00:00Z`);
    try {
      await raise();
    } finally {
      clock = saved;
    }
    expect((await messagesOf(m.id)).filter((x) => x.kind === 'renewal_60').map((x) => x.dedupeKey)).toEqual([
      `renewal_60:${m.id}:${newExpiry}`,
    ]);
  });

  it('cancels every queued message at once when consent is withdrawn, in one activity entry', async () => {
    const admin = await t.approvedAdmin();
    const m = await dueMember(30);
    await raise();
    expect((await messagesOf(m.id)).map((x) => x.status)).toEqual(['queued']);
    const res = await update(admin, m.id, { reminderConsent: 'none' });
    expect(res.statusCode).toBe(200);
    expect((await messagesOf(m.id)).map((x) => x.status)).toEqual(['cancelled']);
    const entries = await db()
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'member.updated'), sql`${activityLogs.details}->>'memberId' = ${m.id}`),
      );
    expect(entries).toHaveLength(1);
    const reach = (await get(admin, `/api/members/${m.id}/reach`)).json<Json>();
    expect(reach.consent).toMatchObject({ reminderConsent: 'none' });
    // Nothing more is raised for a member without consent.
    await raise();
    expect(await messagesOf(m.id)).toHaveLength(1);
  });

  it('shows none of it on the public member card', async () => {
    const admin = await t.approvedAdmin();
    const res = await register(admin, registrationData({ reminderConsent: 'sms', language: 'fil' }));
    const ref = (res.json<Json>().member ?? res.json<Json>()).referenceNumber;
    const card = await get(null, `/api/public/members/${ref}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).not.toMatch(/reminder|consent|language|email|phone|fil/i);
  });

  describe('message templates', () => {
    const url = '/api/message-templates';

    it('answers 401 without a session and 403 to an admin who is not head admin', async () => {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await put(null, `${url}/welcome/sms/en`, { body: 'Hi' })).statusCode).toBe(401);
      const admin = await t.approvedAdmin();
      expect((await get(admin, url)).statusCode).toBe(403);
      const refused = await put(admin, `${url}/welcome/sms/en`, { body: 'Hi {firstName}' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorJson>().error.message).toBe(reachMessages.templatesHeadAdminOnly);
    });

    it('lists every kind, channel and language with the defaults and the office', async () => {
      const head = await t.headAdmin();
      const res = await get(head, url);
      expect(res.statusCode).toBe(200);
      const body = res.json<Json>();
      expect(body.templates).toHaveLength(24);
      expect(body.office.name).toBe('City Health Office');
      const filWelcome = body.templates.find(
        (x: Json) => x.kind === 'welcome' && x.channel === 'sms' && x.language === 'fil',
      );
      expect(filWelcome).toMatchObject({
        body: DEFAULT_MESSAGE_TEMPLATES.fil.welcome.sms.body,
        edited: false,
      });
    });

    it('refuses a character outside GSM-7 naming it, more than 2 parts, an unknown placeholder, bad params', async () => {
      const head = await t.headAdmin();
      const peso = await put(head, `${url}/renewal_30/sms/en`, { body: 'Pay ₱1,200.00, {firstName}' });
      expect(peso.statusCode).toBe(400);
      expect(peso.json<ErrorJson>().error).toMatchObject({
        message: reachMessages.templateNotGsm7('₱'),
        fields: { body: reachMessages.templateNotGsm7('₱') },
      });
      const long = await put(head, `${url}/renewal_30/sms/en`, { body: `{firstName} ${'x'.repeat(300)}` });
      expect(long.json<ErrorJson>().error.message).toBe(reachMessages.templateTooLong('3'));
      const unknown = await put(head, `${url}/renewal_30/sms/en`, { body: 'Hi {lastName}' });
      expect(unknown.json<ErrorJson>().error.message).toBe(
        reachMessages.templateUnknownPlaceholder('{lastName}'),
      );
      const noSubject = await put(head, `${url}/renewal_30/email/en`, {
        body: 'Hi {firstName}',
        subject: '',
      });
      expect(noSubject.json<ErrorJson>().error.message).toBe(reachMessages.templateSubjectEmpty);
      expect((await put(head, `${url}/nope/sms/en`, { body: 'Hi' })).statusCode).toBe(400);
      expect((await put(head, `${url}/welcome/fax/en`, { body: 'Hi' })).statusCode).toBe(400);
      expect((await put(head, `${url}/welcome/sms/de`, { body: 'Hi' })).statusCode).toBe(400);
      expect((await put(head, `${url}/welcome/sms/en`, {})).statusCode).toBe(400);
    });

    it('saves a template with one activity entry, and the next messages use it', async () => {
      const head = await t.headAdmin();
      const text = 'Mahal na {firstName}, i-renew na ang membership bago ang {expiryDate}. {officeName}';
      const before = (
        await db().select().from(activityLogs).where(eq(activityLogs.action, 'message_template.saved'))
      ).length;
      const res = await put(head, `${url}/renewal_7/sms/fil`, { body: text });
      expect(res.statusCode).toBe(200);
      expect(res.json<Json>()).toMatchObject({ body: text, edited: true, updatedByName: expect.any(String) });
      const after = await db()
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.action, 'message_template.saved'));
      expect(after).toHaveLength(before + 1);
      const m = await dueMember(5, { language: 'fil', firstName: 'Rosa' });
      await raise();
      const [sent] = await messagesOf(m.id);
      expect(sent!.body).toBe(
        `Mahal na Rosa, i-renew na ang membership bago ang ${messageDate(m.expiry, 'fil')}. City Health Office`,
      );
    });
  });
});

describe('member messages on two servers sharing one PostgreSQL', () => {
  const servers = useTwoServers();
  const NOW = new Date('2026-03-15T04:00:00Z');

  it('raises each message once when both servers run the job and the raise at the same moment', async () => {
    const make = async (database: Database) => {
      const app = await buildApp(testConfig(), {
        database,
        jobs: [],
        now: () => NOW,
        mailer: new CapturingMailer(),
        logger: false,
      });
      await app.ready();
      servers.apps.push(app);
      return app;
    };
    const [a, b] = [await make(servers.first), await make(servers.second)];
    const ids: string[] = [];
    for (const daysLeft of [60, 30, 7, 0, 20, 3]) {
      const expiry = addDays('2026-03-15', daysLeft);
      const m = await insertMember(a.ctx.db, {
        registrationDate: addDays(expiry, -1095),
        expiryDate: expiry,
      });
      await a.ctx.db
        .update(members)
        .set({ reminderConsent: 'sms', phoneNumber: '+639171234567', createdAt: new Date('2025-01-01') })
        .where(eq(members.id, m.id));
      ids.push(m.id);
    }
    const direct = async (app: App) =>
      raiseMemberMessages(
        app.ctx.db,
        await templatesInForce(app.ctx.db),
        await currentOffice(app.ctx),
        '2026-03-15',
        NOW,
      );
    const runnerA = new JobRunner({ jobs: [raiseMemberMessagesJob], app: a.ctx, log: a.log });
    const runnerB = new JobRunner({ jobs: [raiseMemberMessagesJob], app: b.ctx, log: b.log });
    const outcomes = await Promise.all([
      runnerA.runOnce(raiseMemberMessagesJob),
      runnerB.runOnce(raiseMemberMessagesJob),
      direct(a),
      direct(b),
    ]);
    expect(outcomes.slice(0, 2).filter((o) => o === 'ran')).toHaveLength(1);
    const rows = await a.ctx.db
      .select({ memberId: outboxMessages.memberId, kind: outboxMessages.kind })
      .from(outboxMessages);
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((r) => `${r.memberId}:${r.kind}`)).size).toBe(ids.length);
  });
});
