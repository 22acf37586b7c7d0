/**
 * GET /api/claims/institutions (issue 23 item 2): the claim form's suggestions are the institutions of
 * the last year's claims, most used first, each spelling counted with the ones that differ only in
 * case and spaces and shown in its most used spelling.
 */
import { describe, expect, it } from 'vitest';
import { claimedServices } from '../src/db/schema/index.ts';
import { insertMember, json, NOW } from './services-support.ts';
import { backends, useTestApp } from './support.ts';

describe.each(backends)('institution suggestions on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });

  it('lists the last year’s institutions, most used first, one entry per spelling', async () => {
    const admin = await t.headAdmin();
    const db = t.app.ctx.db;
    const { id } = await insertMember(db);
    const claim = (institution: string, serviceDate: string) => ({
      memberId: id,
      serviceType: 'MRI',
      category: 'outpatient' as const,
      institution,
      amountCentavos: 100,
      serviceDate,
      membershipYear: 2025,
      membershipYearIndex: 0,
    });
    await db.insert(claimedServices).values([
      claim('Calapan Medical Center', '2026-03-01'),
      claim('calapan medical center ', '2026-03-02'),
      claim('Calapan Medical Center', '2026-03-03'),
      claim('Provincial Hospital', '2026-01-10'),
      claim('Provincial Hospital', '2025-12-01'),
      claim('Sta. Isabel Clinic', '2026-02-01'),
      // Over a year before NOW (2026-03-15): not suggested.
      claim('Old Clinic', '2025-03-01'),
      claim('Old Clinic', '2025-03-02'),
      claim('Old Clinic', '2025-03-03'),
      claim('Old Clinic', '2025-03-04'),
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/claims/institutions',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).institutions).toEqual([
      'Calapan Medical Center',
      'Provincial Hospital',
      'Sta. Isabel Clinic',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/claims/institutions' })).statusCode).toBe(401);
  });
});
