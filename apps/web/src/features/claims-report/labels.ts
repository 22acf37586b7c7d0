import type { ServiceCategory } from '@portal/domain';
import { formatDate } from '../../lib/dates.ts';
import type { ClaimsReportFilters } from './api/keys.ts';
import type { ClaimsReportTexts } from './texts.ts';

/** The range in words: 'March 1, 2026 – March 31, 2026' (one date when it is one day). */
export function describeRange(
  { from, to }: Pick<ClaimsReportFilters, 'from' | 'to'>,
  locale: string,
): string {
  return from === to ? formatDate(from, locale) : `${formatDate(from, locale)} – ${formatDate(to, locale)}`;
}

/** The filters besides the range, as stated on screen and on the printed summary. */
export function describeClaimsFilters(
  filters: ClaimsReportFilters,
  adminName: string | undefined,
  { t }: Pick<ClaimsReportTexts, 't'>,
): string[] {
  const all = t('filters.all');
  return [
    t('filters.serviceIs', { value: filters.service || all }),
    t('filters.categoryIs', {
      value: filters.category ? t(`categories.${filters.category as ServiceCategory}`) : all,
    }),
    t('filters.institutionIs', { value: filters.institution || all }),
    t('filters.barangayIs', { value: filters.barangay || all }),
    t('filters.recordedByIs', {
      value: filters.adminId ? (adminName ?? t('filters.oneAdmin')) : t('filters.allAdmins'),
    }),
  ];
}
