import { type ReportSort, type ReportStatus, reportsText } from '@portal/domain';
import { useCatalogueTexts } from '../../lib/i18n/area-texts.ts';

/** The Reports pages' texts in the chosen language (issue 26). */
export const useReportsTexts = () => useCatalogueTexts(reportsText, (fil) => fil.reportsTextFil);

export type ReportsTexts = ReturnType<typeof useReportsTexts>;

/** A report status's label (DECISIONS 28) by its key in the catalogue. */
export const STATUS_KEYS = {
  'No Claims': 'statuses.noClaims',
  Active: 'statuses.active',
  'High Claims': 'statuses.highClaims',
  Expired: 'statuses.expired',
} as const satisfies Record<ReportStatus, string>;

/** A sort's label in the chosen language. */
export const sortLabel = (t: ReportsTexts['t'], sort: ReportSort) => t(`sorts.${sort}`);

/** The name of a month (1–12) in the page's language, through Intl. */
export function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}
