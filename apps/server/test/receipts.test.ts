/**
 * POST /api/claims/:id/receipt (DECISIONS 52): the acknowledgment receipt of a claim, numbered
 * gapless per year (Asia/Manila) on its first print, REPRINT after, VOID once the claim is voided;
 * one activity-log entry per print. On every test backend, with a clock the tests move.
 */
import { messages, receiptMessages } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, claimReceipts, receiptCounters } from '../src/db/schema/index.ts';
import {
  claimBody,
  insertBeneficiary,
  insertMember,
  type Json,
  json,
  NOW,
  postClaim,
} from './services-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const NUMBER = /^(\d{4})-(\d{6})$/;
const numberOf = (receipt: Json) => Number(NUMBER.exec(receipt.number)![2]);

describe.each(backends)('acknowledgment receipts on $name', (backend) => {
  let clock = NOW;
  const t = useTestApp(backend, { now: () => clock });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  const print = (claimId: string, cookie = admin.cookie, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/receipt`, headers: { cookie, ...headers } });

  /** A new member with one claim recorded through the API; the claim's id. */
  async function newClaim(body: Record<string, unknown> = {}, memberId?: string): Promise<string> {
    const id = memberId ?? (await insertMember(t.app.ctx.db)).id;
    const res = await postClaim(t.app, admin.cookie, id, claimBody(body));
    expect(res.statusCode, res.body).toBe(201);
    return json(res).claim.id;
  }

  async function printed(claimId: string): Promise<Json> {
    const res = await print(claimId);
    expect(res.statusCode, res.body).toBe(200);
    return json(res);
  }

  /** Moves a claim to voided_claims as a void does (the void API is another feature's). */
  const voidBySql = (claimId: string, reason: string) =>
    t.app.ctx.db.execute(sql`
      with moved as (delete from claimed_services where id = ${claimId} returning *)
      insert into voided_claims select moved.*, now(), ${admin.id}, ${reason}, null from moved`);

  const printEntries = async (claimId: string) =>
    (await t.app.ctx.db.select().from(activityLogs).where(eq(activityLogs.action, 'receipt.printed'))).filter(
      (entry) => entry.details.claimId === claimId,
    );

  it('numbers the year’s first receipt 2026-000001 and prints the claim as recorded', async () => {
    const memberId = (await insertMember(t.app.ctx.db)).id;
    const claimId = await newClaim({ amount: '1,200' }, memberId);
    const receipt = await printed(claimId);
    expect(receipt).toMatchObject({
      number: '2026-000001',
      reprint: false,
      voided: null,
      issuedAt: NOW.toISOString(),
      printedAt: NOW.toISOString(),
      office: {
        officeName: 'City Health Office',
        address: 'City Hall Complex, Guinobatan, Calapan City, Oriental Mindoro',
        phone: '',
      },
      member: { id: memberId },
      claim: {
        id: claimId,
        serviceType: 'MRI',
        specificProcedure: null,
        category: 'outpatient',
        institution: 'Oriental Mindoro Provincial Hospital',
        amountCentavos: 120_000,
        amountInWords: 'One thousand two hundred pesos and 00/100',
        serviceDate: '2026-03-01',
        beneficiaryName: null,
        recordedByName: 'Maria Santos',
      },
      // MRI: ₱6,000 per membership year; the member registered on 2025-06-01.
      remaining: {
        windowLabel: 'membership year 2025 - 2026',
        window: { kind: 'membershipYear', start: '2025-06-01', end: '2026-05-31' },
        remainingCentavos: 480_000,
        maxCentavos: 600_000,
      },
      printedByName: 'Maria Santos',
    });
    expect(receipt.member.name).toMatch(/^Juan Santos .+ Dela Cruz$/);
    expect(receipt.member.referenceNumber).toMatch(/^REF-/);
    const [row] = await t.app.ctx.db.select().from(claimReceipts).where(eq(claimReceipts.claimId, claimId));
    expect(row).toMatchObject({ memberId, year: 2026, number: 1, prints: 1, issuedBy: admin.id });
  });

  it('gives first prints the next numbers of the year, without gaps', async () => {
    const claims = [await newClaim(), await newClaim(), await newClaim()];
    const numbers: number[] = [];
    for (const claimId of claims) {
      const receipt = await printed(claimId);
      expect(receipt.number).toMatch(NUMBER);
      expect(receipt.number.slice(0, 4)).toBe('2026');
      numbers.push(numberOf(receipt));
    }
    expect(numbers).toEqual([numbers[0]!, numbers[0]! + 1, numbers[0]! + 2]);
    const [counter] = await t.app.ctx.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2026));
    expect(counter!.lastNumber).toBe(numbers[2]);
  });

  it('reprints with the same number, says REPRINT, and takes no new number', async () => {
    const claimId = await newClaim();
    const first = await printed(claimId);
    const [before] = await t.app.ctx.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2026));
    clock = new Date(NOW.getTime() + 60 * 60 * 1000);
    try {
      const second = await printed(claimId);
      const third = await printed(claimId);
      expect(second).toMatchObject({ number: first.number, reprint: true, issuedAt: NOW.toISOString() });
      expect(second.printedAt).toBe(clock.toISOString());
      expect(third).toMatchObject({ number: first.number, reprint: true });
    } finally {
      clock = NOW;
    }
    const [after] = await t.app.ctx.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2026));
    expect(after!.lastNumber).toBe(before!.lastNumber);
    const [row] = await t.app.ctx.db.select().from(claimReceipts).where(eq(claimReceipts.claimId, claimId));
    expect(row!.prints).toBe(3);
  });

  it('writes one activity-log entry per print, saying which were reprints', async () => {
    const claimId = await newClaim();
    const first = await printed(claimId);
    await printed(claimId);
    const entries = await printEntries(claimId);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.adminId)).toEqual([admin.id, admin.id]);
    expect(entries.map((e) => e.details.reprint).sort()).toEqual([false, true]);
    for (const entry of entries) {
      expect(entry.details).toMatchObject({ receiptNumber: first.number, memberId: first.member.id });
    }
    expect(entries.map((e) => e.details.description).sort()).toEqual(
      [
        `Printed receipt ${first.number} for ${first.member.name}`,
        `Reprinted receipt ${first.number} for ${first.member.name}`,
      ].sort(),
    );
  });

  it('gives 20 first prints of 20 claims at once 20 distinct, consecutive numbers', async () => {
    const claims: string[] = [];
    for (let i = 0; i < 20; i += 1) claims.push(await newClaim({ institution: `Clinic ${i}` }));
    const responses = await Promise.all(claims.map((claimId) => print(claimId)));
    expect(responses.map((r) => r.statusCode)).toEqual(claims.map(() => 200));
    const numbers = responses.map((r) => numberOf(json(r))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const [counter] = await t.app.ctx.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2026));
    expect(counter!.lastNumber).toBe(numbers[19]);
    // Every number of the year so far, 1 to the last, is exactly one receipt.
    const all = await t.app.ctx.db.select().from(claimReceipts).where(eq(claimReceipts.year, 2026));
    expect(all.map((r) => r.number).sort((a, b) => a - b)).toEqual(all.map((_, i) => i + 1));
  });

  it('prints one claim opened twice at once as a first print and a reprint of one number', async () => {
    const claimId = await newClaim();
    const responses = await Promise.all([print(claimId), print(claimId)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = responses.map((r) => json(r));
    expect(a!.number).toBe(b!.number);
    expect([a!.reprint, b!.reprint].sort()).toEqual([false, true]);
    expect(await printEntries(claimId)).toHaveLength(2);
  });

  it('starts each year at 000001 on the Manila calendar', async () => {
    const claimId = await newClaim();
    // 00:30 on 1 January 2027 in Manila is still 31 December 2026 in UTC.
    clock = new Date('2026-12-31T16:30:00Z');
    try {
      const receipt = await printed(claimId);
      expect(receipt.number).toBe('2027-000001');
      expect((await printed(await newClaim())).number).toBe('2027-000002');
    } finally {
      clock = NOW;
    }
  });

  it('names the beneficiary and what remains of a monthly service in the claim’s month', async () => {
    const { id: memberId } = await insertMember(t.app.ctx.db);
    const ana = await insertBeneficiary(t.app.ctx.db, memberId, { firstName: 'Ana' });
    await newClaim({ serviceType: 'FREE MEDICINE', amount: '100', date: '2026-02-10' }, memberId);
    const claimId = await newClaim(
      {
        serviceType: 'FREE MEDICINE',
        amount: '150.75',
        date: '2026-03-02',
        beneficiaryUse: 'Yes',
        beneficiaryId: ana.id,
      },
      memberId,
    );
    await newClaim({ serviceType: 'FREE MEDICINE', amount: '50', date: '2026-03-05' }, memberId);
    const receipt = await printed(claimId);
    expect(receipt.claim).toMatchObject({
      beneficiaryName: 'Ana Santos Dela Cruz',
      amountInWords: 'One hundred fifty pesos and 75/100',
    });
    // FREE MEDICINE: ₱500 per calendar month; March has ₱150.75 + ₱50 (February's claim is apart).
    expect(receipt.remaining).toEqual({
      windowLabel: 'March 2026',
      window: { kind: 'month', start: '2026-03-01', end: '2026-03-31' },
      remainingCentavos: 29_925,
      maxCentavos: 50_000,
    });
  });

  it('marks a voided claim’s receipt VOID with the reason, and counts the voided claim nowhere', async () => {
    const { id: memberId } = await insertMember(t.app.ctx.db);
    const kept = await newClaim({ amount: '1,000' }, memberId);
    const mistaken = await newClaim({ amount: '2,500' }, memberId);
    const before = await printed(mistaken);
    expect(before.voided).toBeNull();
    expect(before.remaining.remainingCentavos).toBe(250_000);

    await voidBySql(mistaken, 'Typed ₱2,500 instead of ₱250');
    const after = await printed(mistaken);
    expect(after).toMatchObject({
      number: before.number,
      reprint: true,
      voided: { byName: 'Maria Santos', reason: 'Typed ₱2,500 instead of ₱250' },
      claim: {
        id: mistaken,
        amountCentavos: 250_000,
        amountInWords: 'Two thousand five hundred pesos and 00/100',
      },
      // Only the kept ₱1,000 claim counts now.
      remaining: { remainingCentavos: 500_000, maxCentavos: 600_000 },
    });
    expect(Number.isNaN(Date.parse(after.voided.at))).toBe(false);
    expect((await printed(kept)).remaining.remainingCentavos).toBe(500_000);

    // A claim voided before its first print still gets a number, marked VOID from the start.
    const never = await newClaim({ amount: '10' }, memberId);
    await voidBySql(never, 'Recorded for the wrong member');
    const first = await printed(never);
    expect(first).toMatchObject({ reprint: false, voided: { reason: 'Recorded for the wrong member' } });
    expect(first.number).toMatch(NUMBER);
  });

  it('answers 404 with a clear message for a claim that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-claim']) {
      const res = await print(id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<ErrorJson>().error).toEqual({
        code: 'CLAIM_NOT_FOUND',
        message: receiptMessages.receiptClaimNotFound,
      });
    }
  });

  it('answers 401 signed out and refuses another site’s page, printing nothing', async () => {
    const claimId = await newClaim();
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/receipt` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<ErrorJson>().error.message).toBe(messages.notAuthenticated);
    const crossSite = await print(claimId, admin.cookie, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json<ErrorJson>().error.code).toBe('CROSS_SITE_REQUEST');
    const rows = await t.app.ctx.db
      .select()
      .from(claimReceipts)
      .where(and(eq(claimReceipts.claimId, claimId)));
    expect(rows).toEqual([]);
    expect(await printEntries(claimId)).toEqual([]);
  });

  it('lets any approved admin print, and names them as the one who released it', async () => {
    const other = await t.approvedAdmin({ firstName: 'Jose', lastName: 'Rizal' });
    const claimId = await newClaim();
    const res = await print(claimId, other.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      printedByName: 'Jose Rizal',
      claim: { recordedByName: 'Maria Santos' },
    });
  });
});
