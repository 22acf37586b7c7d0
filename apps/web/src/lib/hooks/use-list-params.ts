import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the URL query string (so a filtered page can be bookmarked and Back works):
 * the search box (the `searchKey` parameter, 'search' unless named) is debounced, and any change
 * of search or filter goes back to page 1. With `push`, a change of filter or page is a new history
 * entry (Back undoes it); the typed search always replaces the entry it is typed in.
 */
export function useListParams<K extends string>(
  filterKeys: readonly K[],
  { searchKey = 'search', push = false }: { searchKey?: string; push?: boolean } = {},
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

  // The params the next change starts from. react-router's functional update starts from the params
  // of the last render, so two changes made before a re-render (two selects set in quick succession)
  // would overwrite each other; this ref carries the first change into the second.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const update = useCallback(
    (changes: Record<string, string | number>, replace = true) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  // Only a change of the typed text moves the URL; a URL changed otherwise (Back) is left alone.
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced.trim() !== search) update({ [searchKey]: debounced.trim(), page: 1 });
  }, [debounced, search, searchKey, update]);

  // A search changed by the URL (Back, Forward, a link) shows in the box.
  const shown = useRef(search);
  useEffect(() => {
    if (search === shown.current) return;
    shown.current = search;
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);

  return {
    typed,
    setTyped,
    search,
    page,
    filters,
    setFilter: (key: K, value: string) => update({ [key]: value, page: 1 }, !push),
    /** Several filters at once (one history entry). */
    setFilters: (changes: Partial<Record<K, string>>) =>
      update({ ...(changes as Record<string, string>), page: 1 }, !push),
    /** Back to the whole list: no search, no filter, page 1. */
    clear: () => {
      setTyped('');
      update({ [searchKey]: '', page: 1, ...Object.fromEntries(filterKeys.map((key) => [key, ''])) }, !push);
    },
    setPage: (next: number) => update({ page: next }, !push),
  };
}
