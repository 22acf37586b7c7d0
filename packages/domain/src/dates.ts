/**
 * Calendar dates as 'YYYY-MM-DD' strings (DECISIONS 1–3). The clock is never
 * read here: "today" is always an argument, computed once by the caller with
 * `todayIn(APP_TIMEZONE, now)`.
 */
import { MIN_BIRTH_DATE } from './constants.ts';

export type IsoDate = string;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export interface DateTimeParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date written 'YYYY-MM-DD' (no 31 April, no 29 February in common years). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function parseIsoDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm),
// so date arithmetic never goes through Date and its two-digit-year and time-zone quirks.
function toDayNumber({ year, month, day }: DateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(days: number): DateParts {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The last date the 'YYYY-MM-DD' form can write; date arithmetic stops here instead of throwing. */
export const MAX_ISO_DATE: IsoDate = '9999-12-31';

// Results past year 9999 (or before year 1) are clamped to the last (first) writable date,
// so a far-off date such as 9999-12-31 never makes the arithmetic throw.
function clampParts(parts: DateParts): DateParts {
  if (parts.year > 9999) return { year: 9999, month: 12, day: 31 };
  if (parts.year < 1) return { year: 1, month: 1, day: 1 };
  return parts;
}

/** Days later (earlier when negative); clamped to 0001-01-01..9999-12-31. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(clampParts(fromDayNumber(toDayNumber(parseIsoDate(date)) + days)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(parseIsoDate(to)) - toDayNumber(parseIsoDate(from));
}

/**
 * Calendar months later; a day past the end of the target month becomes its last day (31 Jan + 1 → 28/29 Feb).
 * Clamped to 0001-01-01..9999-12-31.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate(
    clampParts({
      year: targetYear,
      month: targetMonth,
      day: Math.min(day, daysInMonth(targetYear, targetMonth)),
    }),
  );
}

/** Calendar years later; 29 February lands on 28 February in a common year (DECISIONS 5). Clamped like addMonths. */
export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** -1, 0 or 1, like a sort comparator. Zero-padded ISO dates order as strings. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) <= 0 ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

/** `start <= date <= end`, all inclusive. */
export function isDateWithin(date: IsoDate, start: IsoDate, end: IsoDate): boolean {
  return compareDates(start, date) <= 0 && compareDates(date, end) <= 0;
}

/** A date of birth: a real calendar date from MIN_BIRTH_DATE (1900-01-01) up to `today`. */
export function isBirthDate(value: unknown, today: IsoDate): value is IsoDate {
  return isIsoDate(value) && compareDates(value, MIN_BIRTH_DATE) >= 0 && compareDates(value, today) <= 0;
}

/**
 * Age in whole years on a date (DECISIONS 3): the birthday counts from that day.
 * Someone born on 29 February turns a year older on 28 February in common years,
 * the same convention as membership anniversaries (DECISIONS 5).
 */
export function ageOn(dob: IsoDate, on: IsoDate): number {
  const years = parseIsoDate(on).year - parseIsoDate(dob).year;
  return compareDates(addYears(dob, years), on) <= 0 ? years : years - 1;
}

/** The calendar month containing a date: first to last day. */
export function monthWindow(date: IsoDate): { start: IsoDate; end: IsoDate } {
  const { year, month } = parseIsoDate(date);
  return {
    start: formatIsoDate({ year, month, day: 1 }),
    end: formatIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a time zone (e.g. 'Asia/Manila'). */
export function dateTimePartsIn(timeZone: string, now: Date): DateTimeParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? Number.NaN) % 24,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

/** Today's calendar date in a time zone (DECISIONS 1: 01:00 in Manila is already the next day there). */
export function todayIn(timeZone: string, now: Date): IsoDate {
  return formatIsoDate(dateTimePartsIn(timeZone, now));
}

/** The calendar's month names, January first (the registration-month filter shows these). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The months in Filipino, January first, as `Intl` writes them for fil-PH; their short forms
 * (Ene, Peb, Mar, Abr, May, Hun, Hul, Ago, Set, Okt, Nob, Dis) are their first three letters.
 */
export const FILIPINO_MONTH_NAMES = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
] as const;
