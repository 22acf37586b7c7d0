import { MONTH_NAMES } from '@portal/domain';
/** The filters in words, for the print header and the page's description ('All members' when none). */
export function describeFilters(filters: {
  search: string;
  barangay: string;
  status: string;
  year: string;
  month: string;
}): string {
  const parts: string[] = [];
  if (filters.search) parts.push(`Search “${filters.search}”`);
  if (filters.barangay) parts.push(`Barangay ${filters.barangay}`);
  if (filters.status) parts.push(`Status ${filters.status}`);
  const month = filters.month ? MONTH_NAMES[Number(filters.month) - 1] : '';
  if (filters.year || month) parts.push(`Registered in ${[month, filters.year].filter(Boolean).join(' ')}`);
  return parts.length ? parts.join(' · ') : 'All members';
}
