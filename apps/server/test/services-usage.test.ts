/** GET /api/members/:id/services: usage cards, the membership year and the tagged history. */
import { messages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimedServices } from '../src/db/schema/index.ts';
import { claimBody, insertMember, type Json, json, NOW } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('member services on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  const claim = async (memberId: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/members/${memberId}/claims`,
      payload: claimBody(body),
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const services = (memberId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/members/${memberId}/services${query}`,
      headers: { cookie: admin.cookie },
    });
  const card = (body: Json, serviceType: string) =>
    body.usage.find((u: Json) => u.serviceType === serviceType);

  it('shows a card per service for the windows containing today', async () => {
    const { id } = await insertMember(t.app.ctx.db, { dob: '1970-01-01' });
    await claim(id, { serviceType: 'MRI', amount: '2500', date: '2025-07-01' });
    await claim(id, { serviceType: 'ULTRASOUND', amount: '1200', date: '2026-03-01' });
    await claim(id, { serviceType: 'FREE MEDICINE', amount: '300', date: '2026-02-27' });
    const res = await services(id);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.usage.map((u: Json) => u.serviceType)).toHaveLength(12);
    expect(card(body, 'MRI')).toMatchObject({
      maxCentavos: 600_000,
      usedCentavos: 250_000,
      remainingCentavos: 350_000,
      status: 'Partial',
      window: { kind: 'membershipYear', start: '2025-06-01', end: '2026-05-31' },
    });
    expect(card(body, 'ULTRASOUND')).toMatchObject({ remainingCentavos: 0, status: 'Depleted' });
    // February's medicine does not count in March.
    expect(card(body, 'FREE MEDICINE')).toMatchObject({
      usedCentavos: 0,
      status: 'Available',
      window: { kind: 'month', start: '2026-03-01', end: '2026-03-31' },
    });
    expect(card(body, 'MAINTENANCE MEDICINE')).toMatchObject({
      status: 'Ineligible',
      reason: messages.claimSeniorOnly,
    });
    expect(body.currentYear).toEqual({ label: '2025 - 2026', start: '2025-06-01', end: '2026-05-31' });

    const february = json(await services(id, '?on=2026-02-10'));
    expect(card(february, 'FREE MEDICINE')).toMatchObject({ usedCentavos: 30_000, status: 'Partial' });
  });

  it('shows every service Ineligible for an expired membership', async () => {
    const { id } = await insertMember(t.app.ctx.db, { registrationDate: '2023-03-01' });
    const body = json(await services(id));
    expect(body.usage.every((u: Json) => u.status === 'Ineligible')).toBe(true);
    expect(card(body, 'MRI').reason).toBe(messages.claimMembershipExpired);
  });

  it("tags claims of today's membership year Current and earlier ones Archived, newest first", async () => {
    const { id } = await insertMember(t.app.ctx.db, { registrationDate: '2025-03-15', dob: '1950-01-01' });
    await claim(id, { serviceType: 'MRI', amount: '100', date: '2025-04-01' });
    await claim(id, { serviceType: 'CT-SCAN', amount: '200', date: '2026-03-14' });
    await claim(id, { serviceType: 'MRI', amount: '300', date: '2026-03-15' });
    const body = json(await services(id));
    expect(body.currentYear).toEqual({ label: '2026 - 2027', start: '2026-03-15', end: '2027-03-14' });
    expect(body.claims.map((c: Json) => [c.date, c.tag, c.membershipYear])).toEqual([
      ['2026-03-15', 'Current', '2026 - 2027'],
      ['2026-03-14', 'Archived', '2025 - 2026'],
      ['2025-04-01', 'Archived', '2025 - 2026'],
    ]);
  });

  it("shows 'N/A' as the membership year of a claim outside the membership", async () => {
    const { id } = await insertMember(t.app.ctx.db, { registrationDate: '2025-06-01' });
    // E.g. recorded before the registration date was corrected to a later day.
    await t.app.ctx.db.insert(claimedServices).values({
      memberId: id,
      serviceType: 'MRI',
      category: 'outpatient',
      institution: 'Clinic',
      amountCentavos: 100,
      serviceDate: '2025-05-01',
      membershipYear: 2025,
      membershipYearIndex: 0,
    });
    const [only] = json(await services(id)).claims;
    expect(only).toMatchObject({ membershipYear: 'N/A', tag: 'Archived', beneficiaryUse: 'No' });
  });

  it('still shows the history of an archived member', async () => {
    const { id } = await insertMember(t.app.ctx.db, { archived: true });
    expect((await services(id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a malformed date', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await services(id);
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe(messages.memberNotFound);
    }
    const { id } = await insertMember(t.app.ctx.db);
    for (const on of ['2026-02-30', 'today', '']) {
      expect((await services(id, `?on=${on}`)).statusCode).toBe(400);
    }
  });

  it('answers 400, never 500, for a date outside 1900-01-01..2999-12-31', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    for (const on of ['9999-12-31', '3000-01-01', '1899-12-31', '0001-01-01']) {
      const res = await services(id, `?on=${on}`);
      expect(res.statusCode, on).toBe(400);
      expect(json(res).error.code).toBe('INVALID_INPUT');
    }
    for (const on of ['2999-12-31', '1900-01-01']) {
      expect((await services(id, `?on=${on}`)).statusCode, on).toBe(200);
    }
  });
});
