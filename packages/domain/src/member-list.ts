/**
 * Registered Members' views (issue 23 item 6): the spec's card grid (the default) or a compact table
 * whose columns sort on the server (the list is paged), and the order each sort gives.
 */
import type { IsoDate } from './dates.ts';
import { compareMemberNames } from './reports.ts';

/** How Registered Members shows its page: the spec's card grid, or the compact table. */
export const MEMBER_LIST_VIEWS = ['cards', 'table'] as const;
export type MemberListView = (typeof MEMBER_LIST_VIEWS)[number];

/** The view an admin sees until they choose one. */
export const DEFAULT_MEMBER_LIST_VIEW: MemberListView = 'cards';

/** The table's sortable columns. */
export const MEMBER_LIST_SORT_COLUMNS = ['name', 'reference', 'registered', 'expiry'] as const;
export type MemberListSortColumn = (typeof MEMBER_LIST_SORT_COLUMNS)[number];

export type SortDirection = 'asc' | 'desc';

/**
 * The sorts of GET /api/members `sort`: a column and a direction. Without one the list keeps its
 * own order, newest registration first (then newest created): the card grid's order.
 */
export const MEMBER_LIST_SORTS = [
  'name_asc',
  'name_desc',
  'reference_asc',
  'reference_desc',
  'registered_asc',
  'registered_desc',
  'expiry_asc',
  'expiry_desc',
] as const satisfies readonly `${MemberListSortColumn}_${SortDirection}`[];
export type MemberListSort = (typeof MEMBER_LIST_SORTS)[number];

/** The column headers; a name reads 'Last, First Middle Suffix', the order the name sort gives. */
export const MEMBER_LIST_SORT_COLUMN_LABELS: Record<MemberListSortColumn, string> = {
  name: 'Name',
  reference: 'Reference No.',
  registered: 'Registered',
  expiry: 'Expiry',
};

/** What each direction means for a column, read out with the sort ('Expiry, earliest first'). */
const DIRECTION_WORDS: Record<MemberListSortColumn, Record<SortDirection, string>> = {
  name: { asc: 'A to Z', desc: 'Z to A' },
  reference: { asc: 'ascending', desc: 'descending' },
  registered: { asc: 'oldest first', desc: 'newest first' },
  expiry: { asc: 'earliest first', desc: 'latest first' },
};

/** The sentence that tells the order shown: 'Sorted by Expiry, earliest first'. */
export function memberListSortLabel(sort: MemberListSort | null): string {
  if (!sort) return 'Newest registrations first';
  const { column, direction } = memberListSortParts(sort);
  return `Sorted by ${MEMBER_LIST_SORT_COLUMN_LABELS[column]}, ${DIRECTION_WORDS[column][direction]}`;
}

export function memberListSortParts(sort: MemberListSort): {
  column: MemberListSortColumn;
  direction: SortDirection;
} {
  const cut = sort.lastIndexOf('_');
  return {
    column: sort.slice(0, cut) as MemberListSortColumn,
    direction: sort.slice(cut + 1) as SortDirection,
  };
}

export function memberListSortOf(column: MemberListSortColumn, direction: SortDirection): MemberListSort {
  return `${column}_${direction}`;
}

/**
 * The sort after a click on a column's header: the other direction when the table is sorted on it,
 * else that column ascending (A to Z, earliest first).
 */
export function nextMemberListSort(
  current: MemberListSort | null,
  column: MemberListSortColumn,
): MemberListSort {
  if (current) {
    const parts = memberListSortParts(current);
    if (parts.column === column) return memberListSortOf(column, parts.direction === 'asc' ? 'desc' : 'asc');
  }
  return memberListSortOf(column, 'asc');
}

/** What a members list row is sorted on. */
export interface MemberListSortKey {
  referenceNumber: string;
  lastName: string;
  firstName: string;
  middleName: string;
  registrationDate: IsoDate;
  expiryDate: IsoDate;
}

/** Reference numbers compare code point by code point (the SQL's `collate "C"`). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of a sorted members list, as the reports table's (DECISIONS 27): the column, then ties
 * broken on the reference number (unique) in the sort's direction, so each descending sort is the
 * exact reverse of its ascending twin and pages never repeat or skip a member.
 * - name: last, first, middle name, case-insensitively (compareNameText);
 * - reference, registered, expiry: the reference number or the date.
 */
export function compareMemberListRows(
  sort: MemberListSort,
  a: MemberListSortKey,
  b: MemberListSortKey,
): number {
  const { column, direction } = memberListSortParts(sort);
  let c = 0;
  switch (column) {
    case 'name':
      c = compareMemberNames(a, b);
      break;
    case 'registered':
      c = cmp(a.registrationDate, b.registrationDate);
      break;
    case 'expiry':
      c = cmp(a.expiryDate, b.expiryDate);
      break;
    case 'reference':
      break;
  }
  c ||= cmp(a.referenceNumber, b.referenceNumber);
  return direction === 'desc' ? -c : c;
}
