/**
 * Issue 29 (migration 0036): a place-filtered report's members per status come from report_place_counts
 * (per registration month, barangay, expiry month and claim state) and report_place_expiry_counts (the
 * same per expiry day, for today's month). Checked against the members counted here, with the domain's
 * reportStatus, for every place filter — members expiring on either side of today in today's month —
 * after claims through the API (crossing ₱10,000 and back), a void, a renewal, an archive and a
 * restore, a barangay and a registration date changed, and a member removed; and the kept rows against
 * claim_rollups_rebuild()'s. Migration 0037: the fold deletes the rows its deltas bring to zero, so the
 * tables hold what a rebuild holds, row for row.
 */
import {
  place,
  REPORT_STATUSES,
  type ReportStatus,
  type ReportStatusCounts,
  reportStatus,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { claimedServices, members } from '../src/db/schema/index.ts';
import { rollupsAsRead } from './rollups-support.ts';
import { claimBody, insertMember, type Json, json, NOW, postClaim, TODAY } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

const [B0, B1] = [place.barangays[0]!, place.barangays[1]!];
type Filters = { barangay?: string; year?: number; month?: number };
const FILTERS: Filters[] = [
  { barangay: B0 },
  { barangay: B1 },
  { year: 2023 },
  { year: 2023, month: 3 },
  { year: 2023, month: 4 },
  { month: 3 },
  { barangay: B1, year: 2023 },
  { year: 2024 },
];

describe.each(backends)('the place counts on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW, jobs: [] });
  let admin: TestAdmin;
  const db = () => t.app.ctx.db;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json(res);
  };
  const query = (f: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(f).map(([k, v]): [string, string] => [k, String(v)])).toString();

  /** Every live member's place and status on TODAY, counted from the members and their claims. */
  async function counted(f: Filters): Promise<ReportStatusCounts> {
    const rows = rowsOf<{ barangay: string; registration_date: string; expiry_date: string; total: string }>(
      await db().execute(sql`
        select m.barangay, m.registration_date::text, m.expiry_date::text,
          coalesce((select sum(c.amount_centavos) from claimed_services c where c.member_id = m.id), 0)::text as total
        from members m where m.archived_at is null`),
    );
    const counts = Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as ReportStatusCounts;
    for (const r of rows) {
      if (f.barangay && r.barangay !== f.barangay) continue;
      if (f.year !== undefined && Number(r.registration_date.slice(0, 4)) !== f.year) continue;
      if (f.month !== undefined && Number(r.registration_date.slice(5, 7)) !== f.month) continue;
      counts[reportStatus({ expiryDate: r.expiry_date, totalClaimedCentavos: Number(r.total) }, TODAY)] += 1;
    }
    return counts;
  }

  /** The summary's members per status and the table's total per status equal the counted ones. */
  async function figuresHold(step: string) {
    for (const f of FILTERS) {
      const want = await counted(f);
      const summary = await get(`/api/reports/summary?${query(f)}`);
      expect(summary.statistics.membersPerStatus, `${step} ${JSON.stringify(f)}`).toEqual(want);
      for (const status of REPORT_STATUSES) {
        const table = await get(`/api/reports?${query({ ...f, status })}`);
        expect(table.total, `${step} ${JSON.stringify(f)} ${status}`).toBe(want[status as ReportStatus]);
      }
    }
    const kept = await rollupsAsRead(db());
    await db().execute(sql`select claim_rollups_rebuild()`);
    expect(await rollupsAsRead(db()), step).toEqual(kept);
  }

  let ids: string[] = [];
  beforeAll(async () => {
    admin = await t.headAdmin();
    // Registered in March 2023: expiring in today's month (2026-03), before, on and after today; and
    // a few in other months, in two barangays.
    expect(TODAY).toBe('2026-03-15');
    const expiries = ['2026-03-01', '2026-03-14', TODAY, '2026-03-16', '2026-03-31'];
    ids = [];
    for (const [i, expiryDate] of expiries.entries()) {
      const { id } = await insertMember(db(), {
        registrationDate: `2023-03-${String(1 + i).padStart(2, '0')}`,
        expiryDate,
      });
      ids.push(id);
    }
    for (const registrationDate of ['2023-02-20', '2023-04-02', '2024-07-10', '2025-01-05']) {
      ids.push((await insertMember(db(), { registrationDate })).id);
    }
    await db()
      .update(members)
      .set({ barangay: B1 })
      .where(
        sql`${members.id} in (${sql.join(
          [ids[1]!, ids[3]!, ids[6]!].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
  });

  it('count each place filter as the members are, through claims, a void, renewal, archive, restore, moves and removal', async () => {
    await figuresHold('seeded');
    // Claims through the API, under ₱10,000 (then one across it); an expired member's claim of before
    // its expiry written as the claim route would have.
    for (const id of [ids[3]!, ids[4]!, ids[7]!]) {
      const res = await postClaim(t.app, admin.cookie, id, claimBody({ amount: '3,000' }));
      expect(res.statusCode, res.body).toBe(201);
    }
    await db().insert(claimedServices).values({
      memberId: ids[0]!,
      serviceType: 'MRI',
      category: 'outpatient',
      institution: 'Institution',
      amountCentavos: 1_200_000,
      serviceDate: '2025-12-01',
      membershipYear: 2025,
      membershipYearIndex: 2,
    });
    await figuresHold('claims under');
    const crossing = await postClaim(
      t.app,
      admin.cookie,
      ids[7]!,
      claimBody({ serviceType: 'HOSPITALIZATION', category: 'inpatient', amount: '8,000' }),
    );
    expect(crossing.statusCode, crossing.body).toBe(201);
    await figuresHold('claim across ₱10,000');
    // The crossing claim voided (recorded today by the app's clock): the member back under.
    const claimId = json(crossing).claim.id as string;
    await db().update(claimedServices).set({ createdAt: NOW }).where(eq(claimedServices.id, claimId));
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claimId}/void`,
      payload: { reason: 'Recorded for the wrong member' },
      headers: { cookie: admin.cookie },
    });
    expect(voided.statusCode, voided.body).toBeLessThan(300);
    await figuresHold('void');
    // Renewed: an expired member (and one expiring today) live for three more years.
    await db().execute(sql`update members set expiry_date = expiry_date + interval '3 years'
      where id in (${ids[0]!}::uuid, ${ids[2]!}::uuid)`);
    await figuresHold('renewal');
    await db().update(members).set({ archivedAt: NOW }).where(eq(members.id, ids[3]!));
    await figuresHold('archive');
    await db().update(members).set({ archivedAt: null }).where(eq(members.id, ids[3]!));
    await figuresHold('restore');
    await db().update(members).set({ barangay: B0 }).where(eq(members.id, ids[3]!));
    await db().update(members).set({ registrationDate: '2023-04-30' }).where(eq(members.id, ids[4]!));
    await figuresHold('barangay and registration date changed');
    await db().delete(members).where(eq(members.id, ids[7]!));
    await figuresHold('removed');
    const summary = (await get(`/api/reports/summary?${query({ year: 2023, month: 3 })}`)) as Json;
    expect(summary.statistics.membersPerStatus.Expired).toBeGreaterThan(0);
    expect(summary.statistics.membersPerStatus['No Claims']).toBeGreaterThan(0);
  });

  it('fold deletes the rows its deltas bring to zero: both tables hold, row for row, what a rebuild holds', async () => {
    const tables = async () => [
      rowsOf(await db().execute(sql`select * from report_place_counts order by 1, 2, 3, 4`)),
      rowsOf(await db().execute(sql`select * from report_place_expiry_counts order by 1, 2, 3, 4`)),
    ];
    const fold = () => db().execute(sql`select claim_rollups_fold()`);
    const zeros = async () =>
      rowsOf<{ n: number }>(
        await db().execute(sql`select ((select count(*) from report_place_counts where members = 0)
          + (select count(*) from report_place_expiry_counts where members = 0))::int as n`),
      )[0]!.n;
    /** The rows of the member's registration month (no other member registered in May 2021). */
    const ofMonth = async () =>
      rowsOf<{ n: number }>(
        await db().execute(sql`select ((select count(*) from report_place_counts where registration_month = '2021-05-01')
          + (select count(*) from report_place_expiry_counts where registration_month = '2021-05-01'))::int as n`),
      )[0]!.n;
    await db().execute(sql`select claim_rollups_rebuild()`);
    const lone = await insertMember(db(), { registrationDate: '2021-05-05', expiryDate: '2026-05-05' });
    await fold();
    expect(await ofMonth()).toBe(2);
    // Renewed (another expiry day and month), across ₱10,000 (another claim state), archived: each
    // step leaves its old keys at zero, and the fold takes them away.
    await db().execute(sql`update members set expiry_date = '2029-05-05' where id = ${lone.id}::uuid`);
    await fold();
    expect(await zeros()).toBe(0);
    expect(await ofMonth()).toBe(2);
    for (const body of [
      { serviceType: 'HOSPITALIZATION', category: 'inpatient', amount: '8,000' },
      { serviceType: 'MRI', amount: '2,000' },
    ]) {
      const claim = await postClaim(t.app, admin.cookie, lone.id, claimBody(body));
      expect(claim.statusCode, claim.body).toBe(201);
    }
    await fold();
    expect(await zeros()).toBe(0);
    expect(await ofMonth()).toBe(2);
    let kept = await tables();
    await db().execute(sql`select claim_rollups_rebuild()`);
    expect(await tables()).toEqual(kept);
    await db().update(members).set({ archivedAt: NOW }).where(eq(members.id, lone.id));
    await fold();
    expect(await zeros()).toBe(0);
    expect(await ofMonth()).toBe(0);
    kept = await tables();
    await db().execute(sql`select claim_rollups_rebuild()`);
    expect(await tables()).toEqual(kept);
  });
});
