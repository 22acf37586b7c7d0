/**
 * DECISIONS 26: the per-member totals (claims count, total claimed, latest claim date) that the reports
 * read are kept in the claim's own transaction. After random claims — sequential and concurrent, accepted
 * and refused — and after claims are changed or removed, they equal the sums recomputed from
 * claimed_services (the embedded PostgreSQL and, with TEST_DATABASE_URL, another server).
 */
import { SERVICE_TYPES, serviceCategoryOf } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../scripts/seed.ts';
import type { Db } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { claimedServices, memberClaimTotals, members } from '../src/db/schema/index.ts';
import { rollupsAsRead } from './rollups-support.ts';
import { claimBody, insertMember, NOW, postClaim } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

type Figures = { claims: number; total: number; latest: string | null };

/** What the kept table says, per member. */
async function kept(db: Db): Promise<Map<string, Figures>> {
  const rows = await db.select().from(memberClaimTotals);
  return new Map(
    rows.map((r) => [
      r.memberId,
      { claims: r.claimsCount, total: Number(r.totalClaimedCentavos), latest: r.latestClaimDate },
    ]),
  );
}

/** The same figures summed in the test from every claim and every member. */
async function recomputed(db: Db): Promise<Map<string, Figures>> {
  const all = await db.select({ id: members.id }).from(members);
  const figures = new Map<string, Figures>(all.map((m) => [m.id, { claims: 0, total: 0, latest: null }]));
  for (const c of await db.select().from(claimedServices)) {
    const f = figures.get(c.memberId)!;
    f.claims += 1;
    f.total += c.amountCentavos;
    if (f.latest === null || c.serviceDate > f.latest) f.latest = c.serviceDate;
  }
  return figures;
}

const SERVICES = ['MRI', 'CT-SCAN', 'ULTRASOUND', 'EYE GLASSES', 'FREE MEDICINE', 'HOSPITALIZATION'];
const DATES = ['2025-06-02', '2025-09-30', '2026-01-15', '2026-03-01', '2026-03-15'];

describe.each(backends)('per-member claim totals on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  const randomClaim = (r: () => number, i: number) => {
    const serviceType = SERVICES[Math.floor(r() * SERVICES.length)]!;
    return claimBody({
      serviceType,
      category: serviceType === 'HOSPITALIZATION' ? 'inpatient' : 'outpatient',
      amount: (50 + Math.floor(r() * 400_000) / 100).toFixed(2),
      institution: `Institution ${i % 7}`,
      date: DATES[Math.floor(r() * DATES.length)]!,
    });
  };

  it('gives every new member a row of zeros', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await kept(t.app.ctx.db)).get(id)).toEqual({ claims: 0, total: 0, latest: null });
  });

  it('equals the recomputed sums after random claims, one after another and 60 at once', async () => {
    const db = t.app.ctx.db;
    const ids = await Promise.all(Array.from({ length: 6 }, () => insertMember(db)));
    const r = prng(2026);
    for (let i = 0; i < 30; i += 1) {
      const member = ids[Math.floor(r() * ids.length)]!;
      await postClaim(t.app, admin.cookie, member.id, randomClaim(r, i));
    }
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postClaim(t.app, admin.cookie, ids[i % ids.length]!.id, randomClaim(r, 100 + i)),
      ),
    );
    // Some are refused by the limits; the totals count only what was written.
    expect(responses.some((res) => res.statusCode === 201)).toBe(true);
    expect(responses.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    const written = await db.select().from(claimedServices);
    expect(written.length).toBeGreaterThan(10);
    expect(await kept(db)).toEqual(await recomputed(db));
    // The reports' rollups as read (folded rows + deltas not yet folded, migration 0011) equal the
    // ones claim_rollups_rebuild() recomputes from the claims.
    const rollups = await rollupsAsRead(db);
    expect(rollups[2]!.length).toBeGreaterThan(0);
    await db.execute(sql`select claim_rollups_rebuild()`);
    expect(await rollupsAsRead(db)).toEqual(rollups);
  });

  it('follows claims that are changed or removed, and members that are removed', async () => {
    const db = t.app.ctx.db;
    const { id } = await insertMember(db);
    for (const date of ['2025-07-01', '2025-12-01', '2026-02-01']) {
      const res = await postClaim(t.app, admin.cookie, id, claimBody({ amount: '100', date }));
      expect(res.statusCode).toBe(201);
    }
    expect((await kept(db)).get(id)).toEqual({ claims: 3, total: 30_000, latest: '2026-02-01' });

    // The latest claim removed: the latest date is the one before it.
    await db
      .delete(claimedServices)
      .where(sql`${claimedServices.memberId} = ${id} and ${claimedServices.serviceDate} = '2026-02-01'`);
    expect((await kept(db)).get(id)).toEqual({ claims: 2, total: 20_000, latest: '2025-12-01' });

    // A claim's amount and date changed.
    await db
      .update(claimedServices)
      .set({ amountCentavos: 25_000, serviceDate: '2026-01-10' })
      .where(sql`${claimedServices.memberId} = ${id} and ${claimedServices.serviceDate} = '2025-07-01'`);
    expect((await kept(db)).get(id)).toEqual({ claims: 2, total: 35_000, latest: '2026-01-10' });

    // Every claim removed: back to zeros.
    await db.delete(claimedServices).where(eq(claimedServices.memberId, id));
    expect((await kept(db)).get(id)).toEqual({ claims: 0, total: 0, latest: null });

    // The member removed: the row goes with it.
    await db.delete(members).where(eq(members.id, id));
    expect((await kept(db)).has(id)).toBe(false);
    expect(await kept(db)).toEqual(await recomputed(db));
  });

  it('keep the rollups as a rebuild would after claims change member, service and claim state, several at once', async () => {
    const db = t.app.ctx.db;
    const [a, b] = await Promise.all([insertMember(db), insertMember(db)]);
    // ₱8,000 + ₱1,500 each: both just under ₱10,000 (claim state 'under').
    for (const m of [a, b]) {
      for (const [serviceType, amount] of [
        ['HOSPITALIZATION', '8000'],
        ['OTHER LABORATORY PROCEDURE', '1500'],
      ] as const) {
        const res = await postClaim(
          t.app,
          admin.cookie,
          m.id,
          claimBody({
            serviceType,
            category: serviceType === 'HOSPITALIZATION' ? 'inpatient' : 'outpatient',
            specificProcedure: serviceType === 'HOSPITALIZATION' ? undefined : 'X-RAY',
            amount,
            date: '2026-03-01',
          }),
        );
        expect(res.statusCode).toBe(201);
      }
    }
    const rebuiltEqualsKept = async () => {
      const rollups = await rollupsAsRead(db);
      expect(await kept(db)).toEqual(await recomputed(db));
      await db.execute(sql`select claim_rollups_rebuild()`);
      expect(await rollupsAsRead(db)).toEqual(rollups);
    };
    const lab = (m: { id: string }) =>
      sql`${claimedServices.memberId} = ${m.id} and ${claimedServices.serviceType} = 'OTHER LABORATORY PROCEDURE'`;
    // Within one member: a larger amount and another service, crossing ₱10,000 ('under' to 'high').
    await db.update(claimedServices).set({ amountCentavos: 300_000, serviceType: 'MRI' }).where(lab(a));
    await rebuiltEqualsKept();
    // From one member to the other: a back under ₱10,000, b over it.
    await db
      .update(claimedServices)
      .set({ memberId: b.id })
      .where(sql`${claimedServices.memberId} = ${a.id} and ${claimedServices.serviceType} = 'MRI'`);
    await rebuiltEqualsKept();
    // Removed: b back under; then b archived (it leaves the report keys, its claims stay in the months).
    await db
      .delete(claimedServices)
      .where(sql`${claimedServices.memberId} = ${b.id} and ${claimedServices.serviceType} = 'MRI'`);
    await db.update(members).set({ archivedAt: NOW }).where(eq(members.id, b.id));
    await rebuiltEqualsKept();
    // Every claim of a removed: from 'under' to 'nothing claimed'.
    await db.delete(claimedServices).where(eq(claimedServices.memberId, a.id));
    await rebuiltEqualsKept();
    // One statement writing two claims of a new member, the second crossing ₱10,000 (each row's
    // trigger runs after both rows are in), then every amount tripled at once.
    const c = await insertMember(db);
    const claim = (serviceType: string, amountCentavos: number) => ({
      memberId: c.id,
      serviceType,
      category: 'outpatient' as const,
      institution: 'Institution',
      amountCentavos,
      serviceDate: '2026-03-01',
      membershipYear: 2025,
      membershipYearIndex: 0,
    });
    await db.insert(claimedServices).values([claim('MRI', 600_000), claim('CT-SCAN', 600_000)]);
    await rebuiltEqualsKept();
    await db
      .update(claimedServices)
      .set({ amountCentavos: sql`${claimedServices.amountCentavos} * 3` })
      .where(eq(claimedServices.memberId, c.id));
    await rebuiltEqualsKept();
    // A member deleted with its claims (the totals row may go before the claims).
    await db.delete(members).where(eq(members.id, c.id));
    await rebuiltEqualsKept();
  });

  it("place each service where the catalogue does (SERVICE_TYPES' order, serviceCategoryOf)", async () => {
    const db = t.app.ctx.db;
    const catalogue = await db.execute(
      sql`select s, claim_service_slot(s) as slot, (claim_service_categories())[claim_service_slot(s)] as category
        from unnest(${sql.raw(`array[${[...SERVICE_TYPES, 'NOT A SERVICE'].map((s) => `'${s}'`).join(', ')}]`)}) as s`,
    );
    expect(
      rowsOf<{ s: string; slot: number; category: string | null }>(catalogue).map((r) => [
        r.s,
        r.slot,
        r.category,
      ]),
    ).toEqual([
      ...SERVICE_TYPES.map((s, i) => [s, i + 1, serviceCategoryOf(s)]),
      ['NOT A SERVICE', 13, null],
    ]);
  });

  it('are rebuilt from the claims by claim_rollups_rebuild() after a bulk load', async () => {
    const db = t.app.ctx.db;
    await db.execute(sql`update member_claim_totals set claims_count = 99, total_claimed_centavos = 1`);
    await db.execute(sql`select claim_rollups_rebuild()`);
    expect(await kept(db)).toEqual(await recomputed(db));
  });
});
