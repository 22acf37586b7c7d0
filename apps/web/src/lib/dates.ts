import { DEFAULT_TIMEZONE, todayIn } from '@portal/domain';

/**
 * Today's date in Manila (DECISIONS 1), whatever the browser's own time zone: the one "today" of
 * the screens (limits, windows, ages, the latest date a form accepts).
 */
export function today(): string {
  return todayIn(DEFAULT_TIMEZONE, new Date());
}

/*
 * The one way the screens write dates: the spec's long form, 'March 5, 2025' (with the time,
 * 'March 5, 2025, 3:04 PM'; a month alone, 'March 2025'). Every date on a screen goes through here.
 */

const longDate = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const longDates = new Map<string, Intl.DateTimeFormat>([['en-PH', longDate]]);

/**
 * 'YYYY-MM-DD' as 'March 5, 2025' ('Marso 5, 2025' for `fil-PH`, issue 26); the date is a calendar
 * day, so no time zone shifts it.
 */
export function formatDate(date: string | null | undefined, locale = 'en-PH'): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(locale, format);
  }
  return Number.isNaN(parsed.getTime()) ? date : format.format(parsed);
}

const shortDate = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'Mar 5, 2025' (narrow table columns; 'fil-PH' writes it in Filipino, issue 26). */
export function formatShortDate(date: string | null | undefined, locale = 'en-PH'): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return locale === 'en-PH'
    ? shortDate.format(parsed)
    : formatIn('shortDate', SHORT_DATE_OPTIONS, locale).format(parsed);
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIMEZONE,
};
const INSTANT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: DEFAULT_TIMEZONE,
};
const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};
const MONTH_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One `Intl.DateTimeFormat` per form and locale (en-PH, fil-PH), made once. */
function formatIn(form: string, options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormat {
  const key = `${form} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** An instant as Manila wall-clock time ('fil-PH' writes it in Filipino, issue 26). */
export function formatDateTime(instant: string | null | undefined, locale = 'en-PH'): string {
  if (!instant) return '—';
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime())
    ? instant
    : formatIn('dateTime', DATE_TIME_OPTIONS, locale).format(parsed);
}

/** The Manila calendar date of an instant (DECISIONS 1), 'March 5, 2025'. */
export function formatInstantDate(instant: string | null | undefined, locale = 'en-PH'): string {
  if (!instant) return '—';
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime())
    ? instant
    : formatIn('instantDate', INSTANT_DATE_OPTIONS, locale).format(parsed);
}

/** The month of a 'YYYY-MM-DD' (or 'YYYY-MM') date, 'March 2025'. */
export function formatMonth(date: string, locale = 'en-PH'): string {
  const parsed = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatIn('month', MONTH_OPTIONS, locale).format(parsed);
}
