/**
 * SQL of the claims report (DECISIONS 55): the claims of a range of service dates, read through the
 * service-date index (migration 0016), never a scan of every claim.
 */
import {
  type ClaimsReportPeriod,
  claimsReportPeriodOf,
  type IsoDate,
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

type GroupRow = {
  /** 'members': one row, the set's distinct members; 'barangay': per barangay; 'claims': the rest. */
  kind: 'members' | 'barangay' | 'claims';
  service_type: string | null;
  category: ServiceCategory | null;
  institution: string | null;
  barangay: string | null;
  service_date: string | null;
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
 * Every total of the report in one statement, the set's claims read from the index alone. The claims
 * are grouped once per member (the members served, and the per-member sums whose member's barangay
 * is looked up: one look-up per member, not per claim) and once per day, service and
 * institution, which is folded here into the totals per service, institution (case-insensitively, as
 * a claim's institution is compared, DECISIONS 16) and day or month. Sums are bigint in SQL.
 */
export async function claimsFigures(
  db: Queryable,
  f: ClaimsFilter,
  period: ClaimsReportPeriod,
): Promise<ClaimsFigures> {
  const result = await db.execute(sql`
    with c as not materialized (
      select c.member_id, c.service_type, c.category, c.institution, c.amount_centavos, c.service_date
      from claimed_services c
      where ${countedClaims(f)}
    ),
    per_member as (
      select member_id, count(*) as claims, sum(amount_centavos) as amount from c group by member_id
    )
    select 'members' as kind, null as service_type, null as category, null as institution,
      null as barangay, null as service_date, count(*) as claims, null as amount
    from per_member
    union all
    select 'barangay', null, null, null, m.barangay, null, sum(p.claims), sum(p.amount)
    -- A join, so the planner picks: a look-up per member (members_id_barangay_idx, migration 0016)
    -- for a few thousand claimants, a hash of members' barangays for a month's tens of thousands.
    from per_member p join members m on m.id = p.member_id
    group by m.barangay
    union all
    select 'claims', service_type, min(category), institution, null, service_date::text, count(*),
      sum(amount_centavos)
    from c
    group by service_date, service_type, institution`);

  const totals = { claimsCount: 0, amountCentavos: 0, membersServed: 0 };
  const services = new Map<string, Figures & { serviceType: string; category: ServiceCategory }>();
  // Per institution, case-insensitively: the spelling shown is the one with the most claims.
  const institutions = new Map<string, Figures & { spellings: Map<string, number> }>();
  const barangays: (Figures & { barangay: string })[] = [];
  const periods = new Map<string, Figures & { period: string }>();
  for (const row of rowsOf<GroupRow>(result)) {
    const n = { claimsCount: Number(row.claims), amountCentavos: Number(row.amount ?? 0) };
    if (row.kind === 'members') {
      totals.membersServed = n.claimsCount;
    } else if (row.kind === 'barangay') {
      barangays.push({ barangay: row.barangay ?? '', ...n });
    } else {
      add(totals, n);
      const serviceType = row.service_type ?? '';
      const service = services.get(serviceType) ?? {
        serviceType,
        category: row.category ?? 'outpatient',
        claimsCount: 0,
        amountCentavos: 0,
      };
      add(service, n);
      services.set(serviceType, service);

      const spelling = row.institution ?? '';
      const key = spelling.toLowerCase();
      const institution = institutions.get(key) ?? {
        spellings: new Map(),
        claimsCount: 0,
        amountCentavos: 0,
      };
      add(institution, n);
      institution.spellings.set(spelling, (institution.spellings.get(spelling) ?? 0) + n.claimsCount);
      institutions.set(key, institution);

      const date = row.service_date ?? '';
      const periodKey = claimsReportPeriodOf(date, period);
      const entry = periods.get(periodKey) ?? { period: periodKey, claimsCount: 0, amountCentavos: 0 };
      add(entry, n);
      periods.set(periodKey, entry);
    }
  }
  return {
    totals,
    perService: [...services.values()],
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
