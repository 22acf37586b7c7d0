/** How the services screens write windows, statuses and amounts. */
import type { ServiceStatus } from '@portal/domain';
import { formatDate, formatMonth } from '../../lib/dates.ts';
import type { ServicesTexts } from './texts.ts';

/** 'March 2026' for a monthly window, 'June 1, 2025 – May 31, 2026' for a membership year. */
export function windowText(
  window: { kind: 'month' | 'membershipYear'; start: string; end: string } | null,
  { t, locale }: Pick<ServicesTexts, 't' | 'locale'>,
) {
  if (!window) return t('usage.outside');
  if (window.kind === 'month') return t('usage.monthOf', { month: formatMonth(window.start, locale) });
  return t('usage.membershipYear', {
    from: formatDate(window.start, locale),
    to: formatDate(window.end, locale),
  });
}

export const STATUS_COLOR: Record<ServiceStatus, string> = {
  Available: 'green',
  Partial: 'yellow',
  Depleted: 'red',
  Ineligible: 'gray',
};

/** Used as a share of the maximum, 0–100 (a max of 0 counts as fully used). */
export function usedPercent(used: number, max: number): number {
  if (max <= 0) return 100;
  return Math.min(100, Math.round((used / max) * 100));
}
