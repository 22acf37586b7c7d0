/** The reports page (DECISIONS 26–29): table pages, cards and statistics, print rows and the CSV. */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CSV_BOM,
  cappedTotal,
  csvLine,
  type IsoDate,
  listCountLimit,
  REPORT_CSV_COLUMNS,
  REPORT_PRINT_LIMIT,
  REPORTS_PAGE_SIZE,
  type ReportFilters,
  type ReportPrint,
  type ReportSortedQuery,
  type ReportSummary,
  type ReportTablePage,
  type ReportTableQuery,
  reportCsvCells,
  searchWords,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { paging } from '../../core/paging.ts';
import { broadSearchThreshold, reportTotal, searchIsBroad } from '../../core/report/counts.ts';
import { reportRowBatches } from '../../core/report/csv-batches.ts';
import { reportFigures } from '../../core/report/figures.ts';
import type { KeyValues } from '../../core/report/ordering.ts';
import type { KeyedRow } from '../../core/report/row-mapping.ts';
import { reportRows } from '../../core/report/rows.ts';
import { invalidInput } from '../../http/errors.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

const todayOf = (deps: Deps): IsoDate => todayIn(deps.config.timeZone, deps.now());

const filtersOf = (q: ReportFilters): ReportFilters => ({
  search: q.search,
  barangay: q.barangay,
  status: q.status,
  year: q.year,
  month: q.month,
});

/* A cursor: the sort keys of the last row shown, the page it leads to, and which filters/sort it is for. */
type Cursor = { v: 1; p: number; f: string; k: KeyValues };

function fingerprint(q: ReportSortedQuery): string {
  const f = filtersOf(q);
  const text = JSON.stringify([
    q.sort,
    f.search ?? '',
    f.barangay ?? '',
    f.status ?? '',
    f.year ?? '',
    f.month ?? '',
  ]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

function encodeCursor(q: ReportSortedQuery, page: number, keys: KeyValues): string {
  const cursor: Cursor = { v: 1, p: page, f: fingerprint(q), k: keys };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor's keys when it was made for this query and page; null when for another; 400 when unreadable. */
function decodeCursor(q: ReportTableQuery): KeyValues | null {
  if (!q.cursor) return null;
  let cursor: Cursor;
  try {
    cursor = JSON.parse(Buffer.from(q.cursor, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw invalidInput([{ path: ['cursor'] }]);
  }
  const valid =
    cursor &&
    cursor.v === 1 &&
    Number.isInteger(cursor.p) &&
    typeof cursor.f === 'string' &&
    Array.isArray(cursor.k) &&
    cursor.k.length >= 2 &&
    cursor.k.length <= 4 &&
    cursor.k.every((k) => (typeof k === 'string' && k.length <= 400) || Number.isFinite(k));
  if (!valid) throw invalidInput([{ path: ['cursor'] }]);
  if (cursor.p !== q.page || cursor.f !== fingerprint(q)) return null;
  return cursor.k;
}

/** One page of 10: by keyset after a cursor, else by position from the nearer end of the set. */
export async function reportTablePage(deps: Deps, q: ReportTableQuery): Promise<ReportTablePage> {
  const today = todayOf(deps);
  const filters = filtersOf(q);
  const size = REPORTS_PAGE_SIZE;
  const after = decodeCursor(q);
  const start = (q.page - 1) * size;
  // Without a search, a page after a cursor or the first page does not depend on the count: both are
  // read at once, on two connections (a year with a status counts and sorts the year's members: the
  // two reads took as long as each other, one after the other).
  const countFree = !filters.search && (after !== null || start === 0);
  // A search of words is counted only so far (cappedTotal); one of separators alone has none.
  const searched = searchWords(filters.search).length > 0;
  const searchLimit = listCountLimit(q.page, size);
  const upTo = after ? size : start + size;
  const broadAbove = searched ? await broadSearchThreshold(deps.db, upTo) : 0;
  const [counted, early] = await Promise.all([
    reportTotal(deps.db, filters, today, searched ? Math.max(searchLimit, broadAbove) : undefined),
    countFree
      ? reportRows(deps.db, {
          filters,
          sort: q.sort,
          today,
          limit: size,
          ...(after ? { after } : { offset: 0 }),
        })
      : null,
  ]);
  const { total, totalCapped } = searched
    ? cappedTotal(counted, searchLimit)
    : { total: counted, totalCapped: false };
  // A search counted only so far is read forward from its start (its end is not known).
  let walkSearch = false;
  if (filters.search && totalCapped) {
    walkSearch = counted > broadAbove;
  } else if (filters.search) {
    walkSearch = await searchIsBroad(deps.db, total, after ? size : Math.min(start, total - start) + size);
  }
  const base = { filters, sort: q.sort, today, walkSearch };
  let rows: KeyedRow[];
  if (early) {
    rows = early;
  } else if (after) {
    rows = await reportRows(deps.db, { ...base, limit: size, after });
  } else if (start >= total) {
    rows = [];
  } else if (totalCapped || start <= total / 2) {
    rows = await reportRows(deps.db, { ...base, limit: size, offset: start });
  } else {
    // Past the middle: the rows counted from the end, read in the reverse order.
    const end = Math.min(total, start + size);
    rows = await reportRows(deps.db, { ...base, limit: end - start, offset: total - end, backward: true });
  }
  const p = paging(q.page, size, total);
  const last = rows[rows.length - 1];
  const nextCursor =
    last && rows.length === size && (totalCapped || q.page < p.totalPages)
      ? encodeCursor(q, q.page + 1, last.keys)
      : null;
  let prevCursor: string | null = null;
  if (q.page >= 3 && rows[0]) {
    const before = await reportRows(deps.db, {
      ...base,
      limit: size + 1,
      after: rows[0].keys,
      backward: true,
    });
    if (before.length === size + 1) prevCursor = encodeCursor(q, q.page - 1, before[0]!.keys);
  }
  return {
    rows: rows.map((r) => r.row),
    page: p.page,
    pageSize: size,
    total: p.total,
    totalPages: p.totalPages,
    totalCapped,
    nextCursor,
    prevCursor,
    today,
  };
}

/** The four cards and the statistics of the filtered set (DECISIONS 28). */
export async function reportSummary(deps: Deps, q: ReportFilters): Promise<ReportSummary> {
  const today = todayOf(deps);
  const f = await reportFigures(deps.db, filtersOf(q), today);
  return {
    cards: {
      totalMembers: f.totalMembers,
      activeMembers: f.totalMembers - f.expiredMembers,
      expiredMembers: f.expiredMembers,
      totalClaimedCentavos: f.totalClaimedCentavos,
    },
    statistics: {
      membersPerStatus: f.membersPerStatus,
      claimsCount: f.claimsCount,
      membersWithClaims: f.membersWithClaims,
      averageClaimedCentavos:
        f.membersWithClaims > 0 ? Math.round(f.totalClaimedCentavos / f.membersWithClaims) : 0,
      highestTotalCentavos: f.highestTotalCentavos,
      topServices: f.topServices,
    },
    today,
  };
}

/** Print Table: the first 2,000 rows of the filtered, sorted set, and whether there are more. */
export async function reportPrint(
  deps: Deps,
  admin: SignedInAdmin,
  q: ReportSortedQuery,
): Promise<ReportPrint> {
  const today = todayOf(deps);
  const filters = filtersOf(q);
  const [total, rows] = await Promise.all([
    reportTotal(deps.db, filters, today),
    reportRows(deps.db, { filters, sort: q.sort, today, limit: REPORT_PRINT_LIMIT }),
  ]);
  return {
    rows: rows.map((r) => r.row),
    total,
    truncated: total > REPORT_PRINT_LIMIT,
    limit: REPORT_PRINT_LIMIT,
    today,
    printedBy: `${admin.firstName} ${admin.lastName}`.trim(),
  };
}

/** Every row of the filtered, sorted set as CSV (UTF-8 with BOM), read in keyset batches as it streams. */
export function reportCsv(deps: Deps, q: ReportSortedQuery): { stream: Readable; today: IsoDate } {
  const today = todayOf(deps);
  const filters = filtersOf(q);
  async function* lines() {
    yield CSV_BOM + csvLine(REPORT_CSV_COLUMNS);
    for await (const batch of reportRowBatches(deps.db, { filters, sort: q.sort, today })) {
      yield batch.map((row) => csvLine(reportCsvCells(row))).join('');
    }
  }
  return { stream: Readable.from(lines()), today };
}
