import { monthName, type ReportsTexts } from './texts.ts';

/** The filters in words, for the print header and the page's description ('All members' when none). */
export function describeFilters(
  filters: {
    search: string;
    barangay: string;
    status: string;
    year: string;
    month: string;
  },
  { t, locale }: Pick<ReportsTexts, 't' | 'locale'>,
): string {
  const parts: string[] = [];
  if (filters.search) parts.push(t('filters.search', { search: filters.search }));
  if (filters.barangay) parts.push(t('filters.barangay', { barangay: filters.barangay }));
  if (filters.status) parts.push(t('filters.statusIs', { status: filters.status }));
  const month = filters.month ? monthName(Number(filters.month), locale) : '';
  if (filters.year || month)
    parts.push(t('filters.registeredIn', { when: [month, filters.year].filter(Boolean).join(' ') }));
  return parts.length ? parts.join(' · ') : t('filters.allMembers');
}
