import { type MemberListSort, memberListSortParts } from '@portal/domain';
import type { MemberTexts } from '../../lib/i18n/member-texts.ts';

/** The sentence that tells the order shown: 'Sorted by Expiry, earliest first' (domain memberListSortLabel). */
export function sortLabel({ t }: MemberTexts, sort: MemberListSort | null): string {
  if (!sort) return t('sort.newest');
  const { column, direction } = memberListSortParts(sort);
  return t('sort.sortedBy', {
    column: t(`sort.columns.${column}`),
    direction: t(`sort.directions.${column}.${direction}`),
  });
}
