/**
 * DECISIONS 30 and issue 10 items 3 and 5: notifications raised once per member, type and term (the
 * limit warning once per service and window), never duplicated by the job and the reports page load
 * running twice, concurrently or on two servers; high_claims at the crossing claim only; read state
 * per admin; the routes' 400s (401/403 are in access.test.ts through ADMIN_ROUTES).
 */
import { addDays, addYears, HIGH_CLAIMS_THRESHOLD_CENTAVOS } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { raiseDateNotifications } from '../src/core/notifications.ts';
import type { Database } from '../src/db/index.ts';
import { claimedServices, notifications } from '../src/db/schema/index.ts';
import { JobRunner, raiseNotificationsJob } from '../src/jobs/index.ts';
import { postMember, registrationData } from './members-support.ts';
import { claimBody, insertMember, type Json, json, NOW, postClaim, TODAY } from './services-support.ts';
import {
  backends,
  CapturingMailer,
  type ErrorJson,
  type TestAdmin,
  testConfig,
  useTestApp,
  useTwoServers,
} from './support.ts';

type Db = Database['db'];

async function notesOf(db: Db, memberId: string) {
  return db
    .select({
      type: notifications.type,
      termExpiry: notifications.termExpiry,
      windowStart: notifications.windowStart,
    })
    .from(notifications)
    .where(eq(notifications.memberId, memberId));
}

/** Members whose notifications the date raise decides, keyed by what the test expects of them. */
async function dateFixtures(db: Db) {
  const expiredToday = await insertMember(db, { registrationDate: '2023-03-15', expiryDate: TODAY });
  const expiresTomorrow = await insertMember(db, {
    registrationDate: '2023-03-16',
    expiryDate: addDays(TODAY, 1),
  });
  const archivedExpired = await insertMember(db, {
    registrationDate: '2023-01-10',
    expiryDate: '2026-01-10',
    archived: true,
  });
  // Registered a year ago today: the first anniversary is today.
  const anniversaryToday = await insertMember(db, { registrationDate: addYears(TODAY, -1) });
  const anniversaryTomorrow = await insertMember(db, { registrationDate: addDays(addYears(TODAY, -1), 1) });
  const claimedInTerm = await insertMember(db, { registrationDate: addYears(TODAY, -1) });
  await db.insert(claimedServices).values({
    memberId: claimedInTerm.id,
    serviceType: 'MRI',
    category: 'outpatient',
    institution: 'Hospital',
    amountCentavos: 100_00,
    serviceDate: addYears(TODAY, -1),
    membershipYear: 2025,
    membershipYearIndex: 0,
  });
  // Renewed: the current term ends 2028-04-01, so it started 2025-04-01; its anniversary (2026-04-01)
  // is still ahead although the member registered long ago and never claimed.
  const renewed = await insertMember(db, { registrationDate: '2022-04-01', expiryDate: '2028-04-01' });
  // Renewed early: the term ending 2028-03-15 started 2025-03-15 and reached its anniversary today;
  // a claim dated before that start is of the earlier term.
  const renewedOldClaim = await insertMember(db, {
    registrationDate: '2022-03-15',
    expiryDate: '2028-03-15',
  });
  await db.insert(claimedServices).values({
    memberId: renewedOldClaim.id,
    serviceType: 'MRI',
    category: 'outpatient',
    institution: 'Hospital',
    amountCentavos: 100_00,
    serviceDate: '2025-03-14',
    membershipYear: 2024,
    membershipYearIndex: 2,
  });
  return {
    expiredToday,
    expiresTomorrow,
    archivedExpired,
    anniversaryToday,
    anniversaryTomorrow,
    claimedInTerm,
    renewed,
    renewedOldClaim,
  };
}

async function expectDateRaised(db: Db, f: Awaited<ReturnType<typeof dateFixtures>>) {
  expect(await notesOf(db, f.expiredToday.id)).toEqual([
    { type: 'expired', termExpiry: TODAY, windowStart: null },
  ]);
  expect(await notesOf(db, f.expiresTomorrow.id)).toEqual([
    { type: 'no_claims', termExpiry: addDays(TODAY, 1), windowStart: null },
  ]);
  expect(await notesOf(db, f.archivedExpired.id)).toEqual([]);
  expect(await notesOf(db, f.anniversaryToday.id)).toEqual([
    { type: 'no_claims', termExpiry: addYears(TODAY, 2), windowStart: null },
  ]);
  expect(await notesOf(db, f.anniversaryTomorrow.id)).toEqual([]);
  expect(await notesOf(db, f.claimedInTerm.id)).toEqual([]);
  expect(await notesOf(db, f.renewed.id)).toEqual([]);
  expect(await notesOf(db, f.renewedOldClaim.id)).toEqual([
    { type: 'no_claims', termExpiry: '2028-03-15', windowStart: null },
  ]);
}

/** Rows sharing a member, type, term, service and window: must be none. */
async function duplicates(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from notifications
      group by member_id, type, term_expiry, service_type, window_start having count(*) > 1) d`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe.each(backends)('notifications on $name', (backend) => {
  let clock = NOW;
  const t = useTestApp(backend, { now: () => clock, jobs: [] });
  const db = () => t.app.ctx.db;
  let admin: TestAdmin;
  let other: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
    other = await t.approvedAdmin();
  });

  const get = (who: TestAdmin, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const post = (who: TestAdmin, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  const unread = async (who: TestAdmin) =>
    json(await get(who, '/api/notifications/unread-count')).unread as number;

  it('raises expired on the expiry day and no_claims at the term’s first anniversary, once, however often it runs', async () => {
    const f = await dateFixtures(db());
    const job = new JobRunner({ jobs: [raiseNotificationsJob], app: t.app.ctx, log: t.app.log });
    expect(await job.runOnce(raiseNotificationsJob)).toBe('ran');
    await expectDateRaised(db(), f);
    // The reports page load, twice and at once, and the forced raise again: nothing new.
    const again = await Promise.all([
      raiseDateNotifications(db(), TODAY),
      raiseDateNotifications(db(), TODAY),
      raiseDateNotifications(db(), TODAY, { force: true }),
    ]);
    for (const r of again) expect(r).toMatchObject({ expired: 0, noClaims: 0, highClaims: 0 });
    await expectDateRaised(db(), f);
    expect(await duplicates(db())).toBe(0);
    // A day later the members due tomorrow are raised too.
    const tomorrow = addDays(TODAY, 1);
    expect(await raiseDateNotifications(db(), tomorrow)).toMatchObject({
      ran: true,
      expired: 1,
      noClaims: 1,
    });
    expect(await raiseDateNotifications(db(), tomorrow)).toMatchObject({ ran: false });
    expect((await notesOf(db(), f.expiresTomorrow.id)).map((n) => n.type).sort()).toEqual([
      'expired',
      'no_claims',
    ]);
    expect((await notesOf(db(), f.anniversaryTomorrow.id)).map((n) => n.type)).toEqual(['no_claims']);
    expect(await duplicates(db())).toBe(0);
  });

  it('the batched raise, stopped after a batch and run again, raises each notification exactly once', async () => {
    const f = await dateFixtures(db());
    // Over ₱10,000 before notifications were kept: the backfill raises its high_claims.
    const high = await insertMember(db());
    await db().insert(claimedServices).values({
      memberId: high.id,
      serviceType: 'HOSPITALIZATION',
      category: 'inpatient',
      institution: 'Hospital',
      amountCentavos: HIGH_CLAIMS_THRESHOLD_CENTAVOS,
      serviceDate: TODAY,
      membershipYear: 2026,
      membershipYearIndex: 0,
    });
    const kept = async () => (await db().select({ id: notifications.id }).from(notifications)).length;
    const before = await kept();
    // One notification a batch; stopped (thrown) right after the first batch that raised one.
    const stop = new Error('stopped');
    await expect(
      raiseDateNotifications(db(), TODAY, {
        force: true,
        batchRows: 1,
        afterBatch: async (_type, raised) => {
          if (raised > 0) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    const partial = (await kept()) - before;
    expect(partial).toBe(1);
    const resumed = await raiseDateNotifications(db(), TODAY, { force: true, batchRows: 2 });
    const raised = resumed.expired + resumed.noClaims + resumed.highClaims;
    // expired today, no_claims of three (tomorrow's expiry, today's anniversary, the early renewal), high_claims.
    expect(partial + raised).toBe(5);
    expect((await kept()) - before).toBe(partial + raised);
    await expectDateRaised(db(), f);
    expect((await notesOf(db(), high.id)).map((n) => n.type)).toEqual(['high_claims']);
    expect(await duplicates(db())).toBe(0);
    // Again, in other batches and whole: nothing new; the day is marked raised.
    expect(await raiseDateNotifications(db(), TODAY, { force: true, batchRows: 3 })).toMatchObject({
      expired: 0,
      noClaims: 0,
      highClaims: 0,
    });
    expect(await raiseDateNotifications(db(), TODAY)).toMatchObject({ ran: false });
    expect(await raiseDateNotifications(db(), TODAY, { force: true })).toMatchObject({
      expired: 0,
      noClaims: 0,
      highClaims: 0,
    });
    expect((await kept()) - before).toBe(partial + raised);
  });

  it('raises high_claims exactly once, at the claim that brings the total to ₱10,000', async () => {
    const m = await insertMember(db());
    const high = async () => (await notesOf(db(), m.id)).filter((n) => n.type === 'high_claims');
    const claim = (overrides: Record<string, unknown>) =>
      postClaim(t.app, admin.cookie, m.id, claimBody(overrides));
    expect(
      (await claim({ serviceType: 'HOSPITALIZATION', category: 'inpatient', amount: '7,999.99' })).statusCode,
    ).toBe(201);
    expect(await high()).toEqual([]);
    // 7,999.99 + 2,000.01 = 10,000.00: the threshold itself counts.
    expect(HIGH_CLAIMS_THRESHOLD_CENTAVOS).toBe(1_000_000);
    expect((await claim({ serviceType: 'MRI', amount: '2,000.01' })).statusCode).toBe(201);
    expect(await high()).toEqual([{ type: 'high_claims', termExpiry: '2028-06-01', windowStart: null }]);
    expect((await claim({ serviceType: 'ULTRASOUND', amount: '100' })).statusCode).toBe(201);
    expect(await raiseDateNotifications(db(), TODAY, { force: true })).toMatchObject({ highClaims: 0 });
    expect(await high()).toHaveLength(1);
  });

  it('raises high_claims once when concurrent claims cross ₱10,000 together', async () => {
    const m = await insertMember(db());
    const claim = (overrides: Record<string, unknown>) =>
      postClaim(t.app, admin.cookie, m.id, claimBody(overrides));
    expect(
      (await claim({ serviceType: 'HOSPITALIZATION', category: 'inpatient', amount: '8,000' })).statusCode,
    ).toBe(201);
    const answers = await Promise.all(
      ['MRI', 'CT-SCAN', 'CHEMOTHERAPY', 'HEMODIALYSIS', '2D-ECHO'].map((serviceType) =>
        claim({ serviceType, amount: '600' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await notesOf(db(), m.id)).filter((n) => n.type === 'high_claims')).toHaveLength(1);
  });

  it('raises a limit warning once per service and window, from 80 % of the max in the current window', async () => {
    const m = await insertMember(db());
    const warnings = async () =>
      (await notesOf(db(), m.id)).filter((n) => n.type === 'limit_warning').map((n) => n.windowStart);
    const claim = (amount: string, date: string) =>
      postClaim(t.app, admin.cookie, m.id, claimBody({ serviceType: 'FREE MEDICINE', amount, date }));
    // FREE MEDICINE: ₱500 a calendar month. ₱399.99 is under 80 %.
    expect((await claim('399.99', '2026-03-02')).statusCode).toBe(201);
    expect(await warnings()).toEqual([]);
    expect((await claim('0.01', '2026-03-03')).statusCode).toBe(201);
    expect(await warnings()).toEqual(['2026-03-01']);
    expect((await claim('50', '2026-03-04')).statusCode).toBe(201);
    expect(await warnings()).toEqual(['2026-03-01']);
    // A past window (February) warns of nothing.
    expect((await claim('450', '2026-02-10')).statusCode).toBe(201);
    expect(await warnings()).toEqual(['2026-03-01']);
    const [row] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, m.id), eq(notifications.type, 'limit_warning')));
    expect(row).toMatchObject({ serviceType: 'FREE MEDICINE', title: 'Service limit almost reached' });
    expect(row!.message).toBe('FREE MEDICINE: ₱400.00 of ₱500.00 used (80%) in the current window.');
    // April is a new window.
    clock = new Date('2026-04-10T04:00:00Z');
    try {
      expect((await claim('400', '2026-04-10')).statusCode).toBe(201);
    } finally {
      clock = NOW;
    }
    expect(await warnings()).toEqual(expect.arrayContaining(['2026-03-01', '2026-04-01']));
    expect(await warnings()).toHaveLength(2);
  });

  it('keeps read state per admin: mark read, mark all read (of a type or all)', async () => {
    // Everything so far read by both, then three new ones.
    const cleared = await post(admin, '/api/notifications/read-all');
    expect(cleared.statusCode, cleared.body).toBe(200);
    await post(other, '/api/notifications/read-all');
    expect(await unread(admin)).toBe(0);
    const m1 = await insertMember(db(), { registrationDate: '2023-03-10', expiryDate: '2026-03-10' });
    const m2 = await insertMember(db(), { registrationDate: '2023-03-11', expiryDate: '2026-03-11' });
    const m3 = await insertMember(db());
    await raiseDateNotifications(db(), TODAY, { force: true });
    // Recorded by a third admin: both see the limit warning (an actor never sees their own, below).
    const clerk = await t.approvedAdmin();
    const claimed = await postClaim(
      t.app,
      clerk.cookie,
      m3.id,
      claimBody({ serviceType: 'EYE GLASSES', amount: '1,000', date: '2026-03-01' }),
    );
    expect(claimed.statusCode).toBe(201);
    expect(await unread(admin)).toBe(3);
    expect(await unread(other)).toBe(3);

    const page = json(await get(admin, '/api/notifications'));
    expect(page).toMatchObject({ page: 1, pageSize: 20, unread: 3 });
    const newest = page.notifications.slice(0, 3) as Json[];
    expect(newest.map((n) => n.read)).toEqual([false, false, false]);
    expect(newest.map((n) => n.type).sort()).toEqual(['expired', 'expired', 'limit_warning']);
    expect(newest.map((n) => n.member.id).sort()).toEqual([m1.id, m2.id, m3.id].sort());
    // Newest first.
    const times = (page.notifications as Json[]).map((n) => n.createdAt as string);
    expect([...times].sort().reverse()).toEqual(times);

    const first = newest[0]!;
    const marked = await post(admin, `/api/notifications/${first.id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(json(marked)).toEqual({ unread: 2 });
    expect(json(await post(admin, `/api/notifications/${first.id}/read`))).toEqual({ unread: 2 });
    expect(await unread(other)).toBe(3);
    const again = (json(await get(admin, '/api/notifications')).notifications as Json[]).find(
      (n) => n.id === first.id,
    );
    expect(again!.read).toBe(true);

    expect(json(await post(other, '/api/notifications/read-all', { type: 'expired' }))).toEqual({
      unread: 1,
    });
    const expiredOnly = json(await get(other, '/api/notifications?type=expired'));
    expect((expiredOnly.notifications as Json[]).every((n) => n.type === 'expired' && n.read)).toBe(true);
    expect(await unread(admin)).toBe(2);

    expect(json(await post(admin, '/api/notifications/read-all', {}))).toEqual({ unread: 0 });
    expect(await unread(other)).toBe(1);
  });

  it('never shows an admin the notifications their own actions raised (issue 23)', async () => {
    await post(admin, '/api/notifications/read-all');
    await post(other, '/api/notifications/read-all');
    const clerk = await t.approvedAdmin({ firstName: 'Carmen', lastName: 'Lualhati' });
    await post(clerk, '/api/notifications/read-all');

    // A registration by the clerk: the others are told, the clerk is not.
    const registered = await postMember(
      t.app,
      clerk.cookie,
      registrationData({
        lastName: 'Ownaction',
        registrationDate: TODAY,
        referenceNumber: `REF-${TODAY.replaceAll('-', '')}-101500-0042`,
      }),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const memberId = registered.json<Json>().member.id as string;
    // A claim by the clerk reaching 80 % of a service: a limit warning, again for the others only.
    const claimed = await postClaim(
      t.app,
      clerk.cookie,
      memberId,
      claimBody({ serviceType: 'EYE GLASSES', amount: '1,000', date: TODAY }),
    );
    expect(claimed.statusCode, claimed.body).toBe(201);

    const aboutMember = (page: Json) =>
      (page.notifications as Json[]).filter((n) => n.member?.id === memberId).map((n) => n.type);
    expect(await unread(clerk)).toBe(0);
    const clerkPage = json(await get(clerk, '/api/notifications'));
    expect(aboutMember(clerkPage)).toEqual([]);
    expect(clerkPage.unread).toBe(0);
    for (const who of [admin, other]) {
      expect(await unread(who)).toBe(2);
      expect(aboutMember(json(await get(who, '/api/notifications'))).sort()).toEqual([
        'limit_warning',
        'new',
      ]);
    }
    // The totals leave them out too, and the clerk cannot mark one read (it is not theirs to see).
    const total = async (who: TestAdmin) =>
      json(await get(who, '/api/notifications?type=new')).total as number;
    expect((await total(admin)) - (await total(clerk))).toBe(1);
    const theirs = (json(await get(admin, '/api/notifications')).notifications as Json[]).find(
      (n) => n.member?.id === memberId && n.type === 'new',
    )!;
    expect((await post(clerk, `/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    // The rows name their actor; a date-driven one names none.
    const actors = await db()
      .select({ type: notifications.type, actorId: notifications.actorId })
      .from(notifications)
      .where(eq(notifications.memberId, memberId));
    expect(actors.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'limit_warning', actorId: clerk.id },
      { type: 'new', actorId: clerk.id },
    ]);
  });

  it('answers 400 for malformed queries and bodies, 404 for an unknown notification', async () => {
    for (const url of [
      '/api/notifications?type=bogus',
      '/api/notifications?page=0',
      '/api/notifications?page=x',
    ]) {
      const res = await get(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorJson>().error.code).toBeTruthy();
    }
    expect((await post(admin, '/api/notifications/read-all', { type: 'bogus' })).statusCode).toBe(400);
    expect((await post(admin, '/api/notifications/read-all', { unexpected: 1 })).statusCode).toBe(400);
    expect((await post(admin, '/api/notifications/read-all', [1])).statusCode).toBe(400);
    const missing = await post(admin, '/api/notifications/00000000-0000-4000-8000-000000000000/read');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorJson>().error.message).toBe('Notification not found.');
    expect((await post(admin, '/api/notifications/not-a-uuid/read')).statusCode).toBe(404);
  });
});

describe('notifications on two servers sharing one PostgreSQL (the TEST_DATABASE_URL server, else the embedded one)', () => {
  const servers = useTwoServers();

  it('raises each notification once when both run the job and the page-load raise at the same moment', async () => {
    const f = await dateFixtures(servers.first.db);
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
    const runnerA = new JobRunner({ jobs: [raiseNotificationsJob], app: a.ctx, log: a.log });
    const runnerB = new JobRunner({ jobs: [raiseNotificationsJob], app: b.ctx, log: b.log });
    const outcomes = await Promise.all([
      runnerA.runOnce(raiseNotificationsJob),
      runnerB.runOnce(raiseNotificationsJob),
      raiseDateNotifications(a.ctx.db, TODAY),
      raiseDateNotifications(b.ctx.db, TODAY),
      raiseDateNotifications(a.ctx.db, TODAY, { force: true }),
      raiseDateNotifications(b.ctx.db, TODAY, { force: true }),
    ]);
    expect(outcomes.slice(0, 2).filter((o) => o === 'ran')).toHaveLength(1);
    await expectDateRaised(servers.first.db, f);
    expect(await duplicates(servers.first.db)).toBe(0);
  });
});
