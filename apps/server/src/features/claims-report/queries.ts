/**
 * SQL of the claims report (DECISIONS 55): its totals from the rollups of claims per day (migration 0030),
 * its members served from the members' months with a claim or the claims' service-date index
 * (migration 0016), its CSV and voided claims from the claims of the range; never a scan of every claim.
 */
import {
  addDays,
  addMonths,
  type ClaimsReportPeriod,
  claimsReportPeriodOf,
  type IsoDate,
  monthWindow,
  type ServiceCategory,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import { rowsOf } from '../../db/rows.ts';

/** The set of claims a report answers for: the range (both days included) and the filters. */
export type ClaimsFilter = {
  from: IsoDate;
  to: IsoDate;
  service?: string;
  category?: ServiceCategory;
  institution?: string;
  barangay?: string;
  adminId?: string;
};

/**
 * THE claims a report counts, as conditions on `claimed_services c` alone: the one place every figure
 * and the CSV take them from. Claims of archived members count (the money was paid; archiving a
 * member does not change what was spent). A barangay is the member's, as the member's record holds
 * it now (as on the other reports). Voided claims (DECISIONS 51) are not in claimed_services: the
 * same conditions on `voided_claims c` give the ones listed apart (`voidedClaimsIn`).
 */
function countedClaims(f: ClaimsFilter): SQL {
  const conditions: SQL[] = [
    // The range is read from claimed_services_service_date_idx (migration 0016).
    sql`c.service_date between ${f.from}::date and ${f.to}::date`,
  ];
  if (f.service) conditions.push(sql`c.service_type = ${f.service}`);
  if (f.category) conditions.push(sql`c.category = ${f.category}`);
  if (f.institution) conditions.push(sql`lower(c.institution) = lower(${f.institution})`);
  if (f.adminId) conditions.push(sql`c.created_by = ${f.adminId}`);
  if (f.barangay) {
    conditions.push(sql`c.member_id in (select id from members where barangay = ${f.barangay})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The same set as rows of a claims report rollup (migration 0030) or of the claim deltas not folded
 * into them yet, `k` either: every condition of `countedClaims` is one of their keys. claim_day_counts
 * has every key (day, service, category, institution, the member's barangay, admin);
 * claim_day_service_counts all but the barangay, claim_day_barangay_counts only the day and barangay:
 * `rollupsFor` picks, for each kind of total, the smallest that has the filter's keys. An institution
 * reads its rows of claim_day_counts from claim_day_counts_institution_idx (migration 0033).
 */
function countedDays(f: ClaimsFilter): SQL {
  const conditions: SQL[] = [sql`k.day between ${f.from}::date and ${f.to}::date`];
  if (f.service) conditions.push(sql`k.service_type = ${f.service}`);
  if (f.category) conditions.push(sql`k.category = ${f.category}`);
  if (f.institution) conditions.push(sql`lower(k.institution) = lower(${f.institution})`);
  if (f.adminId) conditions.push(sql`k.created_by = ${f.adminId}`);
  if (f.barangay) conditions.push(sql`k.barangay = ${f.barangay}`);
  return sql.join(conditions, sql` and `);
}

/** A filter on the claims' own columns (not the member's barangay). */
const filtersClaims = (f: ClaimsFilter) => Boolean(f.service || f.category || f.institution || f.adminId);

/**
 * The rollups the totals read: per service, institution and day (`perKey`) and per barangay
 * (`perBarangay`). A month of the bench data (96,000 claims) has about 30,000 rows of claim_day_counts,
 * 600 of claim_day_service_counts and 1,900 of claim_day_barangay_counts.
 */
function rollupsFor(f: ClaimsFilter): { perKey: SQL; perBarangay: SQL } {
  return {
    perKey: sql.raw(f.barangay ? 'claim_day_counts' : 'claim_day_service_counts'),
    perBarangay: sql.raw(f.barangay || filtersClaims(f) ? 'claim_day_counts' : 'claim_day_barangay_counts'),
  };
}

/**
 * The whole calendar months inside the range (the first day of the first and of the last), null when
 * none: their members served are read from claim_member_months.
 */
export function wholeMonthsOf(from: IsoDate, to: IsoDate): { first: IsoDate; last: IsoDate } | null {
  const first = from.endsWith('-01') ? from : addMonths(monthWindow(from).start, 1);
  const last = monthWindow(to).end === to ? monthWindow(to).start : addMonths(monthWindow(to).start, -1);
  return first <= last ? { first, last } : null;
}

/**
 * The count of distinct members with a claim in the set. A filter on the claims themselves (service,
 * category, institution, admin): from the claims' index of the filter (a service or an institution
 * and the range, migration 0033; a category or an admin: the service-date index). Otherwise the whole
 * months of the range are read from claim_member_months (a row per member and month with a claim;
 * one month: counted, no deduplication) and the days before and after them from the claims; a
 * barangay is the member's, as for the other totals (its members' ids from members_barangay_member_idx,
 * migration 0033).
 */
function membersServed(f: ClaimsFilter): SQL {
  const months = filtersClaims(f) ? null : wholeMonthsOf(f.from, f.to);
  if (!months) {
    return sql`select count(*) from (select c.member_id from claimed_services c where ${countedClaims(f)}
      group by c.member_id) s`;
  }
  const ofBarangay = f.barangay
    ? sql`and k.member_id in (select id from members where barangay = ${f.barangay})`
    : sql``;
  const lastEnd = monthWindow(months.last).end;
  const edges: SQL[] = [];
  if (f.from < months.first)
    edges.push(sql`c.service_date between ${f.from}::date and ${addDays(months.first, -1)}::date`);
  if (lastEnd < f.to) edges.push(sql`c.service_date between ${addDays(lastEnd, 1)}::date and ${f.to}::date`);
  if (edges.length === 0 && months.first === months.last) {
    return sql`select count(*) from claim_member_months k where k.month = ${months.first}::date ${ofBarangay}`;
  }
  const edgeClaims = edges.length
    ? sql`union all select c.member_id from claimed_services c where (${sql.join(edges, sql` or `)}) ${
        f.barangay ? sql`and c.member_id in (select id from members where barangay = ${f.barangay})` : sql``
      }`
    : sql``;
  // Several months, or months and days: each member once (a hash of the rows).
  return sql`select count(*) from (select member_id from (
    select k.member_id from claim_member_months k
    where k.month between ${months.first}::date and ${months.last}::date ${ofBarangay}
    ${edgeClaims}) u group by member_id) s`;
}

type GroupRow = {
  /** Which total the row is: per service, institution, barangay or day; 'members': the members served. */
  kind: 'service' | 'institution' | 'barangay' | 'day' | 'members';
  service_type: string | null;
  category: ServiceCategory | null;
  institution: string | null;
  barangay: string | null;
  day: string | null;
  claims: string;
  amount: string | null;
};

export type Figures = { claimsCount: number; amountCentavos: number };

export type ClaimsFigures = {
  totals: Figures & { membersServed: number };
  perService: (Figures & { serviceType: string; category: ServiceCategory })[];
  perInstitution: (Figures & { institution: string })[];
  perBarangay: (Figures & { barangay: string })[];
  perPeriod: (Figures & { period: string })[];
};

const add = (into: Figures, row: Figures) => {
  into.claimsCount += row.claimsCount;
  into.amountCentavos += row.amountCentavos;
};

/**
 * Every total of the report in one statement. The totals per service, institution (as typed) and day
 * sum the set's rows of a rollup plus the deltas not folded yet in one pass (grouping sets), the totals
 * per barangay likewise (`rollupsFor`); a key whose claims have all gone (voided, or moved to another
 * barangay) is left out. Here institutions are folded case-insensitively (as a claim's institution is
 * compared, DECISIONS 16) and days into months. The members served: `membersServed`. Sums are bigint
 * in SQL.
 */
export async function claimsFigures(
  db: Queryable,
  f: ClaimsFilter,
  period: ClaimsReportPeriod,
): Promise<ClaimsFigures> {
  const { perKey, perBarangay } = rollupsFor(f);
  const result = await db.execute(sql`
    with k as (
      select k.day, k.service_type, k.category, k.institution, k.claims_count, k.amount_centavos
      from ${perKey} k where ${countedDays(f)}
      union all
      select k.day, k.service_type, k.category, k.institution, k.claims_count, k.amount_centavos
      from claim_rollup_deltas k where ${countedDays(f)}
    ),
    b as (
      select k.barangay, k.claims_count, k.amount_centavos from ${perBarangay} k where ${countedDays(f)}
      union all
      select k.barangay, k.claims_count, k.amount_centavos from claim_rollup_deltas k where ${countedDays(f)}
    )
    select case grouping(service_type, institution, day) when 3 then 'service' when 5 then 'institution'
        else 'day' end as kind,
      service_type, min(category) as category, institution, null as barangay, day::text as day,
      sum(claims_count) as claims, sum(amount_centavos) as amount
    from k
    group by grouping sets ((service_type), (institution), (day))
    having sum(claims_count) <> 0
    union all
    select 'barangay', null, null, null, barangay, null, sum(claims_count), sum(amount_centavos)
    from b group by barangay having sum(claims_count) <> 0
    union all
    select 'members', null, null, null, null, null, (${membersServed(f)}), null`);

  const totals = { claimsCount: 0, amountCentavos: 0, membersServed: 0 };
  const services: (Figures & { serviceType: string; category: ServiceCategory })[] = [];
  // Per institution, case-insensitively: the spelling shown is the one with the most claims.
  const institutions = new Map<string, Figures & { spellings: Map<string, number> }>();
  const barangays: (Figures & { barangay: string })[] = [];
  const periods = new Map<string, Figures & { period: string }>();
  for (const row of rowsOf<GroupRow>(result)) {
    const n = { claimsCount: Number(row.claims), amountCentavos: Number(row.amount ?? 0) };
    if (row.kind === 'members') {
      totals.membersServed = n.claimsCount;
    } else if (row.kind === 'service') {
      add(totals, n);
      services.push({ serviceType: row.service_type ?? '', category: row.category ?? 'outpatient', ...n });
    } else if (row.kind === 'institution') {
      const spelling = row.institution ?? '';
      const key = spelling.toLowerCase();
      const institution = institutions.get(key) ?? {
        spellings: new Map(),
        claimsCount: 0,
        amountCentavos: 0,
      };
      add(institution, n);
      institution.spellings.set(spelling, n.claimsCount);
      institutions.set(key, institution);
    } else if (row.kind === 'barangay') {
      barangays.push({ barangay: row.barangay ?? '', ...n });
    } else {
      const periodKey = claimsReportPeriodOf(row.day ?? '', period);
      const entry = periods.get(periodKey) ?? { period: periodKey, claimsCount: 0, amountCentavos: 0 };
      add(entry, n);
      periods.set(periodKey, entry);
    }
  }
  return {
    totals,
    perService: services,
    perInstitution: [...institutions.values()].map(({ spellings, ...figures }) => ({
      institution: mostUsed(spellings),
      ...figures,
    })),
    perBarangay: barangays,
    perPeriod: [...periods.values()],
  };
}

/** The spelling with the most claims; ties: the first in character order. */
function mostUsed(spellings: Map<string, number>): string {
  let best = '';
  let most = -1;
  for (const [spelling, count] of spellings) {
    if (count > most || (count === most && spelling < best)) {
      best = spelling;
      most = count;
    }
  }
  return best;
}

type CsvRow = {
  id: string;
  service_date: string;
  created_at: string;
  reference_number: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  suffix: string | null;
  barangay: string;
  service_type: string;
  specific_procedure: string | null;
  category: ServiceCategory;
  institution: string;
  amount_centavos: number;
  beneficiary_name: string | null;
  recorded_by: string | null;
  recorded_at: string;
};

/**
 * The set's claims in service-date order (then the order they were recorded), in keyset batches of
 * `size`: the CSV never holds more than one batch.
 */
export async function* claimBatches(
  db: Queryable,
  f: ClaimsFilter,
  timeZone: string,
  size = 1000,
): AsyncGenerator<CsvRow[]> {
  let after: { date: string; at: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (c.service_date, c.created_at, c.id) > (${after.date}::date, ${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const result = await db.execute(sql`
      select c.id, c.service_date::text as service_date, c.created_at::text as created_at,
        m.reference_number, m.last_name, m.first_name, m.middle_name, m.suffix, m.barangay,
        c.service_type, c.specific_procedure, c.category, c.institution, c.amount_centavos,
        case when c.beneficiary_use then c.beneficiary_name end as beneficiary_name,
        nullif(trim(a.first_name || ' ' || a.last_name), '') as recorded_by,
        to_char(c.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as recorded_at
      from claimed_services c
        join members m on m.id = c.member_id
        left join admins a on a.user_id = c.created_by
      where ${countedClaims(f)} ${keyset}
      order by c.service_date, c.created_at, c.id
      limit ${size}`);
    const rows = rowsOf<CsvRow>(result);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { date: last.service_date, at: last.created_at, id: last.id };
    if (rows.length < size) return;
  }
}

/** Administrators who can have recorded claims (approved, or approved once and since deactivated). */
export async function recorders(db: Queryable): Promise<{ id: string; name: string }[]> {
  const result = await db.execute(sql`
    select user_id as id, trim(first_name || ' ' || last_name) as name
    from admins
    where approval_status in ('approved', 'deactivated')
    order by lower(last_name), lower(first_name), user_id`);
  return rowsOf<{ id: string; name: string }>(result);
}

/** The most voided claims the report lists (their count and amount cover them all). */
export const VOIDED_LISTED = 200;

export type VoidedRow = {
  id: string;
  service_date: string;
  service_type: string;
  institution: string;
  amount_centavos: number;
  reference_number: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  voided_at: Date;
  voided_by: string | null;
  void_reason: string;
  total_count: string;
  total_amount: string;
};

/** DECISIONS 55: the voided claims of the set, apart (newest service date first), with their totals. */
export async function voidedClaimsIn(db: Queryable, f: ClaimsFilter): Promise<VoidedRow[]> {
  return rowsOf<VoidedRow>(
    await db.execute(sql`
      select c.id, c.service_date::text as service_date, c.service_type, c.institution, c.amount_centavos,
        m.reference_number, m.last_name, m.first_name, m.middle_name, m.suffix, c.voided_at,
        nullif(trim(a.first_name || ' ' || a.last_name), '') as voided_by, c.void_reason,
        count(*) over () as total_count, sum(c.amount_centavos) over () as total_amount
      from voided_claims c
      join members m on m.id = c.member_id
      left join admins a on a.user_id = c.voided_by
      where ${countedClaims(f)}
      order by c.service_date desc, c.voided_at desc
      limit ${VOIDED_LISTED}`),
  );
}
