/** DECISIONS 18: parallel claims never push a window past its max (on every test backend). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimedServices } from '../src/db/schema/index.ts';
import { claimBody, insertMember, NOW, postClaim } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('parallel claims on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  const claim = (memberId: string, body: Record<string, unknown>) =>
    postClaim(t.app, admin.cookie, memberId, claimBody(body));
  const acceptedSum = async (memberId: string, serviceType: string) =>
    (await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, memberId)))
      .filter((c) => c.serviceType === serviceType)
      .reduce((sum, c) => sum + c.amountCentavos, 0);

  it('accepts 50 parallel ₱100 claims only up to the ₱1,200 ULTRASOUND limit', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        claim(id, {
          serviceType: 'ULTRASOUND',
          amount: '100',
          institution: `Clinic ${i}`,
          date: '2026-03-01',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(38);
    expect(await acceptedSum(id, 'ULTRASOUND')).toBe(120_000);
  });

  it('keeps the sum at or under the max for 50 parallel claims of mixed amounts and dates', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        claim(id, {
          serviceType: 'CT-SCAN',
          amount: String(50 + ((i * 137) % 900) + 0.25),
          institution: `Hospital ${i}`,
          date: i % 2 ? '2025-08-01' : '2026-03-01',
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const accepted = responses.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(50);
    expect(await acceptedSum(id, 'CT-SCAN')).toBeLessThanOrEqual(650_000);
  });

  it('keeps each member to their own limit when many members claim at once', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => insertMember(t.app.ctx.db)));
    await Promise.all(
      ids.flatMap(({ id }) =>
        Array.from({ length: 10 }, (_, i) =>
          claim(id, { serviceType: 'FREE MEDICINE', amount: '120', institution: `Pharmacy ${i}` }),
        ),
      ),
    );
    for (const { id } of ids) expect(await acceptedSum(id, 'FREE MEDICINE')).toBe(48_000);
  });
});
