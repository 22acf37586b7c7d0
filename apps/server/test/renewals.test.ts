/** Membership renewals (issue 12; DECISIONS 25, 35), through the API on each backend. */
import { addYears, idNumberKey, messages, place } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, claimedServices, members, renewals } from '../src/db/schema/index.ts';
import { claimBody, insertMember, type Json, json, NOW, postClaim } from './services-support.ts';
import { backends, type ErrorJson, requestAs, type TestAdmin, useTestApp } from './support.ts';

// The clock: 15 March 2026 in Manila (services-support NOW).
describe.each(backends)('membership renewals on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  const as = (admin: TestAdmin, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    requestAs(t.app, admin, method, url, payload);
  const renew = (admin: TestAdmin, id: string, note?: string) =>
    as(admin, 'POST', `/api/members/${id}/renewals`, note ? { note } : {});
  const expiryOf = async (id: string) =>
    (await t.app.ctx.db.select({ e: members.expiryDate }).from(members).where(eq(members.id, id)))[0]!.e;

  it('renews an expired member for 3 years from today, with the row, the expiry and one log entry', async () => {
    const admin = await t.approvedAdmin();
    const m = await insertMember(t.app.ctx.db, { registrationDate: '2023-01-10', expiryDate: '2026-01-10' });
    const res = await renew(admin, m.id, 'Paid at the counter');
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      message: messages.memberRenewed,
      renewal: { previousExpiry: '2026-01-10', newExpiry: '2029-03-15', note: 'Paid at the counter' },
    });
    expect(await expiryOf(m.id)).toBe('2029-03-15');
    const logs = await t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'member.renewed'));
    expect(logs.filter((l) => (l.details as { memberId: string }).memberId === m.id)).toHaveLength(1);
    const history = json(await as(admin, 'GET', `/api/members/${m.id}/renewals`));
    expect(history).toMatchObject({
      expiryDate: '2029-03-15',
      canRenew: false,
      renewalOpensOn: '2029-01-14',
    });
    expect(history.renewals).toHaveLength(1);
  });

  it('renews early from the old expiry, so no day is lost', async () => {
    const admin = await t.approvedAdmin();
    const m = await insertMember(t.app.ctx.db, { registrationDate: '2023-04-20', expiryDate: '2026-04-20' });
    expect(json(await renew(admin, m.id)).renewal.newExpiry).toBe('2029-04-20');
  });

  it('refuses a member whose window has not opened, and an archived member, changing nothing', async () => {
    const admin = await t.approvedAdmin();
    const early = await insertMember(t.app.ctx.db, { registrationDate: '2025-06-01' });
    const res = await renew(admin, early.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error).toMatchObject({
      code: 'RENEWAL_NOT_OPEN',
      message: messages.renewalNotOpen('2028-04-02'),
    });
    const archived = await insertMember(t.app.ctx.db, { expiryDate: '2026-02-01', archived: true });
    const refused = await renew(admin, archived.id);
    expect(refused.json<ErrorJson>().error).toMatchObject({
      code: 'MEMBER_ARCHIVED',
      message: messages.renewalArchived,
    });
    expect(await expiryOf(archived.id)).toBe('2026-02-01');
    const unknown = await renew(admin, '00000000-0000-4000-8000-000000000009');
    expect(unknown.statusCode).toBe(404);
    const long = await renew(admin, early.id, 'n'.repeat(501));
    expect(long.statusCode).toBe(400);
  });

  it('gives one renewal when two are sent at once', async () => {
    const admin = await t.approvedAdmin();
    const m = await insertMember(t.app.ctx.db, { registrationDate: '2023-03-01', expiryDate: '2026-03-01' });
    const answers = await Promise.all([renew(admin, m.id), renew(admin, m.id), renew(admin, m.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.app.ctx.db.select().from(renewals).where(eq(renewals.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(await expiryOf(m.id)).toBe('2029-03-15');
  });

  it('takes a claim dated in the new term and counts it in the membership year of its date', async () => {
    const admin = await t.approvedAdmin();
    const m = await insertMember(t.app.ctx.db, { registrationDate: '2023-03-10', expiryDate: '2026-03-10' });
    const before = await postClaim(t.app, admin.cookie, m.id, claimBody({ date: '2026-03-12' }));
    expect(before.json<ErrorJson>().error.message).toBe(messages.claimMembershipExpired);
    expect((await renew(admin, m.id)).statusCode).toBe(201);
    const after = await postClaim(t.app, admin.cookie, m.id, claimBody({ date: '2026-03-12' }));
    expect(after.statusCode).toBe(201);
    expect(json(after).claim.membershipYear).toBe('2026 - 2027');
    const [row] = await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, m.id));
    expect(row!.membershipYearIndex).toBe(3);
  });

  it('lists expired and soon-expiring members soonest first, by window, barangay and search', async () => {
    const admin = await t.approvedAdmin();
    const db = t.app.ctx.db;
    const overdue = await insertMember(db, { registrationDate: '2023-02-01', expiryDate: '2026-02-01' });
    const in20 = await insertMember(db, { registrationDate: '2023-04-04', expiryDate: '2026-04-04' });
    const in50 = await insertMember(db, { registrationDate: '2023-05-04', expiryDate: '2026-05-04' });
    const later = await insertMember(db, { registrationDate: '2023-07-01', expiryDate: '2026-07-01' });
    const ids = (body: Json): string[] => body.members.map((m: Json) => m.id);
    const all = json(await as(admin, 'GET', '/api/renewals'));
    const mine = ids(all).filter((id) => [overdue.id, in20.id, in50.id, later.id].includes(id));
    expect(mine).toEqual([overdue.id, in20.id, in50.id]);
    const row = all.members.find((m: { id: string }) => m.id === overdue.id);
    expect(row).toMatchObject({ daysLeft: -42, status: 'Expired', newExpiryIfRenewedToday: '2029-03-15' });
    const expired = ids(json(await as(admin, 'GET', '/api/renewals?window=expired')));
    expect(expired).toContain(overdue.id);
    expect(expired).not.toContain(in20.id);
    const within30 = ids(json(await as(admin, 'GET', '/api/renewals?window=30')));
    expect(within30).toContain(in20.id);
    expect(within30).not.toContain(in50.id);
    expect(ids(json(await as(admin, 'GET', '/api/renewals?window=60')))).toContain(in50.id);
    const worklist = json(await as(admin, 'GET', '/api/renewals/worklist'));
    const listed = worklist.barangays.flatMap((g: { members: { id: string }[] }) =>
      g.members.map((m) => m.id),
    );
    expect(listed).toContain(in20.id);
    expect(listed).not.toContain(overdue.id);
    expect((await as(admin, 'GET', '/api/renewals?window=90')).statusCode).toBe(400);
  });

  it('counts up to 1,000 members due, or to the page asked for, and says when there are more (issue 29)', async () => {
    const admin = await t.approvedAdmin();
    const db = t.app.ctx.db;
    // 1,010 members expired over the 1,010 days before today (NOW: 2026-03-15), in one insert.
    const rows = Array.from({ length: 1010 }, (_, day) => {
      const expiry = new Date(Date.UTC(2026, 2, 14) - day * 86_400_000).toISOString().slice(0, 10);
      const idNumber = `DUE-${String(day).padStart(4, '0')}`;
      return {
        idNumber,
        idNumberKey: idNumberKey(idNumber),
        referenceNumber: `REF-20230101-101500-${String(day).padStart(4, '0')}`,
        firstName: 'Juan',
        lastName: 'Matagal',
        middleName: `Santos ${day}`,
        barangay: place.barangays[0]!,
        completeAddress: `${place.barangays[0]}, ${place.city}`,
        dob: '1970-01-01',
        registrationDate: addYears(expiry, -3),
        expiryDate: expiry,
      };
    });
    const ids = (await db.insert(members).values(rows).returning({ id: members.id })).map((row) => row.id);
    try {
      const page = async (n: number) =>
        json(await as(admin, 'GET', `/api/renewals?window=expired&page=${n}`));
      const first = await page(1);
      expect(first).toMatchObject({ total: 1000, totalPages: 67, totalCapped: true });
      expect(first.members).toHaveLength(15);
      // Page 68 counts to its end (1,020): the 1,010 and the other tests' few, exactly.
      const last = await page(68);
      expect(last.totalCapped).toBe(false);
      expect(last.total).toBeGreaterThanOrEqual(1010);
      expect(last.totalPages).toBe(Math.ceil(last.total / 15));
      expect(last.members).toHaveLength(last.total - 67 * 15);
    } finally {
      await db.delete(members).where(inArray(members.id, ids));
    }
  });
});
