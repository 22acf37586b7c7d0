/** The activity log (issue 12; DECISIONS 36): one entry per write, who sees what, filters, CSV, retention. */
import { ACTIVITY_PAGE_SIZE } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { activityLogs } from '../src/db/schema/index.ts';
import { activityPage } from '../src/features/activity-log/queries.ts';
import { activityRetentionJob, monthsBefore } from '../src/features/activity-log/retention-job.ts';
import { readSections } from '../src/features/member-data-report/queries.ts';
import { activityAbout } from '../src/features/retention/queries.ts';
import { JobRunner } from '../src/jobs/index.ts';
import { beneficiary, type Json, patchMember, postMember, registrationData } from './members-support.ts';
import { insertMember } from './services-support.ts';
import { backends, pathOf, registrationBody, TEST_PASSWORD, type TestAdmin, useTestApp } from './support.ts';

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

describe.each(backends)('activity log on $name', (backend) => {
  const t = useTestApp(backend);
  const db = () => t.app.ctx.db;
  const entryCount = async () =>
    Number((await db().select({ n: sql<number>`count(*)::int` }).from(activityLogs))[0]!.n);
  const newest = async () =>
    (await db().select().from(activityLogs).orderBy(sql`created_at desc`).limit(1))[0]!;
  const as = (
    admin: TestAdmin,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: unknown,
    headers = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie, ...headers },
      ...(payload ? { payload: payload as never } : {}),
    });

  const registerMember = (admin: TestAdmin, overrides: Json = {}) =>
    postMember(t.app, admin.cookie, registrationData(overrides));

  it('leaves exactly one entry for every write route', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const writes: [string, () => Promise<{ statusCode: number }>][] = [];
    let memberId = '';
    let beneficiaryId = '';
    let claimId = '';
    const pendingBody = registrationBody();
    const toApprove = await t.pendingAdmin();
    const toReject = await t.pendingAdmin();
    const leaving = await t.approvedAdmin();
    const forgetful = await t.approvedAdmin();
    const changer = await t.approvedAdmin();
    const expired = await insertMember(db(), { registrationDate: '2023-01-10', expiryDate: '2026-01-10' });
    writes.push(['admin.registered', () => t.register(pendingBody)]);
    writes.push(['admin.signed_in', () => t.signIn(admin.username, TEST_PASSWORD)]);
    writes.push([
      'member.registered',
      async () => {
        const res = await registerMember(admin, { gender: 'male' });
        memberId = res.json<Json>().member.id;
        return res;
      },
    ]);
    writes.push([
      'member.updated',
      () => patchMember(t.app, admin.cookie, memberId, { phoneNumber: '0917 765 4321' }),
    ]);
    writes.push([
      'beneficiary.added',
      async () => {
        const res = await as(admin, 'POST', `/api/members/${memberId}/beneficiaries`, beneficiary());
        beneficiaryId = res.json<Json>().beneficiary.id;
        return res;
      },
    ]);
    writes.push([
      'beneficiary.removed',
      () => as(admin, 'POST', `/api/members/${memberId}/beneficiaries/${beneficiaryId}/remove`),
    ]);
    writes.push([
      'claim.created',
      async () => {
        const res = await as(admin, 'POST', `/api/members/${memberId}/claims`, {
          category: 'outpatient',
          serviceType: 'ULTRASOUND',
          institution: 'Provincial Hospital',
          amount: '100',
          date: registrationData().registrationDate,
        });
        claimId = res.json<{ claim: { id: string } }>().claim.id;
        return res;
      },
    ]);
    // DECISIONS 52, 51: a receipt printed, then the claim voided by the admin who recorded it that day.
    writes.push(['receipt.printed', () => as(admin, 'POST', `/api/claims/${claimId}/receipt`)]);
    writes.push([
      'claim.voided',
      () => as(admin, 'POST', `/api/claims/${claimId}/void`, { reason: 'Typed wrong' }),
    ]);
    writes.push([
      'service_limit.updated',
      // DECISIONS 53: head admins only.
      () =>
        as(head, 'PUT', '/api/service-limits', { limits: [{ serviceType: 'MRI', maxCentavos: 700_000 }] }),
    ]);
    writes.push(['member.archived', () => as(admin, 'POST', `/api/members/${memberId}/archive`)]);
    writes.push(['member.restored', () => as(admin, 'POST', `/api/members/${memberId}/restore`)]);
    writes.push(['admin.approved', () => as(head, 'POST', `/api/admins/${toApprove.id}/approve`)]);
    writes.push(['admin.rejected', () => as(head, 'POST', `/api/admins/${toReject.id}/reject`)]);
    writes.push(['member.renewed', () => as(admin, 'POST', `/api/members/${expired.id}/renewals`, {})]);
    writes.push([
      'account.profile_updated',
      () =>
        as(changer, 'PATCH', '/api/account/profile', {
          firstName: 'Rosa',
          lastName: 'Lim',
          dob: '1980-01-01',
          gender: 'female',
          civilStatus: 'single',
          contactNumber: '0917 123 4567',
        }),
    ]);
    writes.push([
      'account.password_changed',
      () =>
        as(changer, 'POST', '/api/account/password', {
          currentPassword: changer.password,
          newPassword: 'Chang3d-pass!',
          confirmPassword: 'Chang3d-pass!',
        }),
    ]);
    writes.push([
      'account.password_reset',
      async () => {
        // The reset request itself leaves no entry (it changes no record of the portal's): only the reset.
        await t.app.inject({
          method: 'POST',
          url: '/api/account/password-reset',
          payload: { email: forgetful.email },
        });
        await t.mail.waitFor(forgetful.email, 'Reset your password');
        const link = t.mail.lastLink(forgetful.email, 'Reset your password');
        const redirect = await t.app.inject({ method: 'GET', url: pathOf(link) });
        const token = new URL(String(redirect.headers.location)).searchParams.get('token') ?? '';
        return t.app.inject({
          method: 'POST',
          url: '/api/account/password-reset/confirm',
          payload: { token, password: 'R3set-pass!', confirmPassword: 'R3set-pass!' },
        });
      },
    ]);
    writes.push(['admin.deactivated', () => as(head, 'POST', `/api/admins/${toApprove.id}/deactivate`)]);
    writes.push(['admin.reactivated', () => as(head, 'POST', `/api/admins/${toApprove.id}/reactivate`)]);
    writes.push(['admin.signed_out', () => as(leaving, 'POST', '/api/account/sign-out')]);
    for (const [action, write] of writes) {
      const before = await entryCount();
      const res = await write();
      expect(res.statusCode, action).toBeLessThan(300);
      expect((await entryCount()) - before, action).toBe(1);
      expect((await newest()).action, action).toBe(action);
    }
  });

  it('shows entries in plain words, newest first; a non-head admin sees only their own', async () => {
    const head = await t.headAdmin();
    const maria = await t.approvedAdmin({ firstName: 'Maria', lastName: 'Santos' });
    const res = await registerMember(maria);
    const ref = res.json<Json>().member.referenceNumber;
    const claim = await as(maria, 'POST', `/api/members/${res.json<Json>().member.id}/claims`, {
      category: 'outpatient',
      serviceType: 'ULTRASOUND',
      institution: 'Provincial Hospital',
      amount: '1200',
      date: registrationData().registrationDate,
    });
    expect(claim.statusCode).toBe(201);
    const own = (await as(maria, 'GET', `/api/activity-log?adminId=${head.id}`)).json<Json>();
    expect(own.scope).toBe('own');
    expect(own.entries.every((e: Json) => e.adminId === maria.id)).toBe(true);
    expect(own.entries[0]).toMatchObject({
      action: 'claim.created',
      actionLabel: 'Claim recorded',
      sentence: `Maria Santos recorded a claim of ₱1,200.00 for ULTRASOUND for ${ref}`,
      memberRef: ref,
    });
    // Issue 26: the sentence in the caller's language; the stored entry and the CSV stay English.
    const fil = await as(maria, 'GET', '/api/activity-log?action=claim.created', undefined, {
      'accept-language': 'fil',
    });
    expect(fil.json<Json>().entries[0].sentence).toBe(
      `Nagtala si Maria Santos ng claim na ₱1,200.00 para sa ULTRASOUND ni ${ref}`,
    );
    const all = (await as(head, 'GET', '/api/activity-log')).json<Json>();
    expect(all.scope).toBe('all');
    expect(new Set(all.entries.map((e: Json) => e.adminId)).size).toBeGreaterThan(1);
    const byMember = (await as(head, 'GET', `/api/activity-log?member=${ref.toLowerCase()}`)).json<Json>();
    expect(byMember.entries.map((e: Json) => e.action).sort()).toEqual([
      'claim.created',
      'member.registered',
    ]);
    const byAction = (await as(head, 'GET', '/api/activity-log?action=claim.created')).json<Json>();
    expect(byAction.entries.every((e: Json) => e.action === 'claim.created')).toBe(true);
    expect((await as(head, 'GET', '/api/activity-log?action=nope')).statusCode).toBe(400);
    expect((await as(head, 'GET', '/api/activity-log?from=2026-02-30')).statusCode).toBe(400);
    expect((await as(head, 'GET', '/api/activity-log?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
  });

  it('filters by calendar days of APP_TIMEZONE', async () => {
    const head = await t.headAdmin();
    const at = (instant: string) => ({
      adminId: head.id,
      action: 'admin.signed_in',
      details: { description: 'Signed in' },
      createdAt: new Date(instant),
    });
    // 23:30 on 1 March in Manila is 15:30 UTC; 00:30 on 2 March in Manila is 16:30 UTC on 1 March.
    await db()
      .insert(activityLogs)
      .values([at('2025-03-01T15:30:00Z'), at('2025-03-01T16:30:00Z')]);
    const day = (d: string) =>
      as(head, 'GET', `/api/activity-log?from=${d}&to=${d}&action=admin.signed_in&adminId=${head.id}`);
    expect((await day('2025-03-01')).json<Json>().total).toBe(1);
    expect((await day('2025-03-02')).json<Json>().total).toBe(1);
  });

  it('counts up to 1,000 entries a filter, or to the page asked for, and says when there are more (issue 29)', async () => {
    const head = await t.headAdmin();
    const entries = Array.from({ length: 1010 }, (_, i) => ({
      adminId: head.id,
      action: 'admin.signed_out',
      details: { description: 'Signed out' },
      // A minute apart from 08:00 on 1 January in Manila: 960 that day, 50 on 2 January.
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
    }));
    await db().insert(activityLogs).values(entries);
    try {
      const page = async (n: number, filter = `action=admin.signed_out&adminId=${head.id}`) =>
        (await as(head, 'GET', `/api/activity-log?${filter}&page=${n}`)).json<Json>();
      const size = ACTIVITY_PAGE_SIZE;
      const first = await page(1);
      expect(first).toMatchObject({ total: 1000, totalPages: Math.ceil(1000 / size), totalCapped: true });
      expect(first.entries).toHaveLength(size);
      const lastPage = Math.ceil(1010 / size);
      expect(await page(lastPage)).toMatchObject({ total: 1010, totalPages: lastPage, totalCapped: false });
      // The whole log counts the same way; a narrow filter counts exactly.
      expect(await page(1, '')).toMatchObject({ total: 1000, totalCapped: true });
      expect(await page(1, 'from=2024-01-02&to=2024-01-02&action=admin.signed_out')).toMatchObject({
        total: 50,
        totalCapped: false,
      });
    } finally {
      await db().delete(activityLogs).where(sql`action = 'admin.signed_out' and created_at < '2024-02-01'`);
    }
  });

  it('exports the filtered entries as CSV with a BOM and the entries in plain words', async () => {
    const head = await t.headAdmin();
    const res = await as(head, 'GET', '/api/activity-log/export.csv?action=admin.signed_in', undefined, {
      'accept-language': 'fil',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('activity-log-');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Date and time,Administrator,Action,Member reference,Entry');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',Signed in,'))).toBe(true);
  });

  it('deletes entries older than 12 months, keeps newer ones, and logs the deletion', async () => {
    const head = await t.headAdmin();
    const now = t.app.ctx.now();
    const monthsAgo = (n: number) => new Date(now.getTime() - n * 30.5 * 24 * 3600 * 1000);
    const old = {
      adminId: head.id,
      action: 'admin.signed_in',
      details: { description: 'old' },
      createdAt: monthsAgo(13),
    };
    const kept = { ...old, details: { description: 'kept' }, createdAt: monthsAgo(11) };
    await db().insert(activityLogs).values([old, old, kept]);
    const stale = (await db().select().from(activityLogs)).filter(
      (e) => e.createdAt < monthsBefore(now, 12),
    ).length;
    expect(stale).toBeGreaterThanOrEqual(2);
    const runner = new JobRunner({ jobs: [activityRetentionJob], app: t.app.ctx, log: silent });
    // The job already ran at start-up: force a new run by forgetting the last one.
    await db().execute(sql`delete from job_runs where name = ${activityRetentionJob.name}`);
    expect(await runner.runOnce(activityRetentionJob)).toBe('ran');
    const left = await db().select().from(activityLogs);
    expect(left.filter((e) => (e.details as Json).description === 'old')).toHaveLength(0);
    expect(left.filter((e) => (e.details as Json).description === 'kept')).toHaveLength(1);
    const purge = left.filter((e) => e.action === 'activity_log.purged');
    expect(purge.at(-1)).toMatchObject({
      adminId: null,
      details: expect.objectContaining({ deleted: stale }),
    });
    const page = (await as(head, 'GET', '/api/activity-log?action=activity_log.purged')).json<Json>();
    expect(page.entries[0].sentence).toMatch(
      /^The portal deleted \d+ activity-log entries older than \d{4}-\d{2}-\d{2}/,
    );
  });

  // Issue 29: the readers of one member's entries look them up by migration 0038's indexes instead of
  // reading the whole log. Sequential scans priced out: a reader whose condition the partial index does
  // not cover still scans the table, which this counts.
  it('reads a member’s entries by the member indexes: retention, the data report, the member filter', async () => {
    const admin = await t.approvedAdmin();
    const { id, referenceNumber } = (await registerMember(admin)).json<Json>().member;
    // Scans counted within the transaction (before and after: a backend's counts may still hold its
    // earlier transactions' until they are reported). `whole` counts sequential scans of the log,
    // `byDate` the walk of the whole log in date order a page could take instead.
    const counts = async (tx: Tx) =>
      rowsOf<{ byId: number; byRef: number; byDate: number; whole: number }>(
        await tx.execute(sql`select
          pg_stat_get_xact_numscans('activity_logs_member_id_idx'::regclass)::int as "byId",
          pg_stat_get_xact_numscans('activity_logs_member_ref_idx'::regclass)::int as "byRef",
          pg_stat_get_xact_numscans('activity_logs_created_at_idx'::regclass)::int as "byDate",
          pg_stat_get_xact_numscans('activity_logs'::regclass)::int as whole`),
      )[0]!;
    const scans = (read: (tx: Tx) => Promise<unknown>) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const before = await counts(tx);
        await read(tx);
        const after = await counts(tx);
        return {
          byId: after.byId - before.byId,
          byRef: after.byRef - before.byRef,
          byDate: after.byDate - before.byDate,
          whole: after.whole - before.whole,
        };
      });
    const about = await scans(async (tx) => {
      expect((await activityAbout(tx, [id])).map((e) => e.member)).toEqual([id]);
    });
    expect(about.byId).toBeGreaterThan(0);
    expect(about.whole).toBe(0);
    const report = await scans(async (tx) => {
      const sections = await readSections(tx, id);
      expect(sections.find((s) => s.table === 'activity_logs')?.rows).toHaveLength(1);
    });
    expect(report.byId).toBeGreaterThan(0);
    expect(report.whole).toBe(0);
    const filtered = await scans(async (tx) => {
      const page = await activityPage(
        tx,
        { memberRef: referenceNumber.toLowerCase(), timeZone: 'Asia/Manila' },
        1,
      );
      expect(page.total).toBe(1);
    });
    expect(filtered.byRef).toBeGreaterThan(0);
    expect(filtered.byDate).toBe(0);
    expect(filtered.whole).toBe(0);
  });
});
