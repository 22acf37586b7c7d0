/**
 * The claim's own notifications (issue 28 item 1), beside rules-in-sql.test.ts's report statuses and
 * date notifications: over generated totals and claims recorded through POST /api/members/:id/claims,
 *  - 'high_claims' is raised exactly when the domain's `crossesHighClaims(total before, total after)`
 *    says the claim brings the member to ₱10,000 (the claim's insert statement decides it in SQL, with
 *    the threshold passed from the domain's HIGH_CLAIMS_THRESHOLD_CENTAVOS as a parameter), and the
 *    member's new total falls in the claim state `claimStateOf` gives (report_claim_state, which keys
 *    the report rollups: migration 0035's, reading the high_claims_threshold() the server defines from
 *    the same constant, db/high-claims-threshold.ts);
 *  - the limit warning is raised exactly when `limitWarningOf` finds one for the claim. Its rule (80 %
 *    of the max, the current window) lives in the domain only: the server calls `limitWarningOf` on the
 *    claims its SQL read, and SQL only records the result. What the SQL decides here is the use before
 *    the claim (the service's claims it reads) and the once-per-window key.
 * The totals are chosen on and around the thresholds (one centavo under, on, over).
 *
 * Tried, not committed (a scratch copy of HEAD 800689b, this file alone on the embedded server; it
 * passes unchanged), each by one centavo:
 *  - the high_claims CTE's `t.total_claimed_centavos + $7 >= $18` → `>= $18 + 1`: fails (₱9,999.99
 *    before, a ₱0.01 claim: none raised);
 *  - the CTE's `t.total_claimed_centavos < $18` → `< $18 - 1`: fails (the same crossing: none raised);
 *  - the used amount the claim's context reads, `c.amount_centavos + 1` in its json_build_object:
 *    fails (₱399.98 used and a ₱0.01 claim warned). Without the `examples` below the random runs
 *    missed this one; they are there so the boundaries are always tried.
 * And at 0035 (HEAD 9fa4596 plus this change, both servers): high_claims_threshold() defined as
 * `HIGH_CLAIMS_THRESHOLD_CENTAVOS + 1` (db/high-claims-threshold.ts' default) fails the claim state
 * here and the status counts of rules-in-sql.test.ts.
 */
import {
  addDays,
  claimStateOf,
  crossesHighClaims,
  formatPesos,
  HIGH_CLAIMS_THRESHOLD_CENTAVOS,
  limitWarningOf,
  monthWindow,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { claimedServices, notifications } from '../src/db/schema/index.ts';
import { claimBody, insertMember, NOW, postClaim, TODAY } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

const T = HIGH_CLAIMS_THRESHOLD_CENTAVOS;
/** MRI: ₱6,000 a membership year (spec 9): the largest claim the high_claims property records. */
const MRI_MAX = 600_000;
/** FREE MEDICINE: ₱500 a calendar month; its warning starts at ₱400. */
const MEDICINE_MAX = 50_000;
const WARNING_AT = 40_000;

/** Centavos → the form's amount text ('1,234.56'). */
const amountText = (centavos: number) => formatPesos(centavos).replace('₱', '');

/** A claim written straight to the table (no limit check; the triggers keep the member's total). */
async function insertClaim(
  db: Db,
  memberId: string,
  serviceType: string,
  amountCentavos: number,
  date: string,
) {
  await db.insert(claimedServices).values({
    memberId,
    serviceType,
    category: serviceType === 'HOSPITALIZATION' ? 'inpatient' : 'outpatient',
    institution: 'Rule',
    amountCentavos,
    serviceDate: date,
    membershipYear: Number(date.slice(0, 4)),
    membershipYearIndex: 0,
  });
}

async function typesOf(db: Db, memberId: string, type: 'high_claims' | 'limit_warning') {
  return db
    .select({ windowStart: notifications.windowStart })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type)));
}

/** report_claim_state's numbers, as the domain names them. */
const CLAIM_STATES = ['none', 'under', 'high'] as const;

/** Around a threshold: one centavo under, on, one over, or anywhere in [min, max]. */
const around = (at: number, min: number, max: number) =>
  fc.oneof(fc.constantFrom(at - 1, at, at + 1), fc.integer({ min, max }));

describe.each(backends)('the claim’s notifications agree with the domain on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW, jobs: [] });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  it('high_claims exactly at the claim that crosses ₱10,000', async () => {
    const db = t.app.ctx.db;
    await fc.assert(
      fc.asyncProperty(
        // The total before the claim (0, or near the threshold) and what the claim brings it to.
        fc.oneof(fc.constant(0), around(T, T - MRI_MAX, T + 100)),
        around(T, T - MRI_MAX, T + MRI_MAX),
        async (before, target) => {
          const amount = target - before;
          fc.pre(amount >= 1 && amount <= MRI_MAX);
          const m = await insertMember(db);
          if (before > 0) await insertClaim(db, m.id, 'HOSPITALIZATION', before, '2025-07-01');
          const res = await postClaim(
            t.app,
            admin.cookie,
            m.id,
            claimBody({ serviceType: 'MRI', amount: amountText(amount), date: TODAY }),
          );
          expect(res.statusCode, res.body).toBe(201);
          expect((await typesOf(db, m.id, 'high_claims')).length, `${before} + ${amount}`).toBe(
            crossesHighClaims(before, before + amount) ? 1 : 0,
          );
          const [total] = rowsOf<{ state: number }>(
            await db.execute(sql`select report_claim_state(total_claimed_centavos) as state
              from member_claim_totals where member_id = ${m.id}`),
          );
          expect(CLAIM_STATES[total!.state], `${before} + ${amount}`).toBe(claimStateOf(before + amount));
        },
      ),
      {
        numRuns: 24,
        seed: 20261126,
        endOnFailure: true,
        // The crossing itself, a centavo either side of it, and a member already past it.
        examples: [
          [T - 100, T - 1],
          [T - 100, T],
          [T - 100, T + 1],
          [T - 1, T],
          [T, T + 1],
        ],
      },
    );
  });

  it('the limit warning exactly when limitWarningOf finds one', async () => {
    const db = t.app.ctx.db;
    await fc.assert(
      fc.asyncProperty(
        // The use after the claim, the share of it already used, and the claim's date (this month or last).
        around(WARNING_AT, 1, MEDICINE_MAX),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(TODAY, addDays(TODAY, -14), '2026-02-27'),
        async (after, share, date) => {
          const used = Math.min(after - 1, Math.floor(after * share));
          const amount = after - used;
          const m = await insertMember(db);
          if (used > 0) await insertClaim(db, m.id, 'FREE MEDICINE', used, date);
          const res = await postClaim(
            t.app,
            admin.cookie,
            m.id,
            claimBody({ serviceType: 'FREE MEDICINE', amount: amountText(amount), date }),
          );
          expect(res.statusCode, res.body).toBe(201);
          const expected = limitWarningOf(
            {
              serviceType: 'FREE MEDICINE',
              amountCentavos: amount,
              usedCentavos: used,
              window: monthWindow(date),
            },
            MEDICINE_MAX,
            TODAY,
          );
          expect(
            (await typesOf(db, m.id, 'limit_warning')).map((n) => n.windowStart),
            `${used} + ${amount} on ${date}`,
          ).toEqual(expected ? [expected.windowStart] : []);
        },
      ),
      {
        numRuns: 24,
        seed: 20261126,
        endOnFailure: true,
        // 80 % a centavo under, on and over, with most of it used before (share 1: all but a centavo),
        // and the same in last month's window.
        examples: [
          [WARNING_AT - 1, 1, TODAY],
          [WARNING_AT, 1, TODAY],
          [WARNING_AT + 1, 1, TODAY],
          [WARNING_AT, 0.5, TODAY],
          [WARNING_AT - 1, 0.5, TODAY],
          [WARNING_AT, 1, '2026-02-27'],
        ],
      },
    );
  });
});
