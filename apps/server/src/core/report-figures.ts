/**
 * The figures of the reports (DECISIONS 26–29) and of the dashboard (DECISIONS 31), one set of queries
 * for both so the two never disagree. A report row is a non-archived member joined one to one with its
 * kept totals (member_claim_totals); no query here sums all claims.
 *
 * - Table pages are read in the sort's index order: later pages by keyset ('rows after the last one
 *   shown'), pages without a cursor by position from the nearer end.
 * - Counts without a search come from small rollups kept by triggers (report_counts by expiry day and
 *   claim state, members_list_counts by barangay and registration month); with a search or mixed filters
 *   they are counted from the rows.
 */
import {
  addDays,
  HIGH_CLAIMS_THRESHOLD_CENTAVOS,
  type IsoDate,
  memberFullName,
  REPORT_STATUSES,
  type ReportFilters,
  type ReportRow,
  type ReportSort,
  type ReportStatus,
  type ReportStatusCounts,
  reportStatus,
  SERVICE_TYPES,
  type ServiceAmount,
  serviceCategoryOf,
  topServices,
} from '@portal/domain';
import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { memberClaimTotals, members, membersListCounts } from '../db/schema/index.ts';
// The rollups as of now: the folded rows plus the deltas not yet folded (migration 0011).
import {
  reportPlaceServiceCountsNow as placeServiceCounts,
  reportCountsNow as reportCounts,
  reportServiceCountsNow as reportServiceCounts,
} from '../db/schema/reports.ts';
import { memberSearch } from './member-search.ts';
import type { Queryable } from './members.ts';

/** The filters of DECISIONS 27, each optional. */
export type ReportFilterInput = Partial<ReportFilters>;

const m = members;
const t = memberClaimTotals;

/**
 * The domain's ₱10,000 (spec 9), sent as a parameter: the SQL states no threshold of its own. The
 * rollups' claim_state (report_claim_state(), migration 0007) buckets by the same value;
 * test/rules-in-sql.test.ts checks every path against the domain's reportStatus.
 */
const HIGH = HIGH_CLAIMS_THRESHOLD_CENTAVOS;

/* ------------------------------------------------------------------------------------------------ */
/* Filters                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/** The first day of a registration year/month filter and the day after its end. */
function registrationRange(f: ReportFilterInput): { from: IsoDate; to: IsoDate } | null {
  if (f.year === undefined) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  if (f.month === undefined) return { from: `${f.year}-01-01`, to: `${f.year + 1}-01-01` };
  const next = f.month === 12 ? `${f.year + 1}-01-01` : `${f.year}-${two(f.month + 1)}-01`;
  return { from: `${f.year}-${two(f.month)}-01`, to: next };
}

/** Name and ID number words (the members list's search), or a reference number (whole, or its start). */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = memberSearch(search);
  if (!words || !search) return words;
  const ref = search.trim().toUpperCase();
  if (!/^REF-[0-9-]*$/.test(ref)) return words;
  return sql`(${words} or ${m.referenceNumber} like ${`${ref.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
}

/** A status on `today`, on the members' columns (or the copies kept on member_claim_totals). */
function statusCondition(
  status: ReportStatus | undefined,
  today: IsoDate,
  cols: { expiry: SQL; total: SQL },
): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'Expired':
      return sql`${cols.expiry} <= ${today}::date`;
    case 'No Claims':
      return sql`${cols.expiry} > ${today}::date and ${cols.total} <= 0`;
    case 'High Claims':
      return sql`${cols.expiry} > ${today}::date and ${cols.total} >= ${HIGH}`;
    case 'Active':
      return sql`${cols.expiry} > ${today}::date and ${cols.total} > 0 and ${cols.total} < ${HIGH}`;
  }
}

/** The report status (the domain's reportStatus) of an expiry date and a claims total, on `today`. */
function statusCase(today: IsoDate, cols: { expiry: SQL; total: SQL }): SQL {
  return sql`case
    when ${cols.expiry} <= ${today}::date then 'Expired'
    when ${cols.total} <= 0 then 'No Claims'
    when ${cols.total} >= ${HIGH} then 'High Claims'
    else 'Active' end`;
}

/** Every filter of DECISIONS 27 on the members ⋈ totals join; archived members left out. */
export function reportWhere(f: ReportFilterInput, today: IsoDate): SQL {
  const range = registrationRange(f);
  return and(
    isNull(m.archivedAt),
    searchCondition(f.search),
    f.barangay ? eq(m.barangay, f.barangay) : undefined,
    range ? and(gte(m.registrationDate, range.from), lt(m.registrationDate, range.to)) : undefined,
    f.year === undefined && f.month !== undefined
      ? sql`extract(month from ${m.registrationDate}) = ${f.month}`
      : undefined,
    statusCondition(f.status, today, { expiry: sql`${m.expiryDate}`, total: sql`${t.totalClaimedCentavos}` }),
  ) as SQL;
}

const onlyStatus = (f: ReportFilterInput) =>
  !f.search && !f.barangay && f.year === undefined && f.month === undefined;

/** A barangay or registration year/month filter (the place filters), without a search. */
const placeWithoutSearch = (f: ReportFilterInput) =>
  !f.search && (Boolean(f.barangay) || f.year !== undefined || f.month !== undefined);

/**
 * The filters without a search on member_claim_totals alone (its copies of the member's columns,
 * migrations 0007 and 0012): the same rows as reportWhere without a search, archived left out.
 */
function totalsWhere(f: ReportFilterInput, today: IsoDate): SQL {
  const range = registrationRange(f);
  return and(
    sql`not ${t.archived}`,
    f.barangay ? eq(t.barangay, f.barangay) : undefined,
    range ? and(gte(t.registrationDate, range.from), lt(t.registrationDate, range.to)) : undefined,
    f.year === undefined && f.month !== undefined
      ? sql`extract(month from ${t.registrationDate}) = ${f.month}`
      : undefined,
    statusCondition(f.status, today, { expiry: sql`${t.expiryDate}`, total: sql`${t.totalClaimedCentavos}` }),
  ) as SQL;
}

/* ------------------------------------------------------------------------------------------------ */
/* Sorts and keysets                                                                                 */
/* ------------------------------------------------------------------------------------------------ */

type KeyType = 'text' | 'date' | 'bigint';
type SortSpec = { keys: { expr: SQL; type: KeyType }[]; desc: boolean };

const textKey = (expr: SQL) => ({ expr: sql`${expr} collate "C"`, type: 'text' as const });

/** The sort keys of DECISIONS 27 in index order; the last is always the reference number. */
function sortSpec(sort: ReportSort): SortSpec {
  const mRef = textKey(sql`${m.referenceNumber}`);
  const tRef = textKey(sql`${t.referenceNumber}`);
  switch (sort) {
    case 'name_asc':
    case 'name_desc':
      return {
        desc: sort === 'name_desc',
        keys: [
          textKey(sql`lower(${m.lastName})`),
          textKey(sql`lower(${m.firstName})`),
          textKey(sql`lower(${m.middleName})`),
          mRef,
        ],
      };
    case 'latest_claim':
      return {
        desc: true,
        keys: [{ expr: sql`coalesce(${t.latestClaimDate}, '0001-01-01'::date)`, type: 'date' }, tRef],
      };
    case 'claims_asc':
    case 'claims_desc':
      return {
        desc: sort === 'claims_desc',
        keys: [
          { expr: sql`${t.totalClaimedCentavos}`, type: 'bigint' },
          { expr: sql`${t.claimsCount}`, type: 'bigint' },
          tRef,
        ],
      };
    case 'expiry_asc':
    case 'expiry_desc':
      return { desc: sort === 'expiry_desc', keys: [{ expr: sql`${m.expiryDate}`, type: 'date' }, mRef] };
    case 'registered_asc':
    case 'registered_desc':
      return {
        desc: sort === 'registered_desc',
        keys: [{ expr: sql`${m.registrationDate}`, type: 'date' }, mRef],
      };
  }
}

/** The sort's keys on member_claim_totals alone (not for the name sorts): its copies of the members' columns. */
function totalsSortSpec(sort: ReportSort): SortSpec | null {
  const tRef = textKey(sql`${t.referenceNumber}`);
  switch (sort) {
    case 'name_asc':
    case 'name_desc':
      return null;
    case 'expiry_asc':
    case 'expiry_desc':
      return { desc: sort === 'expiry_desc', keys: [{ expr: sql`${t.expiryDate}`, type: 'date' }, tRef] };
    case 'registered_asc':
    case 'registered_desc':
      return {
        desc: sort === 'registered_desc',
        keys: [{ expr: sql`${t.registrationDate}`, type: 'date' }, tRef],
      };
    default:
      return sortSpec(sort);
  }
}

/** A row's sort key values, as SQL gave them (strings and numbers). */
export type KeyValues = (string | number)[];

function param(value: string | number, type: KeyType): SQL {
  if (type === 'date') return sql`${String(value)}::date`;
  if (type === 'bigint') return sql`${Number(value)}::bigint`;
  return sql`${String(value)}::text collate "C"`;
}

/** Rows after (`forward`) or before the given keys, in the sort's order (or its reverse). */
function keysetCondition(spec: SortSpec, after: KeyValues, forward: boolean): SQL {
  const left = sql.join(
    spec.keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    spec.keys.map((k, i) => param(after[i]!, k.type)),
    sql`, `,
  );
  // Ascending read forward, or descending read backward: the keys that come after are greater.
  const greater = spec.desc !== forward;
  return greater ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

function orderBy(spec: SortSpec, forward: boolean): SQL {
  const dir = spec.desc === forward ? sql`desc` : sql`asc`;
  return sql.join(
    spec.keys.map((k) => sql`${k.expr} ${dir}`),
    sql`, `,
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Rows                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

type RawRow = {
  id: string;
  reference_number: string;
  id_number: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string | null;
  barangay: string;
  registration_date: string;
  expiry_date: string;
  claims_count: number;
  total_claimed_centavos: string | number;
  latest_claim_date: string | null;
  [key: `k${number}`]: string | number;
};

export type KeyedRow = { row: ReportRow; keys: KeyValues };

const dateText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

function toRow(raw: RawRow, spec: SortSpec, today: IsoDate): KeyedRow {
  const total = Number(raw.total_claimed_centavos);
  const expiryDate = dateText(raw.expiry_date)!;
  return {
    row: {
      id: raw.id,
      referenceNumber: raw.reference_number,
      idNumber: raw.id_number,
      fullName: memberFullName({
        firstName: raw.first_name,
        middleName: raw.middle_name,
        lastName: raw.last_name,
        suffix: raw.suffix,
      }),
      lastName: raw.last_name,
      firstName: raw.first_name,
      middleName: raw.middle_name,
      suffix: raw.suffix,
      barangay: raw.barangay,
      registrationDate: dateText(raw.registration_date)!,
      expiryDate,
      status: reportStatus({ expiryDate, totalClaimedCentavos: total }, today),
      claimsCount: Number(raw.claims_count),
      totalClaimedCentavos: total,
      latestClaimDate: dateText(raw.latest_claim_date),
    },
    keys: spec.keys.map((k, i) => {
      const v = raw[`k${i}`];
      return k.type === 'date' ? dateText(v)! : k.type === 'bigint' ? Number(v) : String(v);
    }),
  };
}

export type RowsRequest = {
  filters: ReportFilterInput;
  sort: ReportSort;
  today: IsoDate;
  limit: number;
  /** Rows strictly after these keys (in the sort's order), or from the start. */
  after?: KeyValues;
  /** Skip this many rows first (pages read without a cursor). */
  offset?: number;
  /** Read in the reverse order (rows before `after`; the last rows first). The result is reversed back. */
  backward?: boolean;
  /**
   * The search matches a large share of the members: walk the sort's index and filter as it goes
   * (a few rows read per row shown) instead of sorting every match first.
   */
  walkSearch?: boolean;
};

const SELECT_MEMBER = sql`${m.id} as id, ${m.referenceNumber} as reference_number, ${m.idNumber} as id_number,
      ${m.firstName} as first_name, ${m.middleName} as middle_name, ${m.lastName} as last_name,
      ${m.suffix} as suffix, ${m.barangay} as barangay, ${m.registrationDate}::text as registration_date,
      ${m.expiryDate}::text as expiry_date`;

const keyColumnsOf = (spec: SortSpec) =>
  sql.join(
    spec.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );

/** The same keys read back from a subquery `s` (k0, k1, …). */
const outerSpec = (spec: SortSpec): SortSpec => ({
  desc: spec.desc,
  keys: spec.keys.map((k, i) => ({
    expr: sql.raw(k.type === 'text' ? `s.k${i} collate "C"` : `s.k${i}`),
    type: k.type,
  })),
});

const noFilters = (f: ReportFilterInput) => onlyStatus(f) && !f.status;

/**
 * The sort keys of the row just before position `offset` of the whole (unfiltered) table, counted in
 * the sort's index alone (an index-only scan: no join, no row read), so a deep page without a cursor
 * is then read by keyset after them. Null when the position is past the end.
 */
async function keysBefore(db: Queryable, sort: ReportSort, offset: number, forward: boolean) {
  const spec = sortSpec(sort);
  const onTotals = sort.startsWith('claims') || sort === 'latest_claim';
  const result = await db.execute(sql`
    select ${keyColumnsOf(spec)} from ${onTotals ? t : m}
    where ${onTotals ? sql`not ${t.archived}` : isNull(m.archivedAt)}
    order by ${orderBy(spec, forward)} limit 1 offset ${offset - 1}`);
  const raw = rowsOf<Record<string, string | number>>(result)[0];
  if (!raw) return null;
  return spec.keys.map((k, i) => {
    const v = raw[`k${i}`]!;
    return k.type === 'date' ? dateText(v)! : k.type === 'bigint' ? Number(v) : String(v);
  });
}

/** Report rows in the sort's order, with their sort keys (for cursors). */
export async function reportRows(db: Queryable, r: RowsRequest): Promise<KeyedRow[]> {
  const forward = !r.backward;
  // A deep page of the whole table without a cursor: find where it starts in the sort's index, then
  // read it by keyset (an offset would read and join every row before it).
  if (!r.after && (r.offset ?? 0) > 0 && noFilters(r.filters)) {
    const after = await keysBefore(db, r.sort, r.offset!, forward);
    if (!after) return [];
    return reportRows(db, { ...r, offset: 0, after });
  }
  // A barangay / registration year or month filter (no search) with a sort other than by name: the
  // page is chosen on member_claim_totals alone (its copies and indexes), then joined with members.
  const onTotals = placeWithoutSearch(r.filters) ? totalsSortSpec(r.sort) : null;
  if (onTotals) {
    const outer = outerSpec(onTotals);
    const where = and(
      totalsWhere(r.filters, r.today),
      r.after ? keysetCondition(onTotals, r.after, forward) : undefined,
    );
    const result = await db.execute(sql`
      select ${SELECT_MEMBER}, s.claims_count, s.total_claimed_centavos, s.latest_claim_date::text as latest_claim_date,
        ${sql.join(
          onTotals.keys.map((_, i) => sql.raw(`s.k${i}`)),
          sql`, `,
        )}
      from (
        select ${t.memberId} as member_id, ${t.claimsCount} as claims_count,
          ${t.totalClaimedCentavos} as total_claimed_centavos, ${t.latestClaimDate} as latest_claim_date,
          ${keyColumnsOf(onTotals)}
        from ${t} where ${where}
        order by ${orderBy(onTotals, forward)}
        limit ${r.limit} offset ${r.offset ?? 0}) s
      join ${m} on ${m.id} = s.member_id
      order by ${orderBy(outer, forward)}`);
    const rows = rowsOf<RawRow>(result).map((raw) => toRow(raw, onTotals, r.today));
    return forward ? rows : rows.reverse();
  }

  const spec = sortSpec(r.sort);
  const keyColumns = keyColumnsOf(spec);
  // A search or a registration year/month narrows the set through its own index (trigram, date):
  // those rows are filtered first and then sorted (`offset 0` keeps the planner from walking the
  // sort's index instead and filtering as it goes, which reads most of the table for a rare name).
  // A search matching many members (`walkSearch`) is better served by walking the sort's index.
  const filterFirst =
    (Boolean(r.filters.search) && !r.walkSearch) ||
    r.filters.year !== undefined ||
    r.filters.month !== undefined;
  const outer: SortSpec = filterFirst ? outerSpec(spec) : spec;
  const where = and(
    reportWhere(r.filters, r.today),
    // Match the partial indexes of the claims sorts (the same rows: archived is a copy of archived_at).
    r.sort.startsWith('claims') || r.sort === 'latest_claim' ? sql`not ${t.archived}` : undefined,
    !filterFirst && r.after ? keysetCondition(spec, r.after, forward) : undefined,
  );
  const select = sql`
    select ${SELECT_MEMBER}, ${t.claimsCount} as claims_count,
      ${t.totalClaimedCentavos} as total_claimed_centavos, ${t.latestClaimDate}::text as latest_claim_date,
      ${keyColumns}
    from ${m} join ${t} on ${t.memberId} = ${m.id}
    where ${where}`;
  const result = filterFirst
    ? await db.execute(sql`
        select * from (${select} offset 0) s
        ${r.after ? sql`where ${keysetCondition(outer, r.after, forward)}` : sql``}
        order by ${orderBy(outer, forward)}
        limit ${r.limit} offset ${r.offset ?? 0}`)
    : await db.execute(sql`${select}
        order by ${orderBy(spec, forward)}
        limit ${r.limit} offset ${r.offset ?? 0}`);
  const rows = rowsOf<RawRow>(result).map((raw) => toRow(raw, spec, r.today));
  return forward ? rows : rows.reverse();
}

/** Every row of the filtered, sorted set, read in keyset batches (the CSV: never all in memory). */
export async function* reportRowBatches(
  db: Queryable,
  req: Omit<RowsRequest, 'limit' | 'after' | 'offset' | 'backward'>,
  size = 1000,
): AsyncGenerator<ReportRow[]> {
  let after: KeyValues | undefined;
  for (;;) {
    const batch = await reportRows(db, { ...req, limit: size, after });
    if (batch.length === 0) return;
    yield batch.map((b) => b.row);
    after = batch[batch.length - 1]!.keys;
    if (batch.length < size) return;
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* Counts and statistics                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** Status classes of report_counts on `today`. */
const rollupStatus = (today: IsoDate) => sql`case
  when ${reportCounts.expiryDate} <= ${today}::date then 'Expired'
  when ${reportCounts.claimState} = 0 then 'No Claims'
  when ${reportCounts.claimState} = 2 then 'High Claims'
  else 'Active' end`;

/** The rollup's rows of one status (all when none), on report_counts or report_service_counts. */
function rollupStatusCondition(
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

/** Rows in the filtered set: from a rollup when no search and not both status and place/date filters. */
export async function reportTotal(db: Queryable, f: ReportFilterInput, today: IsoDate): Promise<number> {
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
  if (!f.search) {
    // Status with a place filter: member_claim_totals alone (its copies and indexes).
    const [row] = await db.select({ n: sql<string>`count(*)` }).from(t).where(totalsWhere(f, today));
    return Number(row?.n ?? 0);
  }
  if (!f.status) {
    // A search without a status needs no totals.
    const [row] = await db.select({ n: sql<string>`count(*)` }).from(m).where(reportWhere(f, today));
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(m)
    .innerJoin(t, eq(t.memberId, m.id))
    .where(reportWhere(f, today));
  return Number(row?.n ?? 0);
}

/**
 * Whether a search matching `matches` members is better read by walking the sort's index (about
 * members ÷ matches rows read per row shown) than by sorting every match: when that walk up to the
 * page's end reads fewer rows than there are matches, and the matches are more than a few hundred.
 */
export async function searchIsBroad(db: Queryable, matches: number, upTo: number): Promise<boolean> {
  if (matches < 500) return false;
  const result = await db.execute(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'members'::regclass`,
  );
  const members = Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  if (members <= 0) return false;
  return (upTo * members) / matches < matches;
}

export type ReportFigures = {
  totalMembers: number;
  expiredMembers: number;
  totalClaimedCentavos: number;
  claimsCount: number;
  membersWithClaims: number;
  highestTotalCentavos: number;
  membersPerStatus: ReportStatusCounts;
  topServices: ServiceAmount[];
};

const emptyStatusCounts = (): ReportStatusCounts => ({
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

type ServiceRaw = {
  service_type: string;
  category: string;
  claims: string | number;
  amount: string | number;
};
const toService = (r: ServiceRaw): ServiceAmount => ({
  serviceType: r.service_type,
  category: r.category === 'inpatient' ? 'inpatient' : 'outpatient',
  claimsCount: Number(r.claims),
  amountCentavos: Number(r.amount),
});
/** The top services (the domain's rule) of per-service rows of a rollup (at most one per service). */
const topServicesOf = (rows: unknown): ServiceAmount[] =>
  topServices(rowsOf<ServiceRaw>(rows).map(toService));

/** DECISIONS 28 for the filtered set: cards and statistics. */
export async function reportFigures(
  db: Queryable,
  f: ReportFilterInput,
  today: IsoDate,
): Promise<ReportFigures> {
  if (onlyStatus(f)) {
    const statusOnTotals = statusCondition(f.status, today, {
      expiry: sql`${t.expiryDate}`,
      total: sql`${t.totalClaimedCentavos}`,
    });
    const servicesWhere = rollupStatusCondition(f.status, today, reportServiceCounts);
    const [rollup, highest, services] = await Promise.all([
      statusCountsFromRollup(db, today, f.status),
      db.execute(sql`
        select ${t.totalClaimedCentavos} as total from ${t}
        where not ${t.archived} and ${t.expiryDate} is not null ${statusOnTotals ? sql`and ${statusOnTotals}` : sql``}
        order by ${t.totalClaimedCentavos} desc, ${t.claimsCount} desc, ${t.referenceNumber} collate "C" desc
        limit 1`),
      db.execute(sql`
        select ${reportServiceCounts.serviceType} as service_type, min(${reportServiceCounts.category}) as category,
          sum(${reportServiceCounts.claimsCount}) as claims, sum(${reportServiceCounts.amountCentavos}) as amount
        from ${reportServiceCounts}
        ${servicesWhere ? sql`where ${servicesWhere}` : sql``}
        group by 1`),
    ]);
    const top = rowsOf<{ total: string | number }>(highest)[0];
    const totalMembers = Object.values(rollup.counts).reduce((a, b) => a + b, 0);
    return {
      totalMembers,
      expiredMembers: rollup.counts.Expired,
      totalClaimedCentavos: rollup.total,
      claimsCount: rollup.claims,
      membersWithClaims: rollup.withClaims,
      highestTotalCentavos: Math.max(0, Number(top?.total ?? 0)),
      membersPerStatus: rollup.counts,
      topServices: topServicesOf(services),
    };
  }

  if (placeWithoutSearch(f)) {
    // Counts on member_claim_totals alone (copies and covering indexes, migration 0012); the top
    // services from the place rollup when no status narrows the set further.
    const tStatus = statusCase(today, {
      expiry: sql`${t.expiryDate}`,
      total: sql`${t.totalClaimedCentavos}`,
    });
    const range = registrationRange(f);
    const placeWhere = and(
      f.barangay ? eq(placeServiceCounts.barangay, f.barangay) : undefined,
      range
        ? and(
            gte(placeServiceCounts.registrationMonth, range.from),
            lt(placeServiceCounts.registrationMonth, range.to),
          )
        : undefined,
      f.year === undefined && f.month !== undefined
        ? sql`extract(month from ${placeServiceCounts.registrationMonth}) = ${f.month}`
        : undefined,
    );
    const perStatusSql = sql`
      select ${tStatus} as status, count(*) as members, sum(${t.claimsCount}) as claims,
        sum(${t.totalClaimedCentavos}) as total,
        count(*) filter (where ${t.totalClaimedCentavos} > 0) as with_claims,
        max(${t.totalClaimedCentavos}) as highest
        ${f.status ? sql`, ${serviceSums}` : sql``}
      from ${t} where ${totalsWhere(f, today)}
      group by 1`;
    if (f.status) return figuresOf(await db.execute(perStatusSql));
    const [perStatus, services] = await Promise.all([
      db.execute(perStatusSql),
      db.execute(sql`
        select ${placeServiceCounts.serviceType} as service_type, min(${placeServiceCounts.category}) as category,
          sum(${placeServiceCounts.claimsCount}) as claims, sum(${placeServiceCounts.amountCentavos}) as amount
        from ${placeServiceCounts} where ${placeWhere ?? sql`true`}
        group by 1`),
    ]);
    return figuresOf(perStatus, topServicesOf(services));
  }

  const where = reportWhere(f, today);
  const memberStatus = statusCase(today, {
    expiry: sql`${m.expiryDate}`,
    total: sql`${t.totalClaimedCentavos}`,
  });
  // One pass over the set's members: the counts per status and the sums of their claims per service.
  // Planned with random_page_cost 1.1 (SSD / cached data) instead of the default 4 (spinning disks):
  // at 4 the planner would rather read all 100,000 totals rows than probe the 4,000 of a name's matches
  // by primary key (measured: 38 ms against 26); a search matching most members still gets the scan.
  const perStatus = await db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return tx.execute(sql`
      select ${memberStatus} as status, count(*) as members, sum(${t.claimsCount}) as claims,
        sum(${t.totalClaimedCentavos}) as total, count(*) filter (where ${t.totalClaimedCentavos} > 0) as with_claims,
        max(${t.totalClaimedCentavos}) as highest, ${serviceSums}
      from ${m} join ${t} on ${t.memberId} = ${m.id}
      where ${where}
      group by 1`);
  });
  return figuresOf(perStatus);
}

/**
 * The set's claims and amounts per service of the catalogue, summed from the arrays on its members'
 * totals rows (migration 0013: place i+1 is SERVICE_TYPES[i]): columns c1, a1, c2, a2, … per row.
 */
const serviceSums = sql.join(
  SERVICE_TYPES.map(
    (_, i) =>
      sql`sum(${t.serviceClaims}[${sql.raw(String(i + 1))}]) as ${sql.raw(`c${i + 1}`)}, sum(${t.serviceAmounts}[${sql.raw(String(i + 1))}]) as ${sql.raw(`a${i + 1}`)}`,
  ),
  sql`, `,
);

/** The top services of per-status rows carrying serviceSums. */
function servicesOfSums(rows: Record<string, unknown>[]): ServiceAmount[] {
  return topServices(
    SERVICE_TYPES.map((serviceType, i) => ({
      serviceType,
      category: serviceCategoryOf(serviceType) ?? 'outpatient',
      claimsCount: rows.reduce((sum, r) => sum + Number(r[`c${i + 1}`] ?? 0), 0),
      amountCentavos: rows.reduce((sum, r) => sum + Number(r[`a${i + 1}`] ?? 0), 0),
    })),
  );
}

/** The figures from the per-status rows, and the top services (else from the rows' serviceSums). */
function figuresOf(perStatus: unknown, services?: ServiceAmount[]): ReportFigures {
  const counts = emptyStatusCounts();
  let claims = 0;
  let total = 0;
  let withClaims = 0;
  let highest = 0;
  for (const r of rowsOf<{
    status: ReportStatus;
    members: string | number;
    claims: string | number;
    total: string | number;
    with_claims: string | number;
    highest: string | number;
  }>(perStatus)) {
    if (!REPORT_STATUSES.includes(r.status)) continue;
    counts[r.status] += Number(r.members);
    claims += Number(r.claims);
    total += Number(r.total);
    withClaims += Number(r.with_claims);
    highest = Math.max(highest, Number(r.highest));
  }
  return {
    totalMembers: Object.values(counts).reduce((a, b) => a + b, 0),
    expiredMembers: counts.Expired,
    totalClaimedCentavos: total,
    claimsCount: claims,
    membersWithClaims: withClaims,
    highestTotalCentavos: highest,
    membersPerStatus: counts,
    topServices: services ?? servicesOfSums(rowsOf<Record<string, unknown>>(perStatus)),
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Dashboard figures from the same rollups                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** Non-archived active members whose expiry is within `days` days (today < expiry ≤ today + days). */
export async function expiringWithin(db: Queryable, today: IsoDate, days: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${reportCounts.members}), 0)` })
    .from(reportCounts)
    .where(
      sql`${reportCounts.expiryDate} > ${today}::date and ${reportCounts.expiryDate} <= ${addDays(today, days)}::date`,
    );
  return Number(row?.n ?? 0);
}
