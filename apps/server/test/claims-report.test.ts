/**
 * The claims report (DECISIONS 55) through the API, on every test backend. Claims are recorded through
 * POST /api/members/:id/claims by two admins, for members of three barangays (one archived afterwards,
 * one claim for a beneficiary, an institution typed in two cases); every expected figure is summed here
 * from the claims this test made and compared with what the API answers.
 */
import {
  CLAIMS_REPORT_CSV_COLUMNS,
  CSV_BOM,
  messages,
  place,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, members } from '../src/db/schema/index.ts';
import {
  claimBody,
  claimsReportBlocks,
  insertBeneficiary,
  insertMember,
  type Json,
  json,
  NOW,
  postClaim,
} from './services-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

type Made = {
  memberId: string;
  barangay: string;
  serviceType: string;
  category: ServiceCategory;
  institution: string;
  amountCentavos: number;
  date: string;
  adminId: string;
  beneficiary: boolean;
};

type Filter = {
  from: string;
  to: string;
  service?: string;
  category?: ServiceCategory;
  institution?: string;
  barangay?: string;
  adminId?: string;
};

const BARANGAYS = place.barangays.slice(0, 3);

/** The totals the report must show, summed from the claims the test made. */
function expected(claims: Made[], f: Filter, period: 'day' | 'month') {
  const set = claims.filter(
    (c) =>
      c.date >= f.from &&
      c.date <= f.to &&
      (!f.service || c.serviceType === f.service) &&
      (!f.category || c.category === f.category) &&
      (!f.institution || c.institution.toLowerCase() === f.institution.toLowerCase()) &&
      (!f.barangay || c.barangay === f.barangay) &&
      (!f.adminId || c.adminId === f.adminId),
  );
  const sums = (key: (c: Made) => string) => {
    const map = new Map<string, { claimsCount: number; amountCentavos: number }>();
    for (const c of set) {
      const entry = map.get(key(c)) ?? { claimsCount: 0, amountCentavos: 0 };
      entry.claimsCount += 1;
      entry.amountCentavos += c.amountCentavos;
      map.set(key(c), entry);
    }
    return Object.fromEntries(map);
  };
  return {
    totals: {
      claimsCount: set.length,
      amountCentavos: set.reduce((total, c) => total + c.amountCentavos, 0),
      membersServed: new Set(set.map((c) => c.memberId)).size,
    },
    perService: sums((c) => c.serviceType),
    perInstitution: sums((c) => c.institution.toLowerCase()),
    perBarangay: sums((c) => c.barangay),
    perPeriod: sums((c) => (period === 'day' ? c.date : c.date.slice(0, 7))),
  };
}

/** The answer's blocks keyed like `expected`'s. */
const answered = claimsReportBlocks;

const query = (f: Partial<Filter>) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]).toString();

describe.each(backends)('claims report on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW, jobs: [] });
  let head: TestAdmin;
  let clerk: TestAdmin;
  const made: Made[] = [];

  beforeAll(async () => {
    head = await t.headAdmin();
    clerk = await t.approvedAdmin({ firstName: 'Pedro', lastName: 'Reyes' });
    const db = t.app.ctx.db;
    const people: { id: string; barangay: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { id } = await insertMember(db, { registrationDate: '2025-06-01' });
      const barangay = BARANGAYS[i % BARANGAYS.length]!;
      await db.update(members).set({ barangay }).where(eq(members.id, id));
      people.push({ id, barangay });
    }
    const beneficiary = await insertBeneficiary(db, people[1]!.id, { firstName: 'Ana' });

    // [member, service, category, institution, pesos, date, admin, for the beneficiary]
    const plan: [number, string, ServiceCategory, string, string, string, 'head' | 'clerk', boolean?][] = [
      [0, 'MRI', 'outpatient', 'Oriental Mindoro Provincial Hospital', '1,500.50', '2026-03-01', 'head'],
      [0, 'ULTRASOUND', 'outpatient', 'Mindoro Eye Center', '300.25', '2026-03-15', 'clerk'],
      [1, 'MRI', 'outpatient', 'mindoro eye center', '1,000', '2026-03-02', 'clerk', true],
      [
        1,
        'HOSPITALIZATION',
        'inpatient',
        'Oriental Mindoro Provincial Hospital',
        '4,000',
        '2026-03-10',
        'head',
      ],
      [2, 'FREE MEDICINE', 'outpatient', 'Generics Pharmacy Calapan', '200', '2026-02-28', 'clerk'],
      [2, 'FREE MEDICINE', 'outpatient', 'Generics Pharmacy Calapan', '150.75', '2026-03-03', 'head'],
      [3, 'CT-SCAN', 'outpatient', 'Calapan Doctors Diagnostic Center', '2,500', '2026-01-20', 'head'],
      [3, 'EYE GLASSES', 'outpatient', 'Mindoro Eye Center', '1,200', '2025-12-05', 'clerk'],
      [4, 'HOSPITALIZATION', 'inpatient', 'Calapan City District Hospital', '3,000', '2026-03-05', 'clerk'],
    ];
    for (const [who, serviceType, category, institution, amount, date, by, forBeneficiary] of plan) {
      const admin = by === 'head' ? head : clerk;
      const member = people[who]!;
      const res = await postClaim(
        t.app,
        admin.cookie,
        member.id,
        claimBody({
          serviceType,
          category,
          institution,
          amount,
          date,
          ...(forBeneficiary ? { beneficiaryUse: 'Yes', beneficiaryId: beneficiary.id } : {}),
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      made.push({
        memberId: member.id,
        barangay: member.barangay,
        serviceType,
        category,
        institution,
        amountCentavos: Math.round(Number(amount.replaceAll(',', '')) * 100),
        date,
        adminId: admin.id,
        beneficiary: Boolean(forBeneficiary),
      });
    }
    // An archived member's claims still count: the money was paid.
    await db.update(members).set({ archivedAt: new Date() }).where(eq(members.id, people[4]!.id));
  });

  const get = (url: string, cookie = head.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('covers this month in Manila by default, per day, and its totals are the sums of the claims', async () => {
    const res = await get('/api/claims-report');
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', period: 'day', today: '2026-03-15' });
    const want = expected(made, { from: '2026-03-01', to: '2026-03-31' }, 'day');
    expect(answered(body)).toEqual(want);
    expect(want.totals).toEqual({ claimsCount: 6, amountCentavos: 995_150, membersServed: 4 });
    expect(body.preparedBy).toBe('Maria Santos');
    expect(new Date(body.generatedAt).getTime()).toBe(NOW.getTime());
  });

  it('counts both ends of the range and nothing outside it', async () => {
    const f = { from: '2026-02-28', to: '2026-03-01' };
    const body = json(await get(`/api/claims-report?${query(f)}`));
    expect(answered(body)).toEqual(expected(made, f, 'day'));
    expect(body.totals.claimsCount).toBe(2);
  });

  it('totals per month past 62 days', async () => {
    const f = { from: '2025-12-01', to: '2026-03-31' };
    const body = json(await get(`/api/claims-report?${query(f)}`));
    expect(body.period).toBe('month');
    expect(answered(body)).toEqual(expected(made, f, 'month'));
    expect(body.perPeriod.map((p: Json) => p.period)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('applies every filter, alone and together, to every total', async () => {
    const range = { from: '2025-12-01', to: '2026-03-31' };
    const filters: Partial<Filter>[] = [
      { service: 'MRI' },
      { service: 'FREE MEDICINE' },
      { category: 'inpatient' },
      { institution: 'MINDORO EYE CENTER' },
      { institution: 'Nowhere Clinic' },
      { barangay: BARANGAYS[0] },
      { barangay: BARANGAYS[1] },
      { adminId: clerk.id },
      { adminId: head.id, category: 'outpatient' },
      { service: 'HOSPITALIZATION', barangay: BARANGAYS[1], adminId: head.id },
    ];
    for (const filter of filters) {
      const f = { ...range, ...filter };
      const res = await get(`/api/claims-report?${query(f)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(answered(json(res)), JSON.stringify(filter)).toEqual(expected(made, f, 'month'));
    }
  });

  it('groups an institution case-insensitively under its most used spelling', async () => {
    const body = json(await get('/api/claims-report?from=2026-03-01&to=2026-03-31'));
    const eye = body.perInstitution.filter((r: Json) => r.institution.toLowerCase() === 'mindoro eye center');
    expect(eye).toHaveLength(1);
    expect(eye[0]).toMatchObject({ claimsCount: 2, amountCentavos: 130_025 });
  });

  it('lists the totals highest amount first, the days oldest first', async () => {
    const body = json(await get('/api/claims-report'));
    for (const block of ['perService', 'perInstitution', 'perBarangay']) {
      const amounts = body[block].map((r: Json) => r.amountCentavos);
      expect(amounts, block).toEqual([...amounts].sort((a: number, b: number) => b - a));
    }
    const days = body.perPeriod.map((r: Json) => r.period);
    expect(days).toEqual([...days].sort());
  });

  it('answers zeros for a range without claims', async () => {
    const body = json(await get('/api/claims-report?from=2025-01-01&to=2025-01-31'));
    expect(body.totals).toEqual({ claimsCount: 0, amountCentavos: 0, membersServed: 0 });
    expect(body.perService).toEqual([]);
    expect(body.perPeriod).toEqual([]);
  });

  it('streams one CSV row per claim of the filtered set, in service-date order', async () => {
    const f = { from: '2025-12-01', to: '2026-03-31', category: 'outpatient' as const };
    const res = await get(`/api/claims-report/export.csv?${query(f)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('claims-report-2025-12-01-to-2026-03-31.csv');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(CLAIMS_REPORT_CSV_COLUMNS.join(','));
    const want = made.filter((c) => c.category === 'outpatient').sort((a, b) => (a.date < b.date ? -1 : 1));
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((cells) => cells[0])).toEqual(want.map((c) => c.date));
    const column = (name: (typeof CLAIMS_REPORT_CSV_COLUMNS)[number]) =>
      CLAIMS_REPORT_CSV_COLUMNS.indexOf(name);
    const amounts = rows.map((cells) => Number(cells[column('Amount')]));
    expect(amounts.reduce((a, b) => a + b, 0) * 100).toBeCloseTo(
      want.reduce((total, c) => total + c.amountCentavos, 0),
    );
    const forBeneficiary = rows.find((cells) => cells[0] === '2026-03-02')!;
    expect(forBeneficiary[column('Beneficiary')]).toBe('Ana Santos Dela Cruz');
    expect(forBeneficiary[column('Recorded By')]).toBe('Pedro Reyes');
    expect(forBeneficiary[column('Category')]).toBe(SERVICE_CATEGORY_LABELS.outpatient);
    expect(forBeneficiary[column('Amount')]).toBe('1000.00');
    // When it was recorded (the database's clock), Manila time.
    expect(forBeneficiary[column('Recorded At')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rows.every((cells) => cells.length === CLAIMS_REPORT_CSV_COLUMNS.length)).toBe(true);
  });

  it('reads a CSV larger than one batch whole, in order', async () => {
    // Same set, batches of 2: every claim once (the keyset continues where each batch ended).
    const { claimBatches } = await import('../src/features/claims-report/queries.ts');
    const seen: string[] = [];
    for await (const batch of claimBatches(
      t.app.ctx.db,
      { from: '2025-12-01', to: '2026-03-31' },
      'Asia/Manila',
      2,
    )) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((row) => row.id));
    }
    expect(seen).toHaveLength(made.length);
    expect(new Set(seen).size).toBe(made.length);
  });

  it('offers every approved administrator as "Recorded by"', async () => {
    const res = await get('/api/claims-report/admins', clerk.cookie);
    expect(res.statusCode).toBe(200);
    const ids = json(res).admins.map((a: Json) => a.id);
    expect(ids).toEqual(expect.arrayContaining([head.id, clerk.id]));
    expect(json(res).admins.find((a: Json) => a.id === clerk.id).name).toBe('Pedro Reyes');
  });

  it('is for admins only: 401 signed out, 403 for an account not approved', async () => {
    for (const url of ['/api/claims-report', '/api/claims-report/export.csv', '/api/claims-report/admins']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
    // A live session whose approval was withdrawn.
    const other = await t.approvedAdmin();
    await t.app.ctx.db.update(admins).set({ approvalStatus: 'pending' }).where(eq(admins.userId, other.id));
    for (const url of ['/api/claims-report', '/api/claims-report/export.csv', '/api/claims-report/admins']) {
      const res = await get(url, other.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<ErrorJson>().error.code).toBe('NOT_APPROVED');
    }
    // Any admin may read it, not only head admins.
    expect((await get('/api/claims-report', clerk.cookie)).statusCode).toBe(200);
  });

  it('refuses reversed and too long ranges, and bad values, with the catalogue’s message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-10&to=2026-03-01', messages.claimsReportRangeReversed],
      ['from=2024-01-01&to=2025-01-01', messages.claimsReportRangeTooLong('366')],
      ['from=2026-02-30', messages.claimsReportDateInvalid],
      ['to=March', messages.claimsReportDateInvalid],
      ['service=SPA', messages.invalidInput],
      ['category=dental', messages.invalidInput],
    ];
    for (const [q, message] of cases) {
      for (const path of ['/api/claims-report', '/api/claims-report/export.csv']) {
        const res = await get(`${path}?${q}`);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(res.json<ErrorJson>().error.message, q).toBe(message);
      }
    }
    expect((await get('/api/claims-report?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});
