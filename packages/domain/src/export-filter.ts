/** Export Database filters (spec 2, 5, 7). */
import { EXPORT_YEAR_MAX, EXPORT_YEAR_MIN } from './constants.ts';

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
