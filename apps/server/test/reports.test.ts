/**
 * Reports (DECISIONS 26–29) and the dashboard (DECISIONS 31) through the API, on every test backend.
 * Members and claims are written straight to the database (varied names, barangays, dates and totals,
 * with ties, an archived member and a name starting with '='); every expected figure is computed here
 * from those rows, independently of the kept totals and rollups, and compared with what the API says.
 */
import {
  CSV_BOM,
  compareReportRows,
  expiryDate,
  idNumberKey,
  place,
  REPORT_CSV_COLUMNS,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportRow,
  type ReportSort,
  reportStatus,
} from '@portal/domain';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../scripts/seed.ts';
import { reportRows } from '../src/core/report/rows.ts';
import type { Db } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { activityLogs, claimedServices, members } from '../src/db/schema/index.ts';
import { rollupsAsRead } from './rollups-support.ts';
import { claimBody, insertMember, NOW, postClaim, TODAY } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies freely
type Json = Record<string, any>;

const LAST = ['Santos', 'santos', 'Reyes', 'Cruz', 'Bautista', 'Ñato', '=HYPERLINK("x")', 'Abad'];
const FIRST = ['Maria', 'Juan', 'ana', 'Pedro'];
const SERVICES: [string, 'outpatient' | 'inpatient'][] = [
  ['MRI', 'outpatient'],
  ['CT-SCAN', 'outpatient'],
  ['ULTRASOUND', 'outpatient'],
  ['FREE MEDICINE', 'outpatient'],
  ['HOSPITALIZATION', 'inpatient'],
  ['EYE GLASSES', 'outpatient'],
];
const BARANGAYS = place.barangays.slice(0, 3);

type Member = {
  id: string;
  referenceNumber: string;
  idNumber: string;
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string | null;
  barangay: string;
  registrationDate: string;
  expiryDate: string;
  archived: boolean;
};
type Claim = { memberId: string; serviceType: string; category: string; amount: number; date: string };

const addDaysIso = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 60 members over three and a half years, some with equal names and dates (ties), one archived. */
async function seed(db: Db): Promise<void> {
  const r = prng(7);
  for (let i = 0; i < 60; i += 1) {
    // Registration between 2022-09 and today; a few share a date, one expires today exactly.
    const registrationDate =
      i === 0 ? '2023-03-15' : i % 9 === 0 ? '2024-05-05' : addDaysIso('2022-09-01', Math.floor(r() * 1290));
    const ref = `REF-${registrationDate.replaceAll('-', '')}-1000${String(i % 10)}0-${String(1000 + ((i * 37) % 97))}${i}`;
    const [row] = await db
      .insert(members)
      .values({
        idNumber: `RPT-${1000 + i}`,
        idNumberKey: idNumberKey(`RPT-${1000 + i}`),
        referenceNumber: ref,
        firstName: FIRST[i % FIRST.length]!,
        lastName: LAST[i % LAST.length]!,
        middleName: i % 5 === 0 ? 'Dela' : `M${i % 3}`,
        suffix: i % 11 === 0 ? 'Jr.' : null,
        barangay: BARANGAYS[i % BARANGAYS.length]!,
        completeAddress: `${BARANGAYS[i % BARANGAYS.length]}, ${place.city}`,
        dob: `19${50 + (i % 40)}-0${1 + (i % 9)}-15`,
        registrationDate,
        expiryDate: expiryDate(registrationDate),
        archivedAt: i === 7 ? new Date() : null,
      })
      .returning({ id: members.id });
    // Claims: none for every fourth member, some high, one at exactly ₱10,000.
    const n = i % 4 === 0 ? 0 : 1 + Math.floor(r() * 6);
    for (let k = 0; k < n; k += 1) {
      const [serviceType, category] = SERVICES[Math.floor(r() * SERVICES.length)]!;
      const amount =
        i === 5 ? (k === 0 ? 1_000_000 : 0) : 5_000 + Math.floor(r() * (i % 3 === 0 ? 600_000 : 150_000));
      if (amount === 0) continue;
      const date = addDaysIso(registrationDate, Math.floor(r() * 300));
      if (date > TODAY) continue;
      await db.insert(claimedServices).values({
        memberId: row!.id,
        serviceType,
        category,
        institution: 'Calapan City District Hospital',
        amountCentavos: amount,
        serviceDate: date,
        membershipYear: Number(registrationDate.slice(0, 4)),
        membershipYearIndex: 0,
      });
    }
  }
  // Some claims changed and removed, a member renewed, another archived then restored: the kept
  // figures must follow.
  const some = await db.select({ id: claimedServices.id }).from(claimedServices).limit(4);
  await db.delete(claimedServices).where(eq(claimedServices.id, some[0]!.id));
  await db
    .update(claimedServices)
    .set({ amountCentavos: 1_200_000, serviceType: 'CT-SCAN' })
    .where(eq(claimedServices.id, some[1]!.id));
  await db.execute(
    sql`update members set expiry_date = expiry_date + interval '3 years' where id_number = 'RPT-1001'`,
  );
  await db.execute(sql`update members set archived_at = now() where id_number = 'RPT-1002'`);
  await db.execute(sql`update members set archived_at = null where id_number = 'RPT-1002'`);
}

/** Every member and claim, and the report rows computed here from them. */
async function expected(db: Db) {
  const ms = (await db.execute(sql`
    select id, reference_number as "referenceNumber", id_number as "idNumber", last_name as "lastName",
      first_name as "firstName", middle_name as "middleName", suffix, barangay,
      registration_date::text as "registrationDate", expiry_date::text as "expiryDate",
      archived_at is not null as archived
    from members`)) as unknown;
  const memberRows = rowsOf<Member>(ms);
  const claims: Claim[] = (await db.select().from(claimedServices)).map((c) => ({
    memberId: c.memberId,
    serviceType: c.serviceType,
    category: c.category,
    amount: c.amountCentavos,
    date: c.serviceDate,
  }));
  const rows: ReportRow[] = memberRows
    .filter((m) => !m.archived)
    .map((m) => {
      const mine = claims.filter((c) => c.memberId === m.id);
      const total = mine.reduce((a, c) => a + c.amount, 0);
      const latest = mine.reduce<string | null>((a, c) => (a === null || c.date > a ? c.date : a), null);
      return {
        id: m.id,
        referenceNumber: m.referenceNumber,
        idNumber: m.idNumber,
        fullName: [m.firstName, m.middleName, m.lastName, m.suffix].filter(Boolean).join(' '),
        lastName: m.lastName,
        firstName: m.firstName,
        middleName: m.middleName,
        suffix: m.suffix,
        barangay: m.barangay,
        registrationDate: m.registrationDate,
        expiryDate: m.expiryDate,
        status: reportStatus({ expiryDate: m.expiryDate, totalClaimedCentavos: total }, TODAY),
        claimsCount: mine.length,
        totalClaimedCentavos: total,
        latestClaimDate: latest,
      };
    });
  return { rows, claims };
}

type Filters = { search?: string; barangay?: string; status?: string; year?: number; month?: number };

function applyFilters(rows: ReportRow[], f: Filters): ReportRow[] {
  return rows.filter((row) => {
    if (f.barangay && row.barangay !== f.barangay) return false;
    if (f.status && row.status !== f.status) return false;
    if (f.year !== undefined && Number(row.registrationDate.slice(0, 4)) !== f.year) return false;
    if (f.month !== undefined && Number(row.registrationDate.slice(5, 7)) !== f.month) return false;
    if (f.search) {
      const text = [row.firstName, row.middleName, row.lastName, row.suffix ?? '', row.idNumber]
        .join(' ')
        .toLowerCase();
      const byWords = f.search
        .toLowerCase()
        .split(/\s+/)
        .every((w) => text.includes(w));
      const byRef = /^ref-/i.test(f.search) && row.referenceNumber.startsWith(f.search.toUpperCase());
      if (!byWords && !byRef) return false;
    }
    return true;
  });
}

const query = (f: Filters & Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(f)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

const FILTERS: Filters[] = [
  {},
  { barangay: BARANGAYS[1] },
  ...REPORT_STATUSES.map((status) => ({ status })),
  { search: 'santos' },
  { search: 'maria santos' },
  { search: 'RPT-101' },
  { search: 'REF-2024' },
  { year: 2024 },
  { year: 2025, month: 3 },
  { month: 5 },
  { status: 'Active', barangay: BARANGAYS[0] },
];

describe.each(backends)('reports on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW, jobs: [] });
  let admin: TestAdmin;
  let all: ReportRow[];
  let claims: Claim[];
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  beforeAll(async () => {
    admin = await t.headAdmin();
    await seed(t.app.ctx.db);
    ({ rows: all, claims } = await expected(t.app.ctx.db));
  });

  it('pages every sort, with and without cursors, in the order of the domain rule', async () => {
    for (const sort of REPORT_SORTS) {
      for (const f of [
        {},
        { barangay: BARANGAYS[2] },
        { status: 'Expired' },
        { year: 2024 },
        { year: 2024, status: 'No Claims' },
        { search: 'santos' },
      ]) {
        const want = applyFilters(all, f).sort((a, b) => compareReportRows(sort as ReportSort, a, b));
        // Forward with the cursors the answers give.
        const seen: string[] = [];
        let cursor: string | null = null;
        let page = 1;
        let totalPages = 1;
        do {
          const res = await get(`/api/reports?${query({ ...f, sort, page, cursor: cursor ?? undefined })}`);
          expect(res.statusCode).toBe(200);
          const body = res.json<Json>();
          expect(body.total).toBe(want.length);
          expect(body.page).toBe(page);
          totalPages = body.totalPages;
          expect(totalPages).toBe(Math.max(1, Math.ceil(want.length / 10)));
          seen.push(...body.rows.map((r: ReportRow) => r.referenceNumber));
          // The same page read by position (no cursor) is the same rows.
          const plain = (await get(`/api/reports?${query({ ...f, sort, page })}`)).json<Json>();
          expect(
            plain.rows.map((r: ReportRow) => r.referenceNumber),
            `plain ${sort} ${page}`,
          ).toEqual(body.rows.map((r: ReportRow) => r.referenceNumber));
          // The previous-page cursor leads to the page before.
          if (body.prevCursor) {
            const prev = (
              await get(`/api/reports?${query({ ...f, sort, page: page - 1, cursor: body.prevCursor })}`)
            ).json<Json>();
            expect(
              prev.rows.map((r: ReportRow) => r.referenceNumber),
              `prev ${sort} ${page}`,
            ).toEqual(want.slice((page - 2) * 10, (page - 1) * 10).map((r) => r.referenceNumber));
          }
          cursor = body.nextCursor;
          page += 1;
        } while (cursor);
        expect(page - 1).toBe(totalPages);
        expect(seen, `all ${sort}`).toEqual(want.map((r) => r.referenceNumber));
      }
    }
  });

  it('reads a search matching many members by walking the sort order, with the same rows', async () => {
    // The API walks the sort's index when a search matches a large share of many members; the
    // rows must be those of the sorted matches, from the start, after a cursor and before one.
    const db = t.app.ctx.db;
    for (const search of ['santos', 'a', 'maria santos']) {
      for (const sort of REPORT_SORTS) {
        const want = applyFilters(all, { search }).sort((a, b) => compareReportRows(sort, a, b));
        const req = { filters: { search }, sort, today: TODAY, walkSearch: true };
        const walked = await reportRows(db, { ...req, limit: 1000 });
        expect(
          walked.map((r) => r.row),
          `${search} ${sort}`,
        ).toEqual(want);
        if (want.length < 6) continue;
        const next = await reportRows(db, { ...req, limit: 2, after: walked[2]!.keys });
        expect(next.map((r) => r.row)).toEqual(want.slice(3, 5));
        const before = await reportRows(db, { ...req, limit: 2, after: walked[4]!.keys, backward: true });
        expect(before.map((r) => r.row)).toEqual(want.slice(2, 4));
        const offset = await reportRows(db, { ...req, limit: 2, offset: 3 });
        expect(offset.map((r) => r.row)).toEqual(want.slice(3, 5));
      }
    }
  });

  it('counts a search up to 1,000 matches and pages on past it, by position and by cursor (issue 29)', async () => {
    const db = t.app.ctx.db;
    const registrationDate = addDaysIso(TODAY, -100);
    const ids = Array.from({ length: 1010 }, (_, i) => `CAP-${String(i).padStart(4, '0')}`);
    await db.insert(members).values(
      ids.map((idNumber, i) => ({
        idNumber,
        idNumberKey: idNumberKey(idNumber),
        referenceNumber: `REF-20260101-000000-${String(i).padStart(4, '0')}`,
        firstName: 'Capped',
        lastName: `Broad${String(i).padStart(4, '0')}`,
        middleName: 'Search',
        barangay: BARANGAYS[0]!,
        completeAddress: `${BARANGAYS[0]}, ${place.city}`,
        dob: '1970-01-01',
        registrationDate,
        expiryDate: expiryDate(registrationDate),
      })),
    );
    try {
      const page = async (n: number, extra = '') => {
        const res = await get(`/api/reports?search=capped&sort=name_asc&page=${n}${extra}`);
        expect(res.statusCode).toBe(200);
        return res.json<Json>();
      };
      const idsOf = (body: Json) => body.rows.map((r: ReportRow) => r.idNumber);
      const first = await page(1);
      expect(first).toMatchObject({ total: 1000, totalPages: 100, totalCapped: true });
      expect(idsOf(first)).toEqual(ids.slice(0, 10));
      expect(idsOf(await page(50))).toEqual(ids.slice(490, 500));
      const hundredth = await page(100);
      expect(hundredth).toMatchObject({ total: 1000, totalCapped: true });
      expect(hundredth.nextCursor).not.toBeNull();
      const last = await page(101, `&cursor=${hundredth.nextCursor}`);
      expect(last).toMatchObject({ total: 1010, totalPages: 101, totalCapped: false, nextCursor: null });
      expect(idsOf(last)).toEqual(ids.slice(1000, 1010));
      expect(idsOf(await page(101))).toEqual(ids.slice(1000, 1010));
      const back = await page(100, `&cursor=${last.prevCursor}`);
      expect(idsOf(back)).toEqual(ids.slice(990, 1000));
      // With a status too; a narrower search counts exactly.
      expect(await page(1, '&status=No%20Claims')).toMatchObject({ total: 1000, totalCapped: true });
      const narrow = await get('/api/reports?search=capped%20broad000&sort=name_asc');
      expect(narrow.json<Json>()).toMatchObject({ total: 10, totalCapped: false });
    } finally {
      await db.delete(members).where(like(members.idNumber, 'CAP-%'));
    }
  });

  it('filters on search, barangay, status and registration year/month, with the totals computed here', async () => {
    const first = (await get('/api/reports?sort=name_asc')).json<Json>().rows[0] as ReportRow;
    const byRef = all.find((r) => r.referenceNumber === first.referenceNumber)!;
    expect(first).toEqual(byRef);
    for (const f of [...FILTERS, { search: first.referenceNumber }]) {
      const want = applyFilters(all, f).sort((a, b) => compareReportRows('claims_desc', a, b));
      const rows: ReportRow[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(want.length / 10)); page += 1) {
        const body = (await get(`/api/reports?${query({ ...f, sort: 'claims_desc', page })}`)).json<Json>();
        expect(body.total, JSON.stringify(f)).toBe(want.length);
        rows.push(...body.rows);
      }
      expect(rows, JSON.stringify(f)).toEqual(want);
    }
    expect(applyFilters(all, { status: 'High Claims' }).length).toBeGreaterThan(0);
    expect(applyFilters(all, { status: 'Expired' }).length).toBeGreaterThan(0);
  });

  it('gives cards and statistics equal to the same figures computed from the rows', async () => {
    for (const f of FILTERS) {
      const rows = applyFilters(all, f);
      const ids = new Set(rows.map((r) => r.id));
      const mine = claims.filter((c) => ids.has(c.memberId));
      const byService = new Map<string, { amount: number; n: number; category: string }>();
      for (const c of mine) {
        const s = byService.get(c.serviceType) ?? { amount: 0, n: 0, category: c.category };
        s.amount += c.amount;
        s.n += 1;
        byService.set(c.serviceType, s);
      }
      const withClaims = rows.filter((r) => r.totalClaimedCentavos > 0);
      const total = rows.reduce((a, r) => a + r.totalClaimedCentavos, 0);
      const res = await get(`/api/reports/summary?${query(f)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<Json>(), JSON.stringify(f)).toEqual({
        cards: {
          totalMembers: rows.length,
          activeMembers: rows.filter((r) => r.status !== 'Expired').length,
          expiredMembers: rows.filter((r) => r.status === 'Expired').length,
          totalClaimedCentavos: total,
        },
        statistics: {
          membersPerStatus: Object.fromEntries(
            REPORT_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
          ),
          claimsCount: rows.reduce((a, r) => a + r.claimsCount, 0),
          membersWithClaims: withClaims.length,
          averageClaimedCentavos: withClaims.length ? Math.round(total / withClaims.length) : 0,
          highestTotalCentavos: Math.max(0, ...rows.map((r) => r.totalClaimedCentavos)),
          topServices: [...byService]
            .sort((a, b) => b[1].amount - a[1].amount || (a[0] < b[0] ? -1 : 1))
            .slice(0, 5)
            .map(([serviceType, s]) => ({
              serviceType,
              category: s.category,
              claimsCount: s.n,
              amountCentavos: s.amount,
            })),
        },
        today: TODAY,
      });
    }
  });

  it('exports every filtered, sorted row as CSV: BOM, the 13 columns in order, formulas escaped', async () => {
    for (const f of [{}, { status: 'Active' }, { search: 'hyperlink' }]) {
      const res = await get(`/api/reports/export.csv?${query({ ...f, sort: 'expiry_desc' })}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`member-reports-${TODAY}.csv`);
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      const lines = res.body.slice(1).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(REPORT_CSV_COLUMNS.join(','));
      const want = applyFilters(all, f).sort((a, b) => compareReportRows('expiry_desc', a, b));
      expect(lines.length - 1).toBe(want.length);
      want.forEach((row, i) => {
        expect(lines[i + 1]!.startsWith(`${row.referenceNumber},${row.idNumber},`)).toBe(true);
        if (row.lastName.startsWith('=')) expect(lines[i + 1]).toContain(`"'=HYPERLINK(""x"")"`);
        expect(lines[i + 1]).toContain(
          `,${row.status},${row.claimsCount},${(row.totalClaimedCentavos / 100).toFixed(2)},${row.latestClaimDate ?? ''}`,
        );
      });
    }
  });

  it('gives the print rows of the filtered, sorted set, up to 2,000, and who prints', async () => {
    const res = await get('/api/reports/print?sort=registered_desc&status=No%20Claims');
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    const want = applyFilters(all, { status: 'No Claims' }).sort((a, b) =>
      compareReportRows('registered_desc', a, b),
    );
    expect(body.rows).toEqual(want);
    expect(body).toMatchObject({
      total: want.length,
      truncated: false,
      limit: 2000,
      printedBy: 'Maria Santos',
    });
  });

  it('keeps the rollups equal to the figures recomputed from the claims', async () => {
    const db = t.app.ctx.db;
    const kept = await rollupsAsRead(db);
    const rebuilt = async () => {
      await db.execute(sql`select claim_rollups_rebuild()`);
      return rollupsAsRead(db);
    };
    expect(kept[0]!.length).toBeGreaterThan(10);
    expect(await rebuilt()).toEqual(kept);
  });

  it('answers the dashboard with figures that match the seeded rows', async () => {
    const db = t.app.ctx.db;
    await db
      .insert(activityLogs)
      .values({ adminId: admin.id, action: 'member.created', details: { memberRef: 'REF-X' } });
    const res = await get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    const live = all.filter((r) => r.expiryDate > TODAY);
    expect(body.figures.activeMembers).toBe(live.length);
    expect(body.figures.expiringWithin30Days).toBe(
      live.filter((r) => r.expiryDate <= addDaysIso(TODAY, 30)).length,
    );
    expect(body.figures.registeredThisMonth).toBe(
      all.filter((r) => r.registrationDate.startsWith('2026-03')).length,
    );
    const thisMonth = claims.filter((c) => c.date.startsWith('2026-03'));
    expect(body.figures.claimsThisMonth).toEqual({
      count: thisMonth.length,
      amountCentavos: thisMonth.reduce((a, c) => a + c.amount, 0),
    });
    expect(body.charts.claimedPerMonth).toHaveLength(12);
    expect(body.charts.claimedPerMonth[0].month).toBe('2025-04');
    for (const m of body.charts.claimedPerMonth) {
      const inMonth = claims.filter((c) => c.date.startsWith(m.month));
      expect(m.inpatientCentavos + m.outpatientCentavos).toBe(inMonth.reduce((a, c) => a + c.amount, 0));
      expect(m.inpatientCentavos).toBe(
        inMonth.filter((c) => c.category === 'inpatient').reduce((a, c) => a + c.amount, 0),
      );
    }
    for (const m of body.charts.registrationsPerMonth) {
      expect(m.count).toBe(all.filter((r) => r.registrationDate.startsWith(m.month)).length);
    }
    const thisYear = claims.filter((c) => c.date.startsWith('2026'));
    expect(body.charts.topServicesThisYear.reduce((a: number, s: Json) => a + s.amountCentavos, 0)).toBe(
      thisYear.reduce((a, c) => a + c.amount, 0),
    );
    expect(body.charts.membersPerBarangay.reduce((a: number, b: Json) => a + b.count, 0)).toBe(all.length);
    // The dashboard's statuses are the reports' own.
    const summary = (await get('/api/reports/summary')).json<Json>();
    expect(body.charts.membersPerStatus).toEqual(summary.statistics.membersPerStatus);
    expect(body.figures.activeMembers).toBe(summary.cards.activeMembers);
    expect(body.latestActivity[0].memberRef).toBe('REF-X');
    expect(body.latestActivity.length).toBeLessThanOrEqual(10);
  });

  it('refuses invalid queries with 400', async () => {
    for (const url of [
      '/api/reports?sort=sideways',
      '/api/reports?status=Gold',
      '/api/reports?page=0',
      '/api/reports?month=13',
      '/api/reports?cursor=%%%',
      '/api/reports?cursor=bm90IGpzb24',
      '/api/reports/summary?year=abc',
      '/api/reports/print?sort=up',
      '/api/reports/export.csv?status=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  // Last: it adds members and claims the tests above do not expect.
  it('keeps the rollups right under concurrent claims that move members between claim states', async () => {
    const db = t.app.ctx.db;
    const ids = await Promise.all(Array.from({ length: 4 }, () => insertMember(db)));
    // Half of each default max: every claim fits, and each member passes ₱10,000 on the way.
    const services = ['HOSPITALIZATION', 'MRI', 'CT-SCAN', 'HEMODIALYSIS'];
    const halves = ['4,000.00', '3,000.00', '3,250.00', '3,500.00'];
    const responses = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        postClaim(
          t.app,
          admin.cookie,
          ids[i % ids.length]!.id,
          claimBody({
            serviceType: services[Math.floor(i / ids.length) % services.length],
            category: Math.floor(i / ids.length) % services.length === 0 ? 'inpatient' : 'outpatient',
            amount: halves[Math.floor(i / ids.length) % services.length],
            institution: `Institution ${i}`,
            date: '2026-03-01',
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const high = await db.execute(
      sql`select count(*)::int as n from member_claim_totals where total_claimed_centavos >= 1000000 and member_id in (${sql.join(
        ids.map((m) => sql`${m.id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(rowsOf(high)[0]).toEqual({ n: 4 });
    // The rollups as read (folded rows + deltas not yet folded, migration 0011).
    const snapshot = () => rollupsAsRead(db);
    const deltas = async () => {
      const r = await db.execute(sql`select (select count(*) from report_counts_delta)
        + (select count(*) from claim_rollup_deltas) as n`);
      return Number(rowsOf<{ n: unknown }>(r)[0]!.n);
    };
    // Folds ran along the way (every 64th change), so the deltas stay few: fewer than one per two claims
    // where every claim wrote one to claim_rollup_deltas (migration 0013).
    const few =
      await db.execute(sql`select (select count(*) from claim_rollup_deltas where month is not null) * 2
      < (select count(*) from claimed_services) as few`);
    expect(rowsOf(few)[0]).toEqual({ few: true });
    const kept = await snapshot();
    // Folding every delta into the rollups changes no figure.
    await db.execute(sql`select claim_rollups_fold()`);
    expect(await deltas()).toBe(0);
    expect(await snapshot()).toEqual(kept);
    await db.execute(sql`select claim_rollups_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});
