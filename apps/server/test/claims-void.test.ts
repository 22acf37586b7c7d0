/**
 * DECISIONS 51: voiding and correcting a claim. A voided claim stays in the history (who, when, why)
 * and counts toward no limit, total or report; only a head admin, or the admin who recorded it on the
 * same Manila day, may void it; Correct = void + a new claim, linked; one activity entry each; a void
 * racing a claim never lets the member exceed the limit.
 */
import { messages } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, claimedServices, memberClaimTotals, voidedClaims } from '../src/db/schema/index.ts';
import { rollupsAsRead } from './rollups-support.ts';
import { claimBody, insertMember, type Json, json, NOW, postClaim } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('voiding and correcting claims on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let head: TestAdmin;
  let clerk: TestAdmin;
  let otherClerk: TestAdmin;
  beforeAll(async () => {
    head = await t.headAdmin();
    clerk = await t.approvedAdmin();
    otherClerk = await t.approvedAdmin();
  });

  const db = () => t.app.ctx.db;
  const voidClaim = (
    admin: TestAdmin,
    claimId: string,
    body: unknown = { reason: 'Typed ₱5,000 instead of ₱500' },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/claims/${claimId}/void`,
      payload: body as never,
      headers: { cookie: admin.cookie },
    });
  const services = async (admin: TestAdmin, memberId: string) =>
    json(
      await t.app.inject({
        method: 'GET',
        url: `/api/members/${memberId}/services`,
        headers: { cookie: admin.cookie },
      }),
    );
  const remaining = (body: Json, serviceType: string) =>
    (body.usage as Json[]).find((u) => u.serviceType === serviceType)!.remainingCentavos as number;
  async function recorded(admin: TestAdmin, memberId: string, overrides: Record<string, unknown> = {}) {
    const res = await postClaim(t.app, admin.cookie, memberId, claimBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return json(res).claim as Json;
  }
  /** Places a claim's recording on `at` (the app's clock is NOW; the database's now() is the real one). */
  const recordedAt = (claimId: string, at: Date) =>
    db().update(claimedServices).set({ createdAt: at }).where(eq(claimedServices.id, claimId));

  it('gives the amount back to the limit, keeps the claim in the history struck through, with who, when and why', async () => {
    const { id } = await insertMember(db());
    const before = await services(head, id);
    const claim = await recorded(head, id, { amount: '5,000' });
    expect(remaining(await services(head, id), 'MRI')).toBe(remaining(before, 'MRI') - 500_000);

    const res = await voidClaim(head, claim.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(messages.claimVoided);
    expect(json(res).claim).toMatchObject({
      id: claim.id,
      amountCentavos: 500_000,
      voidReason: 'Typed ₱5,000 instead of ₱500',
      voidedByName: 'Maria Santos',
      recordedByName: 'Maria Santos',
      replacedBy: null,
    });

    const after = await services(head, id);
    expect(remaining(after, 'MRI')).toBe(remaining(before, 'MRI'));
    expect(after.claims).toEqual([]);
    expect(after.voidedClaims).toHaveLength(1);
    expect(after.voidedClaims[0]).toMatchObject({ id: claim.id, voidReason: 'Typed ₱5,000 instead of ₱500' });
    // The member's kept totals no longer count it.
    const [totals] = await db().select().from(memberClaimTotals).where(eq(memberClaimTotals.memberId, id));
    expect(totals).toMatchObject({ claimsCount: 0, totalClaimedCentavos: 0, latestClaimDate: null });
    // One activity entry, with the reason.
    const entries = await db().select().from(activityLogs).where(eq(activityLogs.action, 'claim.voided'));
    const entry = entries.filter((e) => e.details.claimId === claim.id);
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({ adminId: head.id });
    expect(entry[0]!.details.description).toBe(
      `Voided the claim of ₱5,000.00 for MRI of ${entry[0]!.details.memberName}: Typed ₱5,000 instead of ₱500`,
    );
  });

  it('keeps the rollups of the reports and the dashboard as a rebuild would', async () => {
    const { id } = await insertMember(db());
    const small = await recorded(head, id, { amount: '2,000', serviceType: 'CT-SCAN' });
    // ₱12,000 in all: the member is in the '₱10,000 or more' state until the void brings it back under.
    await recorded(head, id, { amount: '6,000' });
    await recorded(head, id, { amount: '4,000', serviceType: 'HEMODIALYSIS' });
    const big = (await services(head, id)).claims.find((c: Json) => c.serviceType === 'MRI');
    expect((await voidClaim(head, big.id)).statusCode).toBe(200);
    expect((await voidClaim(head, small.id)).statusCode).toBe(200);
    const kept = await rollupsAsRead(db());
    await db().execute(sql`select claim_rollups_rebuild()`);
    expect(await rollupsAsRead(db())).toEqual(kept);
    const [totals] = await db().select().from(memberClaimTotals).where(eq(memberClaimTotals.memberId, id));
    expect(totals).toMatchObject({ claimsCount: 1, totalClaimedCentavos: 400_000 });
  });

  it('lets an admin void their own claim on the day they recorded it, and nobody else but a head admin', async () => {
    const { id } = await insertMember(db());
    const own = await recorded(clerk, id, { amount: '100' });
    await recordedAt(own.id, NOW);
    const others = await recorded(otherClerk, id, { amount: '200' });
    await recordedAt(others.id, NOW);
    const yesterdays = await recorded(clerk, id, { amount: '300' });
    await recordedAt(yesterdays.id, new Date(NOW.getTime() - 24 * 3600_000));

    for (const claimId of [others.id, yesterdays.id]) {
      const refused = await voidClaim(clerk, claimId);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(json(refused).error.message).toBe(messages.claimVoidNotAllowed);
    }
    expect(await db().select().from(voidedClaims).where(eq(voidedClaims.memberId, id))).toEqual([]);

    expect((await voidClaim(clerk, own.id)).statusCode).toBe(200);
    // The head admin may void any claim, of any day.
    expect((await voidClaim(head, yesterdays.id)).statusCode).toBe(200);
    expect((await services(head, id)).claims.map((c: Json) => c.id)).toEqual([others.id]);
  });

  it('refuses a missing reason, an unknown claim, a claim voided already, and the signed-out', async () => {
    const { id } = await insertMember(db());
    const claim = await recorded(head, id);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await voidClaim(head, claim.id, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBe(messages.claimVoidReasonRequired);
    }
    const tooLong = await voidClaim(head, claim.id, { reason: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect((await voidClaim(head, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await voidClaim(head, 'not-a-uuid')).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/void`,
      payload: { reason: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await services(head, id)).claims).toHaveLength(1);

    expect((await voidClaim(head, claim.id)).statusCode).toBe(200);
    const again = await voidClaim(head, claim.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).error.message).toBe(messages.claimAlreadyVoided);
  });

  it('corrects a claim: void, then a new claim linked to it, one activity entry each', async () => {
    const { id } = await insertMember(db());
    const wrong = await recorded(head, id, { amount: '5,000', serviceType: 'CT-SCAN' });
    expect((await voidClaim(head, wrong.id, { reason: 'Wrong amount' })).statusCode).toBe(200);
    const corrected = await recorded(head, id, { amount: '500', serviceType: 'CT-SCAN', corrects: wrong.id });
    expect(corrected.correctsClaimId).toBe(wrong.id);

    const body = await services(head, id);
    expect(body.claims.map((c: Json) => [c.id, c.correctsClaimId])).toEqual([[corrected.id, wrong.id]]);
    expect(body.voidedClaims.map((c: Json) => [c.id, c.replacedBy])).toEqual([[wrong.id, corrected.id]]);
    const created = (
      await db().select().from(activityLogs).where(eq(activityLogs.action, 'claim.created'))
    ).filter((e) => e.details.claimId === corrected.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.details.correctsClaimId).toBe(wrong.id);

    // A voided claim is corrected once; a claim that is not voided, or another member's, cannot be named.
    const twice = await postClaim(t.app, head.cookie, id, claimBody({ amount: '100', corrects: wrong.id }));
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error.message).toBe(messages.claimCorrectsUnknown);
    const other = await insertMember(db());
    const notVoided = await recorded(head, other.id, { amount: '100' });
    const foreign = await postClaim(
      t.app,
      head.cookie,
      id,
      claimBody({ amount: '100', corrects: notVoided.id }),
    );
    expect(foreign.statusCode).toBe(409);
    expect((await services(head, id)).claims).toHaveLength(1);
  });

  it('answers a correction sent again with its Idempotency-Key with the first answer, recorded once', async () => {
    const { id } = await insertMember(db());
    const wrong = await recorded(head, id, { amount: '5,000', serviceType: 'CT-SCAN' });
    expect((await voidClaim(head, wrong.id, { reason: 'Wrong amount' })).statusCode).toBe(200);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/members/${id}/claims`,
        payload: claimBody({ amount: '500', serviceType: 'CT-SCAN', corrects: wrong.id }) as never,
        headers: { cookie: head.cookie, 'idempotency-key': `correct-${wrong.id}` },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    // Its check before the transaction now finds the voided claim corrected (409): the key's answer instead.
    const again = await send();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    expect((await services(head, id)).claims).toHaveLength(1);
  });

  it('leaves the claims report’s figures, which list it apart with who and why (DECISIONS 55)', async () => {
    const { id } = await insertMember(db());
    const kept = await recorded(head, id, {
      amount: '700',
      serviceType: 'HEMODIALYSIS',
      date: '2026-02-10',
      institution: 'Void Optical',
    });
    const wrong = await recorded(head, id, {
      amount: '1,000',
      serviceType: 'HEMODIALYSIS',
      date: '2026-02-11',
      institution: 'Void Optical',
    });
    expect((await voidClaim(head, wrong.id, { reason: 'Recorded twice' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/claims-report?from=2026-02-01&to=2026-02-28&institution=Void%20Optical',
      headers: { cookie: head.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = json(res);
    expect(report.totals).toMatchObject({ claimsCount: 1, amountCentavos: 70_000 });
    expect(report.voided).toMatchObject({ claimsCount: 1, amountCentavos: 100_000 });
    expect(report.voided.claims).toEqual([
      expect.objectContaining({
        id: wrong.id,
        reason: 'Recorded twice',
        voidedByName: 'Maria Santos',
        serviceDate: '2026-02-11',
      }),
    ]);
    expect(kept.id).not.toBe(wrong.id);
  });

  it('never lets a void racing claims take the member past the limit', async () => {
    // MRI: ₱6,000 a membership year. Two claims of ₱3,000 use it up; then at once: one of them voided,
    // and two new claims of ₱3,000. At most one of the two fits, whatever order they run in.
    for (let round = 0; round < 5; round++) {
      const { id } = await insertMember(db());
      const first = await recorded(head, id, { amount: '3,000', date: '2026-03-01' });
      await recorded(head, id, { amount: '3,000', date: '2026-03-02' });
      const [voided, a, b] = await Promise.all([
        voidClaim(head, first.id),
        postClaim(t.app, head.cookie, id, claimBody({ amount: '3,000', date: '2026-03-03' })),
        postClaim(t.app, head.cookie, id, claimBody({ amount: '3,000', date: '2026-03-04' })),
      ]);
      expect(voided.statusCode, voided.body).toBe(200);
      const accepted = [a, b].filter((r) => r.statusCode === 201);
      expect(accepted.length).toBeLessThanOrEqual(1);
      for (const r of [a, b]) expect([201, 409]).toContain(r.statusCode);
      const counted = await db().select().from(claimedServices).where(eq(claimedServices.memberId, id));
      expect(counted.reduce((sum, c) => sum + c.amountCentavos, 0)).toBeLessThanOrEqual(600_000);
    }
  });
});
