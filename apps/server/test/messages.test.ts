/**
 * The Messages page (issue 25 item 6, DECISIONS 43) through the API on each backend: head admins
 * list every message of the outbox newest first by keyset with filters, send a failed one again and
 * cancel a queued one (one activity entry each, never one for the sender's own sends); every admin
 * reads a member's messages on the profile; the renewal worklist says who was reminded, how and when.
 */
import {
  type MemberMessages,
  type MessageAction,
  type MessageList,
  messageListMessages,
  messages,
  type RenewalPage,
  type RenewalWorklist,
} from '@portal/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, members, outboxMessages } from '../src/db/schema/index.ts';
import { insertMember, NOW } from './services-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Not due before tomorrow: the sender (nudged by every admin registration) leaves these alone. */
const LATER = new Date(NOW.getTime() + DAY);

type Seed = Partial<typeof outboxMessages.$inferInsert>;

describe.each(backends)('messages on $name', (backend) => {
  // 12:00 in Manila (SMS hours); no background jobs: the tests run the sender themselves.
  const t = useTestApp(backend, { now: () => NOW, jobs: [] });
  const db = () => t.app.ctx.db;
  const as = (admin: TestAdmin | null, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: admin ? { cookie: admin.cookie } : {} });
  const list = async (admin: TestAdmin, query: string) => {
    const res = await as(admin, 'GET', `/api/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MessageList>();
  };
  const seed = async (rows: Seed[]) =>
    db()
      .insert(outboxMessages)
      .values(
        rows.map((row, i) => ({
          channel: 'sms' as const,
          recipient: `+6391700000${String(i % 100).padStart(2, '0')}`,
          body: `Reminder ${i}`,
          kind: 'renewal_30',
          nextAttemptAt: LATER,
          createdAt: new Date(NOW.getTime() - (i + 1) * 60_000),
          ...row,
        })),
      )
      .returning();
  const entries = (action: string, messageId: string) =>
    db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, action), sql`${activityLogs.details}->>'messageId' = ${messageId}`));
  const member = async (fixture: Parameters<typeof insertMember>[1] = {}) => {
    const { id } = await insertMember(db(), fixture);
    const [row] = await db().select().from(members).where(eq(members.id, id));
    return row!;
  };

  it('lists messages newest first with the member, kind in words, channel, recipient, status and the answer', async () => {
    const head = await t.headAdmin();
    const m = await member();
    const [failed, sent] = await seed([
      {
        memberId: m.id,
        status: 'failed',
        attempts: 3,
        lastAttemptAt: new Date(NOW.getTime() - 5 * 60_000),
        lastError: 'Semaphore refused the number: 400 Invalid number',
      },
      {
        memberId: m.id,
        kind: 'welcome',
        channel: 'email',
        recipient: 'juan@example.org',
        subject: 'Welcome',
        status: 'sent',
        attempts: 1,
        sentAt: new Date(NOW.getTime() - 60 * 60_000),
        providerMessageId: null,
      },
      { memberId: m.id, kind: 'some_new_kind', status: 'cancelled', lastError: 'Consent withdrawn.' },
    ]);
    const page = await list(head, `?member=${m.id}`);
    expect(page.messages.map((x) => x.kind)).toEqual(['renewal_30', 'welcome', 'some_new_kind']);
    expect(page.nextCursor).toBeNull();
    expect(page.messages[0]).toMatchObject({
      id: failed!.id,
      memberId: m.id,
      memberName: `Juan ${m.middleName} Dela Cruz`,
      memberRef: m.referenceNumber,
      kindLabel: 'Renewal reminder, 30 days before',
      channel: 'sms',
      recipient: failed!.recipient,
      text: 'Reminder 0',
      status: 'failed',
      attempts: 3,
      lastError: 'Semaphore refused the number: 400 Invalid number',
      nextAttemptAt: null,
      canRetry: true,
      canCancel: false,
    });
    expect(page.messages[1]).toMatchObject({
      id: sent!.id,
      kindLabel: 'Welcome',
      subject: 'Welcome',
      canRetry: false,
    });
    // A kind this version does not know reads as its words.
    expect(page.messages[2]!.kindLabel).toBe('Some new kind');

    // The administrators' own account mails: listed, but their text (a sign-in link) never shown.
    const verification = await list(head, '?kind=verification');
    expect(verification.messages.length).toBeGreaterThan(0);
    for (const mail of verification.messages) {
      expect(mail).toMatchObject({
        memberId: null,
        memberName: null,
        text: null,
        kindLabel: 'E-mail verification',
      });
    }
    expect(JSON.stringify(verification)).not.toContain('token=');
  });

  it('filters by status, channel, kind, days and member (id, reference number or name)', async () => {
    const head = await t.headAdmin();
    const a = await member();
    const b = await member();
    const at = (day: string) => new Date(`${day}T03:00:00Z`);
    await seed([
      { memberId: a.id, status: 'failed', createdAt: at('2026-03-01') },
      {
        memberId: a.id,
        status: 'sent',
        channel: 'email',
        recipient: 'a@example.org',
        createdAt: at('2026-03-05'),
      },
      { memberId: a.id, status: 'queued', kind: 'renewal_7', createdAt: at('2026-03-10') },
      { memberId: b.id, status: 'failed', kind: 'renewal_7', createdAt: at('2026-03-10') },
    ]);
    const kinds = async (query: string) =>
      (await list(head, query)).messages.map(
        (x) => `${x.memberRef === a.referenceNumber ? 'a' : 'b'}:${x.status}:${x.channel}:${x.kind}`,
      );
    expect(await kinds(`?member=${a.id}&status=failed`)).toEqual(['a:failed:sms:renewal_30']);
    expect(await kinds(`?member=${a.id}&channel=email`)).toEqual(['a:sent:email:renewal_30']);
    expect(await kinds(`?member=${a.id}&kind=renewal_7`)).toEqual(['a:queued:sms:renewal_7']);
    expect(await kinds(`?member=${a.id}&from=2026-03-05&to=2026-03-05`)).toEqual(['a:sent:email:renewal_30']);
    expect(await kinds(`?member=${a.id}&from=2026-03-06`)).toEqual(['a:queued:sms:renewal_7']);
    expect(await kinds(`?member=${encodeURIComponent(a.referenceNumber)}&status=failed`)).toEqual([
      'a:failed:sms:renewal_30',
    ]);
    // Words of the name (the middle name carries the fixture's tag).
    expect(await kinds(`?member=${encodeURIComponent(b.middleName)}`)).toEqual(['b:failed:sms:renewal_7']);
    expect(await kinds(`?member=${a.id}&status=cancelled`)).toEqual([]);
  });

  it('pages by keyset: 50, 50, then the rest, each message once, ties in one instant kept apart by id', async () => {
    const head = await t.headAdmin();
    const m = await member();
    // 60 messages written in one instant (to the microsecond), 60 more a second apart.
    await seed(
      Array.from({ length: 60 }, () => ({ memberId: m.id, createdAt: new Date('2026-03-14T00:00:00Z') })),
    );
    await db().execute(
      sql`update outbox_messages set created_at = '2026-03-14T00:00:00.123456Z' where member_id = ${m.id}`,
    );
    await seed(
      Array.from({ length: 60 }, (_, i) => ({
        memberId: m.id,
        createdAt: new Date(Date.parse('2026-03-13T00:00:00Z') - i * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: MessageList = await list(
        head,
        `?member=${m.id}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      sizes.push(page.messages.length);
      seen.push(...page.messages.map((x) => x.id));
      const times = page.messages.map((x) => Date.parse(x.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);

    const bad = await as(head, 'GET', '/api/messages?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().error).toMatchObject({
      code: 'INVALID_CURSOR',
      message: messageListMessages.invalidCursor,
    });
  });

  it('answers 401 signed out, 403 to other admins, 400 for a filter it cannot read', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    expect((await as(null, 'GET', '/api/messages')).statusCode).toBe(401);
    const forbidden = await as(admin, 'GET', '/api/messages');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ErrorJson>().error.message).toBe(messageListMessages.messagesHeadAdminOnly);
    const [row] = await seed([{ status: 'failed' }]);
    expect((await as(admin, 'POST', `/api/messages/${row!.id}/retry`)).statusCode).toBe(403);
    expect((await as(admin, 'POST', `/api/messages/${row!.id}/cancel`)).statusCode).toBe(403);
    for (const query of [
      '?status=lost',
      '?channel=fax',
      '?from=2026-02-30',
      '?from=2026-03-02&to=2026-03-01',
      '?kind=Bad%20Kind',
    ]) {
      const res = await as(head, 'GET', `/api/messages${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorJson>().error.message).toBe(messages.invalidInput);
    }
  });

  it('sends a failed message again (attempts kept, one activity entry) and refuses any other', async () => {
    const head = await t.headAdmin();
    const m = await member();
    const [failed, sent, queued] = await seed([
      {
        memberId: m.id,
        channel: 'email',
        recipient: 'retry@example.org',
        subject: 'Reminder',
        status: 'failed',
        attempts: 4,
        lastError: 'Not sent within 24 hours; last answer: connection refused',
      },
      { memberId: m.id, status: 'sent', attempts: 1, sentAt: NOW },
      { memberId: m.id, status: 'queued' },
    ]);
    // A reminder goes again only while the member agrees to messages by its channel (DECISIONS 43).
    const noConsent = await as(head, 'POST', `/api/messages/${failed!.id}/retry`);
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json<ErrorJson>().error).toMatchObject({
      code: 'MESSAGE_NO_CONSENT',
      message: messageListMessages.retryWithoutConsent,
    });
    const [unchanged] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, failed!.id));
    expect(unchanged).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await entries('message.retried', failed!.id)).toHaveLength(0);
    await db().update(members).set({ reminderConsent: 'sms' }).where(eq(members.id, m.id));
    expect((await as(head, 'POST', `/api/messages/${failed!.id}/retry`)).statusCode).toBe(409);
    await db().update(members).set({ reminderConsent: 'email' }).where(eq(members.id, m.id));

    const res = await as(head, 'POST', `/api/messages/${failed!.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<MessageAction>();
    expect(answer.message).toBe(messageListMessages.messageRetried);
    expect(answer.outboxMessage).toMatchObject({
      id: failed!.id,
      status: 'queued',
      attempts: 4,
      canCancel: true,
    });
    expect(answer.outboxMessage.nextAttemptAt).toBe(NOW.toISOString());
    const logged = await entries('message.retried', failed!.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ adminId: head.id });
    expect(logged[0]!.details).toMatchObject({
      memberId: m.id,
      memberRef: m.referenceNumber,
      kind: 'renewal_30',
    });

    // The nudge after the retry sends it: once, and the send writes no activity entry.
    await t.app.ctx.outbox.settled();
    await t.app.ctx.outbox.runPass();
    const [after] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, failed!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 5 });
    expect(t.mail.sent.filter((mail) => mail.to === 'retry@example.org')).toHaveLength(1);
    expect(await entries('message.retried', failed!.id)).toHaveLength(1);

    for (const row of [sent!, queued!, after!]) {
      const refused = await as(head, 'POST', `/api/messages/${row.id}/retry`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorJson>().error).toMatchObject({
        code: 'MESSAGE_NOT_FAILED',
        message: messageListMessages.retryOnlyFailed,
      });
      expect(await entries('message.retried', row.id)).toHaveLength(row.id === failed!.id ? 1 : 0);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await as(head, 'POST', `/api/messages/${id}/retry`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorJson>().error.message).toBe(messageListMessages.messageNotFound);
    }
  });

  it('cancels a queued message (one activity entry) and refuses one being sent, sent or cancelled', async () => {
    const head = await t.headAdmin();
    const m = await member();
    const [queued, sending, sent] = await seed([
      { memberId: m.id, status: 'queued' },
      {
        memberId: m.id,
        status: 'sending',
        attempts: 1,
        leaseUntil: LATER,
        leaseToken: '11111111-1111-4111-8111-111111111111',
      },
      { memberId: m.id, status: 'sent', sentAt: NOW },
    ]);
    const res = await as(head, 'POST', `/api/messages/${queued!.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MessageAction>()).toMatchObject({
      message: messageListMessages.messageCancelled,
      outboxMessage: { id: queued!.id, status: 'cancelled', canCancel: false, canRetry: false },
    });
    expect(res.json<MessageAction>().outboxMessage.lastError).toMatch(/^Cancelled by /);
    expect(await entries('message.cancelled', queued!.id)).toHaveLength(1);

    const whileSending = await as(head, 'POST', `/api/messages/${sending!.id}/cancel`);
    expect(whileSending.statusCode).toBe(409);
    expect(whileSending.json<ErrorJson>().error).toMatchObject({
      code: 'MESSAGE_SENDING',
      message: messageListMessages.cancelWhileSending,
    });
    for (const row of [sent!, queued!]) {
      const refused = await as(head, 'POST', `/api/messages/${row.id}/cancel`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorJson>().error.message).toBe(messageListMessages.cancelOnlyQueued);
    }
    expect(await entries('message.cancelled', queued!.id)).toHaveLength(1);
    expect(await entries('message.cancelled', sending!.id)).toHaveLength(0);
    const [still] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, sending!.id));
    expect(still!.status).toBe('sending');
  });

  it('a cancel racing the sender’s claim: each message ends either cancelled and never sent, or sent', async () => {
    const head = await t.headAdmin();
    const m = await member();
    const rows = await seed(
      Array.from({ length: 30 }, (_, i) => ({
        memberId: m.id,
        channel: 'email' as const,
        recipient: `race${i}@example.org`,
        subject: 'Race',
        nextAttemptAt: new Date(NOW.getTime() - 1000),
      })),
    );
    const ids = rows.map((row) => row.id);
    const before = t.mail.sent.length;
    const [cancels] = await Promise.all([
      Promise.all(ids.map((id) => as(head, 'POST', `/api/messages/${id}/cancel`))),
      t.app.ctx.outbox.runPass(),
      t.app.ctx.outbox.runPass(),
    ]);
    await t.app.ctx.outbox.runPass();
    const final = await db().select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    const statusOf = new Map(final.map((row) => [row.id, row.status]));
    const mailed = t.mail.sent.slice(before).filter((mail) => mail.to.startsWith('race'));
    const mailedIds = new Set(mailed.map((mail) => /<(.+)@/.exec(mail.messageId ?? '')?.[1]));
    expect(mailed.length).toBe(mailedIds.size);
    ids.forEach((id, i) => {
      const answer = cancels[i]!;
      if (answer.statusCode === 200) {
        expect(statusOf.get(id)).toBe('cancelled');
        expect(mailedIds.has(id)).toBe(false);
      } else {
        expect(answer.statusCode).toBe(409);
        expect(['MESSAGE_SENDING', 'MESSAGE_NOT_QUEUED']).toContain(answer.json<ErrorJson>().error.code);
        expect(statusOf.get(id)).toBe('sent');
        expect(mailedIds.has(id)).toBe(true);
      }
    });
    const cancelled = final.filter((row) => row.status === 'cancelled').length;
    expect(cancelled + mailed.length).toBe(30);
    const logged = await db()
      .select()
      .from(activityLogs)
      .where(
        and(like(activityLogs.action, 'message.%'), sql`${activityLogs.details}->>'memberId' = ${m.id}`),
      );
    expect(logged).toHaveLength(cancelled);
  });

  it('lists a member’s newest 50 messages for every admin, with whether there are more', async () => {
    const admin = await t.approvedAdmin();
    const m = await member();
    const other = await member();
    await seed(Array.from({ length: 52 }, () => ({ memberId: m.id })));
    await seed([{ memberId: other.id }]);
    const res = await as(admin, 'GET', `/api/members/${m.id}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MemberMessages>();
    expect(body.messages).toHaveLength(50);
    expect(body.more).toBe(true);
    expect(body.messages.every((x) => x.memberId === m.id)).toBe(true);
    expect(body.messages[0]!.text).toBe('Reminder 0');
    const few = (await as(admin, 'GET', `/api/members/${other.id}/messages`)).json<MemberMessages>();
    expect(few).toMatchObject({ more: false });
    expect(few.messages).toHaveLength(1);
    const missing = await as(admin, 'GET', '/api/members/00000000-0000-4000-8000-000000000000/messages');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorJson>().error.message).toBe(messages.memberNotFound);
    expect((await as(null, 'GET', `/api/members/${m.id}/messages`)).statusCode).toBe(401);
  });

  it('the renewal worklist and list say “reminded by SMS on …” from the term’s latest sent reminder', async () => {
    const admin = await t.approvedAdmin();
    // Today 2026-03-15 (Manila); both expire within 30 days.
    const reminded = await member({ registrationDate: '2023-04-04', expiryDate: '2026-04-04' });
    const silent = await member({ registrationDate: '2023-04-05', expiryDate: '2026-04-05' });
    await seed([
      // The term's reminders: the 60-day one by e-mail, the 30-day one by SMS (sent, the latest).
      {
        memberId: reminded.id,
        kind: 'renewal_60',
        channel: 'email',
        recipient: 'r@example.org',
        status: 'sent',
        createdAt: new Date('2026-02-03T01:00:00Z'),
        sentAt: new Date('2026-02-03T01:00:05Z'),
      },
      {
        memberId: reminded.id,
        kind: 'renewal_30',
        status: 'sent',
        createdAt: new Date('2026-03-05T00:30:00Z'),
        // 16:30 UTC on the 5th is the 6th in Manila.
        sentAt: new Date('2026-03-05T16:30:00Z'),
      },
      // Not counted: a failed reminder, a welcome, and the previous term's reminder.
      {
        memberId: reminded.id,
        kind: 'renewal_7',
        status: 'failed',
        createdAt: new Date('2026-03-14T00:00:00Z'),
      },
      { memberId: reminded.id, kind: 'welcome', status: 'sent', sentAt: NOW, createdAt: NOW },
      {
        memberId: silent.id,
        kind: 'renewal_30',
        status: 'sent',
        createdAt: new Date('2023-03-01T00:00:00Z'),
        sentAt: new Date('2023-03-01T00:00:00Z'),
      },
    ]);
    const worklist = (await as(admin, 'GET', '/api/renewals/worklist')).json<RenewalWorklist>();
    const rows = worklist.barangays.flatMap((b) => b.members);
    expect(rows.find((r) => r.id === reminded.id)?.reminded).toEqual({ channel: 'sms', on: '2026-03-06' });
    expect(rows.find((r) => r.id === silent.id)?.reminded).toBeNull();
    const page = (
      await as(admin, 'GET', `/api/renewals?search=${encodeURIComponent(reminded.referenceNumber)}`)
    ).json<RenewalPage>();
    expect(page.members[0]).toMatchObject({
      id: reminded.id,
      reminded: { channel: 'sms', on: '2026-03-06' },
    });
  });
});
