import { DEFAULT_TIMEZONE, todayIn } from '@portal/domain';

/**
 * Today's date in Manila (DECISIONS 1), whatever the browser's own time zone: the one "today" of
 * the screens (limits, windows, ages, the latest date a form accepts).
 */
export function today(): string {
  return todayIn(DEFAULT_TIMEZONE, new Date());
}

const longDate = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'March 5, 2025'; the date is a calendar day, so no time zone shifts it. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}

const shortDate = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'Mar 5, 2025' (narrow table columns). */
export function formatShortDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : shortDate.format(parsed);
}

const dateTime = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIMEZONE,
});

/** An instant as Manila wall-clock time. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? instant : dateTime.format(parsed);
}
