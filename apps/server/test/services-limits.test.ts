/** GET/PUT /api/service-limits: the defaults of spec 9, the caps, and the kept history (DECISIONS 17). */
import { activityMessages, DEFAULT_SERVICE_LIMITS, messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, serviceLimitChanges, serviceLimits } from '../src/db/schema/index.ts';
import { claimBody, insertMember, type Json, json, NOW } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('service limits on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  const getLimits = async () =>
    json(await t.app.inject({ method: 'GET', url: '/api/service-limits', headers: { cookie: admin.cookie } }))
      .limits as Json[];
  const put = (payload: unknown, cookie = admin.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/service-limits',
      payload: payload as never,
      headers: { cookie },
    });
  const max = async (serviceType: string) =>
    (await getLimits()).find((l) => l.serviceType === serviceType)!.maxCentavos as number;
  const snapshot = async () => ({
    limits: await t.app.ctx.db.select().from(serviceLimits),
    changes: (await t.app.ctx.db.select().from(serviceLimitChanges)).length,
  });

  it('starts with the defaults of spec 9 in catalogue order, with the category caps', async () => {
    expect(await getLimits()).toEqual(
      DEFAULT_SERVICE_LIMITS.map((l) => ({
        ...l,
        capCentavos: l.category === 'outpatient' ? 1_000_000 : 1_500_000,
      })),
    );
  });

  it('is for head admins only (DECISIONS 53): another admin is refused and nothing changes', async () => {
    const clerk = await t.approvedAdmin();
    const res = await put({ limits: [{ serviceType: 'MRI', maxCentavos: 1 }] }, clerk.cookie);
    expect(res.statusCode).toBe(403);
    expect(await max('MRI')).not.toBe(1);
  });

  it('saves changed maxima and keeps who changed what, when, from what to what', async () => {
    const other = await t.headAdmin();
    const res = await put(
      {
        limits: [
          { serviceType: 'MRI', maxCentavos: 700_000 },
          { serviceType: 'HOSPITALIZATION', category: 'inpatient', maxCentavos: 1_500_000 },
          { serviceType: 'ULTRASOUND', maxCentavos: 120_000 },
        ],
      },
      other.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(messages.limitsUpdated);
    expect(json(res).limits.find((l: Json) => l.serviceType === 'MRI').maxCentavos).toBe(700_000);
    expect(await max('HOSPITALIZATION')).toBe(1_500_000);

    const changes = await t.app.ctx.db.select().from(serviceLimitChanges);
    expect(
      changes.map(({ serviceType, oldMaxCentavos, newMaxCentavos, changedBy }) => ({
        serviceType,
        oldMaxCentavos,
        newMaxCentavos,
        changedBy,
      })),
    ).toEqual(
      expect.arrayContaining([
        { serviceType: 'MRI', oldMaxCentavos: 600_000, newMaxCentavos: 700_000, changedBy: other.id },
        {
          serviceType: 'HOSPITALIZATION',
          oldMaxCentavos: 800_000,
          newMaxCentavos: 1_500_000,
          changedBy: other.id,
        },
      ]),
    );
    // ULTRASOUND was sent unchanged: no history row for it.
    expect(changes).toHaveLength(2);
    expect(changes[0]!.changedAt.toISOString()).toBe(NOW.toISOString());
    const logs = await t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'service_limit.updated'));
    expect(logs.map((l) => [l.adminId, l.details.description])).toEqual(
      expect.arrayContaining([
        [other.id, activityMessages.limitChangedActivity('MRI', '₱6,000.00', '₱7,000.00')],
        [other.id, activityMessages.limitChangedActivity('HOSPITALIZATION', '₱8,000.00', '₱15,000.00')],
      ]),
    );
  });

  it.each([
    [{ serviceType: 'MRI', maxCentavos: 1_000_001 }, messages.limitOutOfRange('₱10,000.00')],
    [{ serviceType: 'MRI', maxCentavos: -1 }, messages.limitOutOfRange('₱10,000.00')],
    [{ serviceType: 'HOSPITALIZATION', maxCentavos: 1_500_001 }, messages.limitOutOfRange('₱15,000.00')],
    [{ serviceType: 'MRI', category: 'inpatient', maxCentavos: 1_200_000 }, messages.claimInvalidServiceType],
    [{ serviceType: 'DENTAL', maxCentavos: 100 }, messages.claimInvalidServiceType],
  ])('refuses %j with its message and writes nothing', async (limit, message) => {
    const before = await snapshot();
    const res = await put({ limits: [{ serviceType: 'CT-SCAN', maxCentavos: 1 }, limit] });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 to malformed bodies and writes nothing', async () => {
    const before = await snapshot();
    const bodies = [
      {},
      { limits: [] },
      { limits: 'MRI=1' },
      { limits: [{ serviceType: 'MRI', maxCentavos: 'abc' }] },
      { limits: [{ serviceType: 'MRI', maxCentavos: 1.5 }] },
      { limits: [{ serviceType: 'MRI' }] },
      {
        limits: [
          { serviceType: 'MRI', maxCentavos: 1 },
          { serviceType: 'MRI', maxCentavos: 2 },
        ],
      },
    ];
    for (const body of bodies) expect((await put(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('applies a lowered limit at once: what was used stays, the service shows Depleted', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/members/${id}/claims`,
      payload: claimBody({ serviceType: '2D-ECHO', amount: '2000' }),
      headers: { cookie: admin.cookie },
    });
    expect(claimed.statusCode).toBe(201);
    expect((await put({ limits: [{ serviceType: '2D-ECHO', maxCentavos: 150_000 }] })).statusCode).toBe(200);
    const usage = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/members/${id}/services`,
        headers: { cookie: admin.cookie },
      }),
    ).usage.find((u: Json) => u.serviceType === '2D-ECHO');
    expect(usage).toMatchObject({
      maxCentavos: 150_000,
      usedCentavos: 200_000,
      remainingCentavos: 0,
      status: 'Depleted',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/members/${id}/claims`,
      payload: claimBody({ serviceType: '2D-ECHO', amount: '1', date: '2026-03-02' }),
      headers: { cookie: admin.cookie },
    });
    expect(json(again).error.message).toBe(messages.claimFullyUtilized);
  });
});
