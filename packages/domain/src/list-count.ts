/**
 * How far a list counts its rows (issue 29). A list whose count is not kept counts its rows only so far: a searched members list or
 * reports table, the renewals list, and the Activity Log and the access log. At the province's size a
 * common surname matches tens of thousands of members, the expired members grow with the years and the
 * logs hold millions of entries; counting every one of them took most of a page's time, and nobody
 * pages through them: they add a word or a filter. So the count stops at
 * LIST_COUNT_LIMIT rows, or at the end of the page asked for when that is further, and past it the
 * list says "More than 1,000 members" and "Page 1 of 67+"; Next goes on while there are more. Lists
 * whose counts are kept (members by barangay and month, reports by status and place) count exactly.
 */
export const LIST_COUNT_LIMIT = 1000;

/** How far a list counts for page `page`: the limit, or the page's last row if further. */
export function listCountLimit(page: number, pageSize: number): number {
  return Math.max(LIST_COUNT_LIMIT, page * pageSize);
}

/**
 * The total of a list from its rows counted up to `limit + 1`: exact up to the limit; beyond, the
 * limit itself with `totalCapped` (there are more rows than the total says).
 */
export function cappedTotal(counted: number, limit: number): { total: number; totalCapped: boolean } {
  return counted > limit ? { total: limit, totalCapped: true } : { total: counted, totalCapped: false };
}
