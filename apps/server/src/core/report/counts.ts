/**
 * How many members a filtered set holds, and per status: counts without a search come from small
 * rollups kept by triggers (report_counts by expiry day and claim state, members_list_counts by
 * barangay and registration month, report_place_counts by place, expiry month and claim state); with a
 * search they are counted from the rows.
 */
import type { IsoDate, ReportStatus, ReportStatusCounts } from '@portal/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberClaimTotals, members, membersListCounts } from '../../db/schema/index.ts';
// The rollups as of now: the folded rows plus the deltas not yet folded (migration 0011).
import {
  reportPlaceCountsNow as placeCounts,
  reportPlaceExpiryCountsNow as placeExpiryCounts,
  reportCountsNow as reportCounts,
  type reportServiceCountsNow as reportServiceCounts,
} from '../../db/schema/reports.ts';
import type { Queryable } from '../members.ts';
import { onlyStatus, type ReportFilterInput, registrationRange, reportWhere } from './filters.ts';

const m = members;
const t = memberClaimTotals;

/** The report status of a rollup row: expired, else by claim state (report_claim_state: 0, 1, 2). */
const stateStatus = (expired: SQL, state: SQL) => sql`case
  when ${expired} then 'Expired'
  when ${state} = 0 then 'No Claims'
  when ${state} = 2 then 'High Claims'
  else 'Active' end`;

/** Status classes of report_counts on `today`. */
const rollupStatus = (today: IsoDate) =>
  stateStatus(sql`${reportCounts.expiryDate} <= ${today}::date`, sql`${reportCounts.claimState}`);

/** The rollup's rows of one status (all when none), on report_counts or report_service_counts. */
export function rollupStatusCondition(
  status: ReportStatus | undefined,
  today: IsoDate,
  table: typeof reportCounts | typeof reportServiceCounts = reportCounts,
): SQL | undefined {
  const state = (n: number) => sql`${table.claimState} = ${n}`;
  const live = sql`${table.expiryDate} > ${today}::date`;
  switch (status) {
    case undefined:
      return undefined;
    case 'Expired':
      return sql`${table.expiryDate} <= ${today}::date`;
    case 'No Claims':
      return and(live, state(0));
    case 'Active':
      return and(live, state(1));
    case 'High Claims':
      return and(live, state(2));
  }
}

/**
 * Rows in the filtered set: from a rollup when no search and not both status and place/date filters.
 * `searchLimit`: a search counts its matches up to one past it and no further (the table's page: the
 * domain's cappedTotal reads the count).
 */
export async function reportTotal(
  db: Queryable,
  f: ReportFilterInput,
  today: IsoDate,
  searchLimit?: number,
): Promise<number> {
  if (onlyStatus(f)) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${reportCounts.members}), 0)` })
      .from(reportCounts)
      .where(rollupStatusCondition(f.status, today));
    return Number(row?.n ?? 0);
  }
  if (!f.search && !f.status) {
    const range = registrationRange(f);
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${membersListCounts.n}), 0)` })
      .from(membersListCounts)
      .where(
        and(
          f.barangay ? eq(membersListCounts.barangay, f.barangay) : undefined,
          range
            ? and(gte(membersListCounts.month, range.from), lt(membersListCounts.month, range.to))
            : undefined,
          f.year === undefined && f.month !== undefined
            ? sql`extract(month from ${membersListCounts.month}) = ${f.month}`
            : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }
  if (!f.search && f.status) {
    // Status with a place filter: the place rollup.
    return (await placeStatusCounts(db, f, today)).counts[f.status];
  }
  // A search without a status needs no totals.
  const matches = f.status
    ? db
        .select({ one: sql`1`.as('one') })
        .from(m)
        .innerJoin(t, eq(t.memberId, m.id))
    : db.select({ one: sql`1`.as('one') }).from(m);
  const counted = matches.where(reportWhere(f, today));
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from((searchLimit === undefined ? counted : counted.limit(searchLimit + 1)).as('matches'));
  return Number(row?.n ?? 0);
}

/**
 * Whether a search matching `matches` members is better read by walking the sort's index (about
 * members ÷ matches rows read per row shown) than by sorting every match: when that walk up to the
 * page's end reads fewer rows than there are matches, and the matches are more than a few hundred.
 */
export async function searchIsBroad(db: Queryable, matches: number, upTo: number): Promise<boolean> {
  if (matches < 500) return false;
  const members = await membersEstimate(db);
  if (members <= 0) return false;
  return (upTo * members) / matches < matches;
}

/**
 * searchIsBroad for a search counted only so far (more matches than the list counts, cappedTotal):
 * the walk wins when the matches are more than √(upTo × members), so a search is counted up to that
 * as well as up to its list's limit — one count tells the total and the way to read the page, and
 * reads no further than the walk it decides on.
 */
export async function broadSearchThreshold(db: Queryable, upTo: number): Promise<number> {
  return Math.ceil(Math.sqrt(upTo * (await membersEstimate(db))));
}

/** The planner's estimate of the members table's rows (pg_class.reltuples). */
async function membersEstimate(db: Queryable): Promise<number> {
  const result = await db.execute(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'members'::regclass`,
  );
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** A place filter (barangay, registration year / month) on a place rollup's columns. */
const placeOf = (cols: typeof placeCounts | typeof placeExpiryCounts, f: ReportFilterInput) => {
  const range = registrationRange(f);
  return and(
    f.barangay ? eq(cols.barangay, f.barangay) : undefined,
    range ? and(gte(cols.registrationMonth, range.from), lt(cols.registrationMonth, range.to)) : undefined,
    f.year === undefined && f.month !== undefined
      ? sql`extract(month from ${cols.registrationMonth}) = ${f.month}`
      : undefined,
  );
};

/**
 * Members per report status on `today` of a place filter (barangay, registration year / month; no
 * search), and how many of them have claimed: from report_place_counts (migration 0036) for every
 * expiry month but today's (wholly expired before it, wholly live after it), and from
 * report_place_expiry_counts for the days of today's month. A few rows per barangay and registration
 * month, whatever the number of members.
 */
export async function placeStatusCounts(
  db: Queryable,
  f: ReportFilterInput,
  today: IsoDate,
): Promise<{ counts: ReportStatusCounts; withClaims: number }> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const p = placeCounts;
  const d = placeExpiryCounts;
  const result = await db.execute(sql`
    select status, claim_state > 0 as with_claims, sum(members)::bigint as members from (
      select ${stateStatus(sql`${p.expiryMonth} < ${monthStart}::date`, sql`${p.claimState}`)} as status, ${p.claimState} as claim_state, ${p.members} as members
        from ${p}
        where ${and(sql`${p.expiryMonth} <> ${monthStart}::date`, placeOf(p, f))}
      union all
      select ${stateStatus(sql`${d.expiryDate} <= ${today}::date`, sql`${d.claimState}`)}, ${d.claimState}, ${d.members}
        from ${d}
        where ${and(
          sql`${d.expiryDate} >= ${monthStart}::date`,
          sql`${d.expiryDate} < (${monthStart}::date + interval '1 month')`,
          placeOf(d, f),
        )}) x
    group by 1, 2`);
  const counts = emptyStatusCounts();
  let withClaims = 0;
  for (const r of rowsOf<{ status: ReportStatus; with_claims: boolean; members: string | number }>(result)) {
    counts[r.status] += Number(r.members);
    if (r.with_claims) withClaims += Number(r.members);
  }
  return { counts, withClaims };
}

/**
 * The first day of the first expiry month holding a member of a place-filtered set (by the place
 * rollup, today's month counted for any status it may hold), and the first day after the last such
 * month; null when the set is empty. Every member of the set expires within them.
 */
export async function expiryMonthsOf(
  db: Queryable,
  f: ReportFilterInput,
  today: IsoDate,
): Promise<{ first: IsoDate; afterLast: IsoDate } | null> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const p = placeCounts;
  const state = (n: number) => sql`${p.expiryMonth} >= ${monthStart}::date and ${p.claimState} = ${n}`;
  const status =
    f.status === undefined
      ? undefined
      : f.status === 'Expired'
        ? sql`${p.expiryMonth} <= ${monthStart}::date`
        : state(f.status === 'No Claims' ? 0 : f.status === 'High Claims' ? 2 : 1);
  const result = await db.execute(sql`
    select min(month)::text as first, (max(month) + interval '1 month')::date::text as after_last from (
      select ${p.expiryMonth} as month from ${p}
      where ${and(placeOf(p, f), status) ?? sql`true`}
      group by 1 having sum(${p.members}) > 0) x`);
  const row = rowsOf<{ first: string | null; after_last: string | null }>(result)[0];
  return row?.first && row.after_last
    ? { first: row.first as IsoDate, afterLast: row.after_last as IsoDate }
    : null;
}

export const emptyStatusCounts = (): ReportStatusCounts => ({
  Active: 0,
  'High Claims': 0,
  'No Claims': 0,
  Expired: 0,
});

/** Members per report status on `today` (the reports' statistics without filters, and the dashboard). */
export async function statusCountsFromRollup(
  db: Queryable,
  today: IsoDate,
  status?: ReportStatus,
): Promise<{ counts: ReportStatusCounts; claims: number; withClaims: number; total: number }> {
  const rows = await db
    .select({
      status: sql<ReportStatus>`${rollupStatus(today)}`,
      withClaims: sql<boolean>`${reportCounts.claimState} > 0`,
      members: sql<string>`sum(${reportCounts.members})`,
      claims: sql<string>`sum(${reportCounts.claimsCount})`,
      total: sql<string>`sum(${reportCounts.totalClaimedCentavos})`,
    })
    .from(reportCounts)
    .where(rollupStatusCondition(status, today))
    .groupBy(sql`1`, sql`2`);
  const counts = emptyStatusCounts();
  let claims = 0;
  let withClaims = 0;
  let total = 0;
  for (const r of rows) {
    counts[r.status] += Number(r.members);
    claims += Number(r.claims);
    total += Number(r.total);
    if (r.withClaims) withClaims += Number(r.members);
  }
  return { counts, claims, withClaims, total };
}
