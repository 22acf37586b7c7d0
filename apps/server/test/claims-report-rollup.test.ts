/**
 * The claims report reads kept figures (migration 0030: claims per day, service, institution, barangay
 * and admin; members per month with a claim) folded from deltas every 64th change. Here, on every test
 * backend, random rounds of claims (through the API and straight into the table), voids (through the
 * API), deleted claims, claims changed (institution, admin, day, member) and members moved to another
 * barangay or deleted; after each round every report of a set of ranges and filters must equal the
 * naive SQL over the claims and the members' barangays now, and the kept figures must equal what
 * claim_rollups_rebuild() recomputes.
 */
import { place, SERVICE_TYPES, type ServiceCategory, serviceCategoryOf } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../scripts/seed.ts';
import type { Db } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { claimedServices, members } from '../src/db/schema/index.ts';
import { wholeMonthsOf } from '../src/features/claims-report/queries.ts';
import { rollupsAsRead } from './rollups-support.ts';
import {
  claimBody,
  claimsReportBlocks,
  insertMember,
  type Json,
  json,
  NOW,
  postClaim,
} from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

type Filter = {
  from: string;
  to: string;
  service?: string;
  category?: ServiceCategory;
  institution?: string;
  barangay?: string;
  adminId?: string;
};

type Totals = Record<string, { claimsCount: number; amountCentavos: number }>;
type Report = {
  totals: { claimsCount: number; amountCentavos: number; membersServed: number };
  perService: Totals;
  perInstitution: Totals;
  perBarangay: Totals;
  perPeriod: Totals;
};

const BARANGAYS = place.barangays.slice(0, 4);
/** The services of the claims written straight to the table (the API's claims take the others). */
const SQL_SERVICES = SERVICE_TYPES.filter((s) => !['MRI', 'ULTRASOUND', 'CT-SCAN'].includes(s));
const INSTITUTIONS = [
  'Oriental Mindoro Provincial Hospital',
  'Mindoro Eye Center',
  'Generics Pharmacy Calapan',
];

/** The report as the naive SQL computes it: plain GROUP BYs over the claims and their members now. */
async function naiveReport(db: Db, f: Filter, period: 'day' | 'month'): Promise<Report> {
  const where = sql`c.service_date between ${f.from}::date and ${f.to}::date
    ${f.service ? sql`and c.service_type = ${f.service}` : sql``}
    ${f.category ? sql`and c.category = ${f.category}` : sql``}
    ${f.institution ? sql`and lower(c.institution) = lower(${f.institution})` : sql``}
    ${f.barangay ? sql`and m.barangay = ${f.barangay}` : sql``}
    ${f.adminId ? sql`and c.created_by = ${f.adminId}` : sql``}`;
  const from = sql`from claimed_services c join members m on m.id = c.member_id where ${where}`;
  const periodOf = period === 'day' ? sql`c.service_date::text` : sql`to_char(c.service_date, 'YYYY-MM')`;
  const rows = rowsOf<{
    kind: string;
    key: string | null;
    n: string;
    amount: string | null;
    members: string;
  }>(
    await db.execute(sql`
      select 'total' as kind, null as key, count(*) as n, sum(c.amount_centavos) as amount,
        count(distinct c.member_id) as members ${from}
      union all select 'service', c.service_type, count(*), sum(c.amount_centavos), null ${from}
        group by c.service_type
      union all select 'institution', lower(c.institution), count(*), sum(c.amount_centavos), null ${from}
        group by lower(c.institution)
      union all select 'barangay', m.barangay, count(*), sum(c.amount_centavos), null ${from} group by m.barangay
      union all select 'period', ${periodOf}, count(*), sum(c.amount_centavos), null ${from} group by 2`),
  );
  const report: Report = {
    totals: { claimsCount: 0, amountCentavos: 0, membersServed: 0 },
    perService: {},
    perInstitution: {},
    perBarangay: {},
    perPeriod: {},
  };
  const blocks: Record<string, Totals> = {
    service: report.perService,
    institution: report.perInstitution,
    barangay: report.perBarangay,
    period: report.perPeriod,
  };
  for (const row of rows) {
    const figures = { claimsCount: Number(row.n), amountCentavos: Number(row.amount ?? 0) };
    if (row.kind === 'total') report.totals = { ...figures, membersServed: Number(row.members) };
    else blocks[row.kind]![row.key!] = figures;
  }
  return report;
}

/** The API's answer keyed like `naiveReport` (institutions by their lower case). */
const answered = (body: Json): Report => claimsReportBlocks(body);

const query = (f: Filter) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]).toString();

describe('the whole months of a range', () => {
  it('are the calendar months it covers from their first to their last day', () => {
    expect(wholeMonthsOf('2026-03-01', '2026-03-31')).toEqual({ first: '2026-03-01', last: '2026-03-01' });
    expect(wholeMonthsOf('2026-02-01', '2026-02-28')).toEqual({ first: '2026-02-01', last: '2026-02-01' });
    expect(wholeMonthsOf('2025-12-15', '2026-03-10')).toEqual({ first: '2026-01-01', last: '2026-02-01' });
    expect(wholeMonthsOf('2026-01-02', '2026-02-27')).toBeNull();
    expect(wholeMonthsOf('2026-03-01', '2026-03-30')).toBeNull();
    expect(wholeMonthsOf('2026-03-10', '2026-03-10')).toBeNull();
  });
});

describe.each(backends)('the claims report’s kept figures on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW, jobs: [] });
  let head: TestAdmin;
  let clerk: TestAdmin;
  const people: string[] = [];
  const random = prng(2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const day = (from: string, days: number) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + Math.floor(random() * days));
    return d.toISOString().slice(0, 10);
  };
  /** An institution as someone typed it: now and then in another case. */
  const typed = () => {
    const name = pick(INSTITUTIONS);
    const r = random();
    return r < 0.15 ? name.toUpperCase() : r < 0.3 ? name.toLowerCase() : name;
  };

  beforeAll(async () => {
    head = await t.headAdmin();
    clerk = await t.approvedAdmin({ firstName: 'Pedro', lastName: 'Reyes' });
    for (let i = 0; i < 12; i += 1) {
      const { id } = await insertMember(t.app.ctx.db, { registrationDate: '2025-06-01' });
      await t.app.ctx.db
        .update(members)
        .set({ barangay: BARANGAYS[i % BARANGAYS.length]! })
        .where(eq(members.id, id));
      people.push(id);
    }
  });

  const db = () => t.app.ctx.db;

  /** One round of changes of every kind. */
  async function round(n: number) {
    // Claims through the API, by either admin, of services the claims below leave alone (their limits),
    // over the two months up to today (one per member, service and day: else refused as a duplicate).
    for (let i = 0; i < 6; i += 1) {
      const admin = pick([head, clerk]);
      const res = await postClaim(
        t.app,
        admin.cookie,
        pick(people),
        claimBody({
          serviceType: pick(['MRI', 'ULTRASOUND', 'CT-SCAN']),
          institution: typed(),
          amount: '10',
          date: day('2026-01-15', 60),
        }),
      );
      expect([201, 409], res.body).toContain(res.statusCode);
    }
    // Claims straight into the table, several per statement, over five months.
    const rows = Array.from({ length: 40 }, () => {
      const serviceType = pick(SQL_SERVICES);
      return {
        memberId: pick(people),
        serviceType,
        category: serviceCategoryOf(serviceType) ?? 'outpatient',
        institution: typed(),
        amountCentavos: 100 + Math.floor(random() * 500_000),
        serviceDate: day('2025-11-01', 150),
        membershipYear: 2025,
        membershipYearIndex: 0,
        createdBy: pick([head.id, clerk.id, null]),
      };
    });
    await db().insert(claimedServices).values(rows);
    const ids = async () =>
      rowsOf<{ id: string; member_id: string }>(
        await db().execute(sql`select id, member_id from claimed_services order by id`),
      );
    // Voids through the API (a head admin may void any claim).
    for (let i = 0; i < 4; i += 1) {
      const claim = pick(await ids());
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/claims/${claim.id}/void`,
        payload: { reason: `Round ${n}: recorded twice` },
        headers: { cookie: head.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A claim deleted; claims changed: institution, admin (as when an admin is removed), day, member.
    await db()
      .delete(claimedServices)
      .where(eq(claimedServices.id, pick(await ids()).id));
    await db()
      .update(claimedServices)
      .set({ institution: typed() })
      .where(eq(claimedServices.id, pick(await ids()).id));
    await db()
      .update(claimedServices)
      .set({ createdBy: null })
      .where(eq(claimedServices.id, pick(await ids()).id));
    await db()
      .update(claimedServices)
      .set({ serviceDate: day('2025-11-01', 150) })
      .where(eq(claimedServices.id, pick(await ids()).id));
    await db()
      .update(claimedServices)
      .set({ memberId: pick(people) })
      .where(eq(claimedServices.id, pick(await ids()).id));
    // Members move to another barangay (the report counts a claim where its member lives now).
    for (let i = 0; i < 3; i += 1) {
      await db()
        .update(members)
        .set({ barangay: pick(BARANGAYS) })
        .where(eq(members.id, pick(people)));
    }
    // Now and then a member is deleted with its claims, and a new one takes its place.
    if (n % 2 === 1) {
      const gone = people.splice(Math.floor(random() * people.length), 1)[0]!;
      await db().delete(members).where(eq(members.id, gone));
      const { id } = await insertMember(db(), { registrationDate: '2025-06-01' });
      await db()
        .update(members)
        .set({ barangay: pick(BARANGAYS) })
        .where(eq(members.id, id));
      people.push(id);
    }
  }

  /** Every report of the sets below equals the naive SQL's. */
  async function reportsEqualNaive() {
    const ranges: [string, string][] = [
      ['2025-11-01', '2026-03-31'], // five whole months (per month)
      ['2026-01-01', '2026-01-31'], // one whole month
      ['2026-02-01', '2026-02-28'],
      ['2025-12-15', '2026-02-10'], // days, a whole month, days
      ['2026-01-10', '2026-02-20'], // days of two months
      ['2025-11-20', '2025-11-20'], // one day
    ];
    const adminIds = [head.id, clerk.id];
    for (const [from, to] of ranges) {
      const filters: Partial<Filter>[] = [
        {},
        { service: pick(SERVICE_TYPES) },
        { category: pick(['outpatient', 'inpatient'] as const) },
        { institution: typed() },
        { barangay: pick(BARANGAYS) },
        { adminId: pick(adminIds) },
        { barangay: pick(BARANGAYS), institution: typed() },
        { service: 'MRI', adminId: pick(adminIds), barangay: pick(BARANGAYS) },
      ];
      for (const filter of filters) {
        const f: Filter = { from, to, ...filter };
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/claims-report?${query(f)}`,
          headers: { cookie: head.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = json(res);
        expect(answered(body), JSON.stringify(f)).toEqual(await naiveReport(db(), f, body.period));
      }
    }
  }

  it('equal the naive SQL after random claims, voids, changes and barangay moves, round after round', async () => {
    for (let n = 0; n < 5; n += 1) {
      await round(n);
      await reportsEqualNaive();
      if (n === 2) await db().execute(sql`select claim_rollups_fold()`);
    }
    const claims = rowsOf<{ n: string }>(await db().execute(sql`select count(*) as n from claimed_services`));
    expect(Number(claims[0]!.n)).toBeGreaterThan(150);
    // The kept figures as read equal the ones recomputed from the claims.
    const kept = await rollupsAsRead(db());
    await db().execute(sql`select claim_rollups_rebuild()`);
    expect(await rollupsAsRead(db())).toEqual(kept);
    await reportsEqualNaive();
  });
});
