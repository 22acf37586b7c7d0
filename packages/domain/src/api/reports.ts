/**
 * Contracts of the Reports API (DECISIONS 26–29). Every route is admins only (401 signed out, 403 not
 * an admin, 400 invalid query). A report row is one non-archived member with its kept claim totals.
 *
 * - GET /api/reports            one table page (10 rows) with 'Page X of Y' and a cursor for the next page
 * - GET /api/reports/summary    the four cards and the summary statistics of the filtered set
 * - GET /api/reports/print      every row of the filtered, sorted set for Print Table (up to 2,000)
 * - GET /api/reports/export.csv every row of the filtered, sorted set as CSV (streamed, any size)
 */
import { z } from 'zod';
import { REPORTS_PAGE_SIZE } from '../constants.ts';
import { REPORT_PRINT_LIMIT, REPORT_SORTS, REPORT_STATUSES } from '../reports.ts';
import { SERVICE_CATEGORIES } from '../services.ts';
import { isoDateString, optionalFilter, pageParam } from './common.ts';

/** The filters of DECISIONS 27, every one optional; the same on every reports route. */
export const reportFiltersSchema = z.object({
  /** Words that must all occur in the name or ID number, or a reference number (whole or part). */
  search: optionalFilter(),
  /** One barangay name, exactly as listed. */
  barangay: optionalFilter(),
  /** 'Active' | 'High Claims' | 'No Claims' | 'Expired' (spec 4, on today in APP_TIMEZONE). */
  status: z.enum(REPORT_STATUSES).optional(),
  /** Registration year; with `month`, that month of that year. */
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  /** Registration month 1–12; alone, that month of every year. */
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type ReportFilters = z.output<typeof reportFiltersSchema>;

/** The filters plus the sort (default 'name_asc'): the CSV and print routes. */
export const reportSortedQuerySchema = reportFiltersSchema.extend({
  sort: z.enum(REPORT_SORTS).default('name_asc'),
});
export type ReportSortedQuery = z.output<typeof reportSortedQuerySchema>;

/**
 * GET /api/reports: filters, sort, page (1-based) and optionally `cursor`.
 * `cursor` is the `nextCursor` (or `prevCursor`) of the page shown, sent with the page it leads to:
 * the server then reads 'the rows after the last one shown' (fast at any depth). A cursor made for
 * other filters, another sort or another page is ignored (the page is then read by position, still
 * correct); one that cannot be read at all is a 400. Keep `page` in the URL, the cursor in memory.
 */
export const reportTableQuerySchema = reportSortedQuerySchema.extend({
  page: pageParam(),
  cursor: z.string().max(1000).optional(),
});
export type ReportTableQuery = z.output<typeof reportTableQuerySchema>;

/** One row of the member reports table. */
export const reportRowSchema = z.object({
  /** The member's id: the row opens /admin/members/{id}. */
  id: z.string(),
  referenceNumber: z.string(),
  idNumber: z.string(),
  /** 'First Middle Last Suffix'. */
  fullName: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  suffix: z.string().nullable(),
  barangay: z.string(),
  registrationDate: isoDateString(),
  expiryDate: isoDateString(),
  /** Report status on today (spec 4): the badge. */
  status: z.enum(REPORT_STATUSES),
  /** Number of claims, every membership year and term. */
  claimsCount: z.number().int(),
  /** Sum of all the member's claims, in centavos. */
  totalClaimedCentavos: z.number().int(),
  /** Service date of the newest claim, or null without claims. */
  latestClaimDate: isoDateString().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** GET /api/reports: one page of 10 rows. */
export const reportTablePageSchema = z.object({
  rows: z.array(reportRowSchema),
  /** Page X … */
  page: z.number().int(),
  pageSize: z.literal(REPORTS_PAGE_SIZE),
  /** Rows in the filtered set. */
  total: z.number().int(),
  /** … of Y (at least 1). */
  totalPages: z.number().int(),
  /** A search matched more than `total` members (cappedTotal: it counts up to 1,000 or the page). */
  totalCapped: z.boolean(),
  /** Send with page + 1 to read the next page by keyset; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Send with page − 1 to read the previous page by keyset; null on pages 1 and 2 (page 1 needs none). */
  prevCursor: z.string().nullable(),
  /** Today in APP_TIMEZONE: the day the statuses are computed for. */
  today: isoDateString(),
});
export type ReportTablePage = z.infer<typeof reportTablePageSchema>;

/** Members per report status. */
export const reportStatusCountsSchema = z.object({
  Active: z.number().int(),
  'High Claims': z.number().int(),
  'No Claims': z.number().int(),
  Expired: z.number().int(),
});
export type ReportStatusCounts = z.infer<typeof reportStatusCountsSchema>;

/** A service's share of the claims of a set of members. */
export const serviceAmountSchema = z.object({
  serviceType: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  claimsCount: z.number().int(),
  amountCentavos: z.number().int(),
});
export type ServiceAmount = z.infer<typeof serviceAmountSchema>;

/** GET /api/reports/summary: DECISIONS 28 for the filtered set (the same filters as the table). */
export const reportSummarySchema = z.object({
  cards: z.object({
    totalMembers: z.number().int(),
    /** Not expired on today. */
    activeMembers: z.number().int(),
    expiredMembers: z.number().int(),
    totalClaimedCentavos: z.number().int(),
  }),
  statistics: z.object({
    membersPerStatus: reportStatusCountsSchema,
    /** Number of claims of the set's members. */
    claimsCount: z.number().int(),
    /** Members of the set with at least one claim. */
    membersWithClaims: z.number().int(),
    /** Total claimed ÷ members with claims, rounded to the centavo; 0 when none claimed. */
    averageClaimedCentavos: z.number().int(),
    /** The highest total claimed by one member of the set; 0 when none. */
    highestTotalCentavos: z.number().int(),
    /** The 5 services with the highest amount claimed by the set's members, highest first (ties: name). */
    topServices: z.array(serviceAmountSchema).max(5),
  }),
  today: isoDateString(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/reports/print: the filtered, sorted rows for Print Table (DECISIONS 29). */
export const reportPrintSchema = z.object({
  /** The first REPORT_PRINT_LIMIT rows at most. */
  rows: z.array(reportRowSchema).max(REPORT_PRINT_LIMIT),
  /** Rows in the filtered set. */
  total: z.number().int(),
  /** True when total > 2,000: the print view says to use the CSV instead. */
  truncated: z.boolean(),
  limit: z.literal(REPORT_PRINT_LIMIT),
  today: isoDateString(),
  /** Who prints: 'First Last' of the signed-in admin, for the print header. */
  printedBy: z.string(),
});
export type ReportPrint = z.infer<typeof reportPrintSchema>;
