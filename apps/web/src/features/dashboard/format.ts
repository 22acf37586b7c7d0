import { formatPesos } from '@portal/domain';

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: string, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}:${month}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month,
      year: month === 'short' ? '2-digit' : 'numeric',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

/** 'YYYY-MM' as 'Jan 26' (a chart's axis). */
export const shortMonth = (month: string, locale = 'en-PH') =>
  dateFormat(locale, 'short').format(new Date(`${month}-01T00:00:00Z`));

/** 'YYYY-MM' as 'January 2026' ('Enero 2026' for fil-PH). */
export const longMonth = (month: string, locale = 'en-PH') =>
  dateFormat(locale, 'long').format(new Date(`${month}-01T00:00:00Z`));

export const count = (n: number, locale = 'en-PH') => n.toLocaleString(locale);

/** Whole pesos for a chart's axis: ₱12k, ₱1.2M. */
export function compactPesos(pesos: number, locale = 'en-PH'): string {
  const key = `${locale}:compact`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return `₱${format.format(pesos)}`;
}

/** Pesos (a chart's value) as '₱1,234.50'. */
export const pesos = (value: number) => formatPesos(Math.round(value * 100));
