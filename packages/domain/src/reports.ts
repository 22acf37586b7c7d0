/** Report status of a member (spec 4) and the notification it raises (spec 3). */
import { HIGH_CLAIMS_THRESHOLD_CENTAVOS } from './constants.ts';
import type { IsoDate } from './dates.ts';
import { membershipStatus } from './membership.ts';

export type ReportStatus = 'Expired' | 'No Claims' | 'High Claims' | 'Active';
/** In the order screens list them: no claims, under ₱10,000, ₱10,000 or more, then expired. */
export const REPORT_STATUSES: readonly ReportStatus[] = ['No Claims', 'Active', 'High Claims', 'Expired'];

/**
 * What a report status is called on screen (issue 23: one vocabulary). "Active" is a membership
 * state everywhere else (Active / Expiring in N days / Expired / Archived), so the spec's report
 * status "Active" — a member with claims under ₱10,000 — is shown by its claims state. The claims
 * states are No claims / Under ₱10,000 / ₱10,000 or more; an expired membership shows Expired.
 * The API and the CSV keep the spec's values (spec 4, DECISIONS 29).
 */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  'No Claims': 'No claims',
  Active: 'Under ₱10,000',
  'High Claims': '₱10,000 or more',
  Expired: 'Expired',
};

/** Expired if expired; else No Claims when nothing is claimed; else High Claims from ₱10,000; else Active. */
export function reportStatus(
  member: { expiryDate: IsoDate; totalClaimedCentavos: number },
  today: IsoDate,
): ReportStatus {
  if (membershipStatus(member.expiryDate, today) === 'Expired') return 'Expired';
  if (member.totalClaimedCentavos <= 0) return 'No Claims';
  if (member.totalClaimedCentavos >= HIGH_CLAIMS_THRESHOLD_CENTAVOS) return 'High Claims';
  return 'Active';
}

export type ReportNotificationType = 'expired' | 'no_claims' | 'high_claims';

/** The notification type a report status raises, or null for 'Active'. */
export function reportNotificationType(status: ReportStatus): ReportNotificationType | null {
  switch (status) {
    case 'Expired':
      return 'expired';
    case 'No Claims':
      return 'no_claims';
    case 'High Claims':
      return 'high_claims';
    default:
      return null;
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* The reports table (DECISIONS 26–29): sorts, tie-break, claim state, print limit, CSV.              */
/* ------------------------------------------------------------------------------------------------ */

/**
 * The sorts of the member reports table (DECISIONS 27). The spec lists nine options: A-Z, Z-A,
 * latest claim, claims ascending/descending, expiry ascending/descending, registered ascending/descending.
 */
export const REPORT_SORTS = [
  'name_asc',
  'name_desc',
  'latest_claim',
  'claims_asc',
  'claims_desc',
  'expiry_asc',
  'expiry_desc',
  'registered_asc',
  'registered_desc',
] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The sort a report opens with. */
export const DEFAULT_REPORT_SORT: ReportSort = 'name_asc';

/** Print Table shows at most this many rows; past that it says to use the CSV (DECISIONS 29). */
export const REPORT_PRINT_LIMIT = 2000;

/** The filter of claims: none (total 0), under ₱10,000, ₱10,000 or more. */
export type ClaimState = 'none' | 'under' | 'high';

/** The claim state of a total: 'none' at 0, 'high' from ₱10,000 (the buckets of the counts rollup). */
export function claimStateOf(totalClaimedCentavos: number): ClaimState {
  if (totalClaimedCentavos <= 0) return 'none';
  return totalClaimedCentavos >= HIGH_CLAIMS_THRESHOLD_CENTAVOS ? 'high' : 'under';
}

/** What a report row is sorted on. */
export interface ReportSortKey {
  referenceNumber: string;
  lastName: string;
  firstName: string;
  middleName: string;
  registrationDate: IsoDate;
  expiryDate: IsoDate;
  claimsCount: number;
  totalClaimedCentavos: number;
  latestClaimDate: IsoDate | null;
}

/** Names compare case-insensitively, code point by code point of their lower-case form. */
export function compareNameText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** Members by name: last, first, then middle name, each case-insensitively (every list's name sort). */
export function compareMemberNames(
  a: { lastName: string; firstName: string; middleName: string },
  b: { lastName: string; firstName: string; middleName: string },
): number {
  return (
    compareNameText(a.lastName, b.lastName) ||
    compareNameText(a.firstName, b.firstName) ||
    compareNameText(a.middleName, b.middleName)
  );
}

/**
 * The order of the reports table (DECISIONS 27). Each sort compares its fields, then breaks ties on
 * the reference number IN THE SORT'S DIRECTION (ascending sorts: reference ascending; descending
 * sorts and latest claim: reference descending), so each descending sort is the exact reverse of
 * its ascending twin and pages never repeat or skip a row.
 * - name: last name, first name, middle name (case-insensitive);
 * - latest claim: newest latest-claim date first, members without claims last;
 * - claims: total claimed, then number of claims;
 * - expiry, registered: the date.
 */
export function compareReportRows(sort: ReportSort, a: ReportSortKey, b: ReportSortKey): number {
  const desc = sort.endsWith('_desc') || sort === 'latest_claim';
  let c = 0;
  switch (sort) {
    case 'name_asc':
    case 'name_desc':
      c = compareMemberNames(a, b);
      break;
    case 'latest_claim':
      // No claim sorts as the earliest possible date: last when newest comes first.
      c = cmp(a.latestClaimDate ?? '', b.latestClaimDate ?? '');
      break;
    case 'claims_asc':
    case 'claims_desc':
      c = cmp(a.totalClaimedCentavos, b.totalClaimedCentavos) || cmp(a.claimsCount, b.claimsCount);
      break;
    case 'expiry_asc':
    case 'expiry_desc':
      c = cmp(a.expiryDate, b.expiryDate);
      break;
    case 'registered_asc':
    case 'registered_desc':
      c = cmp(a.registrationDate, b.registrationDate);
      break;
  }
  c = c || cmp(a.referenceNumber, b.referenceNumber);
  return desc ? -c : c;
}

/** How many services the "top services" of a report or the dashboard name (DECISIONS 28, 31). */
export const TOP_SERVICES = 5;

/**
 * The top services of a set: those with an amount claimed, the largest amount first, ties by service
 * type (character order), at most TOP_SERVICES.
 */
export function topServices<T extends { serviceType: string; amountCentavos: number }>(
  services: readonly T[],
): T[] {
  return services
    .filter((s) => s.amountCentavos > 0)
    .sort((a, b) => b.amountCentavos - a.amountCentavos || cmp(a.serviceType, b.serviceType))
    .slice(0, TOP_SERVICES);
}

/** The 13 columns of the reports CSV, in order (DECISIONS 29). */
export const REPORT_CSV_COLUMNS = [
  'Reference Number',
  'ID Number',
  'Last Name',
  'First Name',
  'Middle Name',
  'Suffix',
  'Barangay',
  'Registration Date',
  'Expiry Date',
  'Status',
  'Claims',
  'Total Claimed',
  'Latest Claim',
] as const;

/** `member-reports-{yyyy-mm-dd}.csv` for the day of the export (APP_TIMEZONE). */
export function reportCsvFilename(today: IsoDate): string {
  return `member-reports-${today}.csv`;
}

/** Centavos as a plain number with two decimals: 123456 → '1234.56'. */
export function plainAmount(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One CSV record of a report row, the 13 cells in the order of REPORT_CSV_COLUMNS (not yet escaped). */
export function reportCsvCells(
  row: ReportSortKey & {
    idNumber: string;
    suffix: string | null;
    barangay: string;
    status: ReportStatus;
  },
): (string | number)[] {
  return [
    row.referenceNumber,
    row.idNumber,
    row.lastName,
    row.firstName,
    row.middleName,
    row.suffix ?? '',
    row.barangay,
    row.registrationDate,
    row.expiryDate,
    row.status,
    row.claimsCount,
    plainAmount(row.totalClaimedCentavos),
    row.latestClaimDate ?? '',
  ];
}
