import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the URL query string (so a filtered page can be bookmarked and Back works):
 * the search box (the `searchKey` parameter, 'search' unless named) is debounced, and any change
 * of search or filter goes back to page 1.
 */
export function useListParams<K extends string>(
  filterKeys: readonly K[],
  { searchKey = 'search' }: { searchKey?: string } = {},
) {
  const [params, setParams] = useSearchParams();
  const search = params.get(searchKey) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    K,
    string
  >;

  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, 350);

  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Only a change of the typed text moves the URL; a URL changed otherwise (Back) is left alone.
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced.trim() !== search) update({ [searchKey]: debounced.trim(), page: 1 });
  }, [debounced, search, searchKey, update]);

  return {
    typed,
    setTyped,
    search,
    page,
    filters,
    setFilter: (key: K, value: string) => update({ [key]: value, page: 1 }),
    /** Back to the whole list: no search, no filter, page 1. */
    clear: () => {
      setTyped('');
      update({ [searchKey]: '', page: 1, ...Object.fromEntries(filterKeys.map((key) => [key, ''])) });
    },
    setPage: (next: number) => update({ page: next }),
  };
}
