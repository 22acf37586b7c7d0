/**
 * The report filters (DECISIONS 27) as SQL conditions: on the members ⋈ totals join (reportWhere) and on
 * member_claim_totals alone (totalsWhere: its copies of the members' columns), and which reading path a
 * set of filters takes (onlyStatus, placeWithoutSearch, noFilters).
 */
import {
  HIGH_CLAIMS_THRESHOLD_CENTAVOS,
  type IsoDate,
  type ReportFilters,
  type ReportStatus,
} from '@portal/domain';
import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { memberClaimTotals, members } from '../../db/schema/index.ts';
import { memberSearch } from '../member-search.ts';

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

/** The first day of a registration year/month filter and the day after its end. */
export function registrationRange(f: ReportFilterInput): { from: IsoDate; to: IsoDate } | null {
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
export function statusCondition(
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
export function statusCase(today: IsoDate, cols: { expiry: SQL; total: SQL }): SQL {
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

/** Only a status filter (or none): the rollups answer. */
export const onlyStatus = (f: ReportFilterInput) =>
  !f.search && !f.barangay && f.year === undefined && f.month === undefined;

/** A barangay or registration year/month filter (the place filters), without a search. */
export const placeWithoutSearch = (f: ReportFilterInput) =>
  !f.search && (Boolean(f.barangay) || f.year !== undefined || f.month !== undefined);

/**
 * The filters without a search on member_claim_totals alone (its copies of the member's columns,
 * migrations 0007 and 0012): the same rows as reportWhere without a search, archived left out.
 */
export function totalsWhere(f: ReportFilterInput, today: IsoDate): SQL {
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

/** No filter at all: the whole (non-archived) table. */
export const noFilters = (f: ReportFilterInput) => onlyStatus(f) && !f.status;
