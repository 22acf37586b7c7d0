import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListParams } from '../src/lib/hooks/use-list-params.ts';

/** The hook on a page of a memory router opened at `url`; `location()` reads the URL it keeps. */
function renderListParams(url: string, options?: Parameters<typeof useListParams>[1]) {
  let location = { pathname: '', search: '' };
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const rendered = renderHook(
    () => {
      const state = useListParams(['barangay', 'year'] as const, options);
      const { pathname, search } = useLocation();
      location = { pathname, search };
      return state;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        router ??= createMemoryRouter([{ path: '/admin/members', element: children }], {
          initialEntries: [url],
        });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...rendered, location: () => location, router: () => router! };
}

describe('list state in the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the search, the filters and the page from the query string', () => {
    const { result } = renderListParams('/admin/members?search=cruz&barangay=Sapul&page=3');
    expect(result.current.search).toBe('cruz');
    expect(result.current.typed).toBe('cruz');
    expect(result.current.filters).toEqual({ barangay: 'Sapul', year: '' });
    expect(result.current.page).toBe(3);
  });

  it('a page that is not a positive number is page 1', () => {
    expect(renderListParams('/admin/members?page=-4').result.current.page).toBe(1);
    expect(renderListParams('/admin/members?page=abc').result.current.page).toBe(1);
  });

  it('a filter goes back to page 1; two filters set at once both stay', () => {
    const { result, location } = renderListParams('/admin/members?page=4');
    act(() => {
      result.current.setFilter('barangay', 'Sapul');
      result.current.setFilter('year', '2025');
    });
    const search = new URLSearchParams(location().search);
    expect(search.get('barangay')).toBe('Sapul');
    expect(search.get('year')).toBe('2025');
    expect(search.get('page')).toBeNull();
    expect(result.current.page).toBe(1);
  });

  it('the typed search moves the URL once typing pauses (350 ms), trimmed', async () => {
    const { result, location } = renderListParams('/admin/members?page=2');
    act(() => result.current.setTyped('  dela'));
    act(() => result.current.setTyped('  dela cruz '));
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(new URLSearchParams(location().search).get('search')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    const search = new URLSearchParams(location().search);
    expect(search.get('search')).toBe('dela cruz');
    expect(search.get('page')).toBeNull();
  });

  it('Back shows the earlier search in the box', async () => {
    const { result, router } = renderListParams('/admin/members?search=cruz', { push: true });
    act(() => result.current.setPage(2));
    await act(async () => {
      await router().navigate('/admin/members?search=santos');
    });
    expect(result.current.typed).toBe('santos');
    await act(async () => {
      await router().navigate(-1);
    });
    expect(result.current.search).toBe('cruz');
    expect(result.current.typed).toBe('cruz');
  });

  it('Clear goes back to the whole list', () => {
    const { result, location } = renderListParams(
      '/admin/members?search=cruz&barangay=Sapul&year=2025&page=2',
    );
    act(() => result.current.clear());
    expect(location().search).toBe('');
    expect(result.current.typed).toBe('');
  });
});
