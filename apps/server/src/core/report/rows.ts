/**
 * The report table's pages (DECISIONS 27), read in the sort's index order: later pages by keyset
 * ('rows after the last one shown'), pages without a cursor by position from the nearer end. Three
 * paths by the filters: the whole table (a deep page found in the sort's index first), a place filter
 * without a search (the page chosen on member_claim_totals alone, then joined with members), and the
 * members ⋈ totals join (a search or a registration date: filtered first, then sorted).
 */
import type { IsoDate, ReportSort } from '@portal/domain';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberClaimTotals, members } from '../../db/schema/index.ts';
import type { Queryable } from '../members.ts';
import { expiryMonthsOf } from './counts.ts';
import {
  noFilters,
  placeWithoutSearch,
  type ReportFilterInput,
  reportWhere,
  totalsWhere,
} from './filters.ts';
import {
  type KeyValues,
  keyColumnsOf,
  keysetCondition,
  keysOf,
  orderBy,
  outerSpec,
  type SortSpec,
  sortSpec,
  totalsSortSpec,
} from './ordering.ts';
import { type KeyedRow, type RawRow, SELECT_MEMBER, toRow } from './row-mapping.ts';

const m = members;
const t = memberClaimTotals;

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
  return raw ? keysOf(spec, raw) : null;
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
  // An expiry sort of a place filter (no search), a first page or one after a cursor: walked in the
  // members' expiry index from the first (or last) expiry month where the place rollup holds a member of
  // the set, so a page reads about its own rows divided by the set's share of those months, not every
  // row of the place sorted.
  const expiryWalk =
    placeWithoutSearch(r.filters) && r.sort.startsWith('expiry') && !r.offset
      ? await expiryMonthsOf(db, r.filters, r.today)
      : undefined;
  if (expiryWalk === null) return [];
  let walkBound: SQL | undefined;
  if (expiryWalk) {
    const increasing = (r.sort === 'expiry_asc') === forward;
    const after = r.after ? String(r.after[0]) : undefined;
    if (increasing && !(after && after >= expiryWalk.first))
      walkBound = sql`${m.expiryDate} >= ${expiryWalk.first}::date`;
    if (!increasing && !(after && after < expiryWalk.afterLast))
      walkBound = sql`${m.expiryDate} < ${expiryWalk.afterLast}::date`;
  }
  // A barangay / registration year or month filter (no search) with a sort other than by name: the
  // page is chosen on member_claim_totals alone (its copies and indexes), then joined with members.
  const onTotals = placeWithoutSearch(r.filters) && !expiryWalk ? totalsSortSpec(r.sort) : null;
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
    !expiryWalk &&
    ((Boolean(r.filters.search) && !r.walkSearch) ||
      r.filters.year !== undefined ||
      r.filters.month !== undefined);
  const outer: SortSpec = filterFirst ? outerSpec(spec) : spec;
  const where = and(
    reportWhere(r.filters, r.today),
    // Match the partial indexes of the claims sorts (the same rows: archived is a copy of archived_at).
    r.sort.startsWith('claims') || r.sort === 'latest_claim' ? sql`not ${t.archived}` : undefined,
    !filterFirst && r.after ? keysetCondition(spec, r.after, forward) : undefined,
    walkBound,
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
