import { useMemo } from 'react';
import { domainResolver } from '../forms/domain-resolver.ts';
import { useListParams } from './use-list-params.ts';
import { useToday } from './use-today.ts';

/** A domain zod schema of a log's query, as the server reads it. */
type QuerySchema = Parameters<typeof domainResolver>[0];

/**
 * A log's filters (activity log, access log, messages) in the URL: the filters `keys` and the member
 * (typed, applied after a pause), checked against the domain's query `schema` as the server checks
 * them (e.g. 'to' not before 'from'). `bar` is what the log's filter bar takes.
 */
export function useLogFilters<K extends string>(keys: readonly K[], schema: QuerySchema) {
  const [today] = useToday();
  const list = useListParams(keys, { searchKey: 'member' });
  const check = useMemo(() => domainResolver<Record<string, unknown>>(schema), [schema]);
  const filters = { ...list.filters, member: list.search } as Record<K | 'member', string>;
  // The filters as the API reads them: an empty one is no filter.
  const query = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));
  const errors = check(query) as Partial<Record<K | 'member', string>>;
  return {
    list,
    filters,
    errors,
    /** No filter is refused: the log may be asked for. */
    valid: Object.keys(errors).length === 0,
    /** Some filter is set (the empty state says so). */
    filtered: Object.values(filters).some(Boolean),
    bar: {
      filters: list.filters,
      onFilterChange: list.setFilter,
      member: list.typed,
      onMemberChange: list.setTyped,
      errors,
      today,
      onClear: list.clear,
    },
  };
}
