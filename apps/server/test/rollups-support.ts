/** The kept rollups as the app reads them, for the checks that compare them with claim_rollups_rebuild(). */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';

/**
 * The rollups of the reports and the dashboard as the app reads them (the *_now views: rollup rows plus
 * deltas not yet folded, summed per key), their empty keys left out, each member's claims per service
 * (the arrays on its totals row), and the claims report's (per day and key; members per month).
 */
export async function rollupsAsRead(db: Db): Promise<unknown[][]> {
  const summed = (view: string, keys: string, sums: string[]) =>
    db.execute(
      sql.raw(`select ${keys}, ${sums.map((c) => `sum(${c})::text as ${c}`).join(', ')} from ${view}
        group by ${keys} having ${sums.map((c) => `sum(${c}) <> 0`).join(' or ')} order by ${keys}`),
    );
  return [
    rowsOf(
      await summed('report_counts_now', 'expiry_date, claim_state', [
        'members',
        'claims_count',
        'total_claimed_centavos',
      ]),
    ),
    rowsOf(
      await summed('report_service_counts_now', 'expiry_date, claim_state, service_type, category', [
        'claims_count',
        'amount_centavos',
      ]),
    ),
    rowsOf(
      await summed('claim_month_counts_now', 'month, service_type, category', [
        'claims_count',
        'amount_centavos',
      ]),
    ),
    rowsOf(
      await summed(
        'report_place_service_counts_now',
        'barangay, registration_month, service_type, category',
        ['claims_count', 'amount_centavos'],
      ),
    ),
    // The members per place, expiry month and claim state, and per place and expiry day (migration 0036).
    rowsOf(
      await summed('report_place_counts_now', 'registration_month, barangay, expiry_month, claim_state', [
        'members',
      ]),
    ),
    rowsOf(
      await summed(
        'report_place_expiry_counts_now',
        'expiry_date, barangay, registration_month, claim_state',
        ['members'],
      ),
    ),
    // Each member's claims per service: the arrays on its totals row (migration 0013), place by place.
    rowsOf(
      await summed(
        `(select t.member_id, u.place, u.claims_count, u.amount_centavos from member_claim_totals t
          cross join lateral unnest(t.service_claims, t.service_amounts) with ordinality
            as u(claims_count, amount_centavos, place)) per_service`,
        'member_id, place',
        ['claims_count', 'amount_centavos'],
      ),
    ),
    // The claims report's rollups per day, service, institution, barangay and admin, without the
    // barangay, and per day and barangay (migration 0030).
    rowsOf(
      await summed(
        `(select day, service_type, category, institution, barangay, created_by, claims_count, amount_centavos
          from claim_day_counts
          union all
          select day, service_type, category, institution, barangay, created_by, claims_count, amount_centavos
          from claim_rollup_deltas where day is not null) per_day`,
        'day, service_type, category, institution, barangay, created_by',
        ['claims_count', 'amount_centavos'],
      ),
    ),
    rowsOf(
      await summed(
        `(select day, service_type, category, institution, created_by, claims_count, amount_centavos
          from claim_day_service_counts
          union all
          select day, service_type, category, institution, created_by, claims_count, amount_centavos
          from claim_rollup_deltas where day is not null) per_day_service`,
        'day, service_type, category, institution, created_by',
        ['claims_count', 'amount_centavos'],
      ),
    ),
    rowsOf(
      await summed(
        `(select day, barangay, claims_count, amount_centavos from claim_day_barangay_counts
          union all
          select day, barangay, claims_count, amount_centavos from claim_rollup_deltas where day is not null)
          per_day_barangay`,
        'day, barangay',
        ['claims_count', 'amount_centavos'],
      ),
    ),
    // The members with a claim per month of service (migration 0030).
    rowsOf(
      await db.execute(sql`select month::text, member_id from claim_member_months order by month, member_id`),
    ),
  ];
}
