/**
 * The claims report (DECISIONS 55): the claims whose service date lies in a range of days, with their
 * totals per service, institution, barangay and day or month. These are its rules: which days a
 * request covers, how long a range may be, whether it is totalled per day or per month, its CSV.
 */
import { daysBetween, type IsoDate, monthWindow } from './dates.ts';
import { messages } from './messages.ts';
import { plainAmount } from './reports.ts';
import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from './services.ts';

/** The longest range, in days, both ends included: one year, a leap year's too. */
export const CLAIMS_REPORT_MAX_DAYS = 366;

/** Up to this many days (both ends included) the totals are per day; a longer range is per month. */
export const CLAIMS_REPORT_DAILY_MAX_DAYS = 62;

/** What the report's totals over time are per: a day ('YYYY-MM-DD') or a month ('YYYY-MM'). */
export type ClaimsReportPeriod = 'day' | 'month';
export const CLAIMS_REPORT_PERIODS = ['day', 'month'] as const;

export type ClaimsReportRange = { from: IsoDate; to: IsoDate };

export type ClaimsReportRangeRefusal = {
  ok: false;
  code: 'RANGE_REVERSED' | 'RANGE_TOO_LONG';
  message: string;
  field: 'to';
};

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange({ from, to }: ClaimsReportRange): number {
  return daysBetween(from, to) + 1;
}

/**
 * Why a range of two valid dates is refused, or null: 'To' before 'From', or longer than
 * CLAIMS_REPORT_MAX_DAYS. Both refusals name the 'to' field (the end is what people move).
 */
export function claimsReportRangeRefusal(range: ClaimsReportRange): ClaimsReportRangeRefusal | null {
  if (range.from > range.to) {
    return { ok: false, code: 'RANGE_REVERSED', message: messages.claimsReportRangeReversed, field: 'to' };
  }
  if (daysInRange(range) > CLAIMS_REPORT_MAX_DAYS) {
    return {
      ok: false,
      code: 'RANGE_TOO_LONG',
      message: messages.claimsReportRangeTooLong(String(CLAIMS_REPORT_MAX_DAYS)),
      field: 'to',
    };
  }
  return null;
}

/**
 * The days a request covers. Without dates: the calendar month of `today` (APP_TIMEZONE), all of it.
 * With only `from`: from then to the end of that month; with only `to`: from the start of that
 * month. A half-given range is thus always valid and never depends on today.
 */
export function claimsReportRange(
  query: { from?: IsoDate; to?: IsoDate },
  today: IsoDate,
): ClaimsReportRange {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: monthWindow(query.from).end };
  if (query.to) return { from: monthWindow(query.to).start, to: query.to };
  const month = monthWindow(today);
  return { from: month.start, to: month.end };
}

/** Per day up to 62 days (two whole months at most), per month beyond. */
export function claimsReportPeriod(range: ClaimsReportRange): ClaimsReportPeriod {
  return daysInRange(range) <= CLAIMS_REPORT_DAILY_MAX_DAYS ? 'day' : 'month';
}

/** The key of a service date's period: the date itself, or its month 'YYYY-MM'. */
export function claimsReportPeriodOf(serviceDate: IsoDate, period: ClaimsReportPeriod): string {
  return period === 'day' ? serviceDate : serviceDate.slice(0, 7);
}

/** The CSV's columns, one row per claim (DECISIONS 44: column names stay English). */
export const CLAIMS_REPORT_CSV_COLUMNS = [
  'Service Date',
  'Reference Number',
  'Last Name',
  'First Name',
  'Middle Name',
  'Suffix',
  'Barangay',
  'Service',
  'Specific Procedure',
  'Category',
  'Institution',
  'Amount',
  'Beneficiary',
  'Recorded By',
  'Recorded At',
] as const;

/** One claim as the CSV writes it. */
export type ClaimsReportCsvClaim = {
  serviceDate: IsoDate;
  referenceNumber: string;
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string | null;
  barangay: string;
  serviceType: string;
  specificProcedure: string | null;
  category: ServiceCategory;
  institution: string;
  amountCentavos: number;
  /** The beneficiary's name when the claim was for a beneficiary, else null (the member). */
  beneficiaryName: string | null;
  /** 'First Last' of the admin who recorded it; null when that account is gone. */
  recordedBy: string | null;
  /** When it was recorded, Manila wall-clock time 'YYYY-MM-DD HH:MM'. */
  recordedAt: string;
};

/** The cells of one claim in the order of CLAIMS_REPORT_CSV_COLUMNS (not yet escaped). */
export function claimsReportCsvCells(claim: ClaimsReportCsvClaim): (string | number)[] {
  return [
    claim.serviceDate,
    claim.referenceNumber,
    claim.lastName,
    claim.firstName,
    claim.middleName,
    claim.suffix ?? '',
    claim.barangay,
    claim.serviceType,
    claim.specificProcedure ?? '',
    SERVICE_CATEGORY_LABELS[claim.category],
    claim.institution,
    plainAmount(claim.amountCentavos),
    claim.beneficiaryName ?? '',
    claim.recordedBy ?? '',
    claim.recordedAt,
  ];
}

/** `claims-report-{from}-to-{to}.csv`. */
export function claimsReportCsvFilename({ from, to }: ClaimsReportRange): string {
  return `claims-report-${from}-to-${to}.csv`;
}
