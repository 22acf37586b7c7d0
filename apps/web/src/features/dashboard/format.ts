import { formatPesos } from '@portal/domain';

const monthShort = new Intl.DateTimeFormat('en-PH', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as 'Jan 26' (a chart's axis). */
export const shortMonth = (month: string) => monthShort.format(new Date(`${month}-01T00:00:00Z`));

/** 'YYYY-MM' as 'January 2026'. */
export const longMonth = (month: string) => monthLong.format(new Date(`${month}-01T00:00:00Z`));

export const count = (n: number) => n.toLocaleString('en-PH');

/** Whole pesos for a chart's axis: ₱12k, ₱1.2M. */
export function compactPesos(pesos: number): string {
  return `₱${new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 }).format(pesos)}`;
}

/** Pesos (a chart's value) as '₱1,234.50'. */
export const pesos = (value: number) => formatPesos(Math.round(value * 100));
