/** Export Database filters (spec 2, 5, 7). */
import { EXPORT_YEAR_MAX, EXPORT_YEAR_MIN } from './constants.ts';
import { addDays, addMonths, daysBetween, type IsoDate, parseIsoDate } from './dates.ts';

export const EXPORT_FILTER_TYPES = ['all', 'month', 'week', 'year'] as const;
export type ExportFilterType = (typeof EXPORT_FILTER_TYPES)[number];

/** The exportable tables, all checked by default (spec 3, 9). */
export const EXPORT_TABLES = [
  'members',
  'claimed_services',
  'members_beneficiary',
  'claims_history',
  'renewals',
  'notifications',
  'admins',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** A whole year from 2000 to 2100. */
export function isExportYear(value: unknown): boolean {
  const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
  return (
    typeof year === 'number' && Number.isInteger(year) && year >= EXPORT_YEAR_MIN && year <= EXPORT_YEAR_MAX
  );
}

/**
 * The calendar days a filter covers (DECISIONS 32): from `start` included to `end` excluded, on
 * APP_TIMEZONE's calendar; null for 'all'. `filterValue` is 'YYYY-MM' (month), an ISO week
 * 'YYYY-Www' (week, Monday to Sunday) or 'YYYY' (year), the year from 2000 to 2100. A value that is
 * missing or malformed gives undefined (the API answers 400).
 */
export function exportPeriod(
  filterType: ExportFilterType,
  filterValue: string | undefined,
): { start: IsoDate; end: IsoDate } | null | undefined {
  if (filterType === 'all') return filterValue === undefined || filterValue === '' ? null : undefined;
  const value = filterValue ?? '';
  if (filterType === 'year') {
    if (!/^\d{4}$/.test(value) || !isExportYear(value)) return undefined;
    return { start: `${value}-01-01`, end: `${Number(value) + 1}-01-01` };
  }
  if (filterType === 'month') {
    const match = /^(\d{4})-(\d{2})$/.exec(value);
    if (!match || !isExportYear(match[1])) return undefined;
    const month = Number(match[2]);
    if (month < 1 || month > 12) return undefined;
    const start = `${match[1]}-${match[2]}-01`;
    return { start, end: addMonths(start, 1) };
  }
  const match = /^(\d{4})-W(\d{2})$/.exec(value);
  if (!match || !isExportYear(match[1])) return undefined;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > isoWeeksIn(year)) return undefined;
  const start = addDays(isoWeekOneMonday(year), (week - 1) * 7);
  return { start, end: addDays(start, 7) };
}

/** The Monday of ISO week 1: the week holding 4 January. */
function isoWeekOneMonday(year: number): IsoDate {
  const jan4 = `${year}-01-04`;
  return addDays(jan4, -(isoWeekday(jan4) - 1));
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  const days = daysBetween('1970-01-01', date);
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** 52 or 53: a year has 53 ISO weeks when 28 December falls in week 53. */
export function isoWeeksIn(year: number): number {
  return daysBetween(isoWeekOneMonday(year), isoWeekOneMonday(year + 1)) / 7;
}

/** The ISO week 'YYYY-Www' holding a date (the week picker's value). */
export function isoWeekOf(date: IsoDate): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = parseIsoDate(thursday).year;
  const week = daysBetween(isoWeekOneMonday(year), thursday) / 7 + 1;
  return `${year}-W${String(Math.floor(week)).padStart(2, '0')}`;
}

/** The chosen tables from a comma list (blank: all seven), in dependency order; undefined when one is unknown. */
export function exportTablesOf(collections: string | undefined): ExportTable[] | undefined {
  if (collections === undefined || collections.trim() === '') return [...EXPORT_TABLES_IN_LOAD_ORDER];
  const names = collections.split(',').map((name) => name.trim());
  if (names.some((name) => !(EXPORT_TABLES as readonly string[]).includes(name))) return undefined;
  return EXPORT_TABLES_IN_LOAD_ORDER.filter((table) => names.includes(table));
}

/** The order in which a file creates and fills the tables: a row's references come before it. */
export const EXPORT_TABLES_IN_LOAD_ORDER: readonly ExportTable[] = [
  'admins',
  'members',
  'members_beneficiary',
  'claimed_services',
  'claims_history',
  'renewals',
  'notifications',
];

/** How a filter reads in the file's header, the activity log and the page: 'month 2026-03', 'all'. */
export function exportFilterLabel(filterType: ExportFilterType, filterValue: string | undefined): string {
  return filterType === 'all' ? 'all' : `${filterType} ${filterValue ?? ''}`;
}

/**
 * How the page names each table, by what it holds (issue 24: plain words; the file keeps the table
 * names the spec gives them).
 */
export const EXPORT_TABLE_LABELS: Record<ExportTable, string> = {
  members: 'Members',
  claimed_services: 'Claims',
  members_beneficiary: 'Beneficiaries',
  claims_history: 'Claims of ended membership years',
  renewals: 'Renewals',
  notifications: 'Notifications',
  admins: 'Administrators',
};

/** A line under each table's name: what its rows are. */
export const EXPORT_TABLE_DESCRIPTIONS: Record<ExportTable, string> = {
  members: 'Personal details, address, membership dates',
  claimed_services: 'Every claim that counts (a voided claim is not among them)',
  members_beneficiary: 'The beneficiaries of each member',
  claims_history:
    'The claims above whose membership year has ended (DECISIONS 24): a copy for the records, not extra claims',
  renewals: 'Each renewal: previous and new expiry, who renewed',
  notifications: 'New members, expiries, limits reached',
  admins: 'Staff accounts (names, roles; no passwords)',
};

/**
 * A table of the file by its name on the page; 'user' is the administrators' sign-in names, which
 * the file carries with them (a restore needs them).
 */
export function exportTableLabel(name: string): string {
  if (name === 'user') return 'Administrators’ sign-in names';
  return (EXPORT_TABLE_LABELS as Record<string, string>)[name] ?? name;
}

/** '1 row', '2 rows', '1,234 rows'. */
export function rowCount(n: number): string {
  return `${n.toLocaleString('en-PH')} ${n === 1 ? 'row' : 'rows'}`;
}
