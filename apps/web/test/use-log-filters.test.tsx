import { accessLogQuerySchema, messages } from '@portal/domain';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLogFilters } from '../src/lib/hooks/use-log-filters.ts';

/** The access log's filters on a page of a memory router opened at `url`; `location()` reads its URL. */
function renderLogFilters(url: string) {
  let location = { search: '' };
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const rendered = renderHook(
    () => {
      const state = useLogFilters(['adminId', 'kind', 'from', 'to'] as const, accessLogQuerySchema);
      location = { search: useLocation().search };
      return state;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        router ??= createMemoryRouter([{ path: '/admin/access-log', element: children }], {
          initialEntries: [url],
        });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...rendered, location: () => location };
}

describe('a log’s filters', () => {
  it('reads the filters and the member from the URL; none set is the whole log', () => {
    const whole = renderLogFilters('/admin/access-log').result.current;
    expect(whole.filtered).toBe(false);
    expect(whole.valid).toBe(true);
    expect(whole.filters).toEqual({ adminId: '', kind: '', from: '', to: '', member: '' });

    const { result } = renderLogFilters('/admin/access-log?kind=member.details&member=REF-1&from=2025-03-01');
    expect(result.current.filters).toEqual({
      adminId: '',
      kind: 'member.details',
      from: '2025-03-01',
      to: '',
      member: 'REF-1',
    });
    expect(result.current.filtered).toBe(true);
    expect(result.current.valid).toBe(true);
    expect(result.current.bar.member).toBe('REF-1');
    expect(result.current.bar.filters).toEqual({
      adminId: '',
      kind: 'member.details',
      from: '2025-03-01',
      to: '',
    });
  });

  it('refuses a To before the From as the server does: not valid, the refusal under To', () => {
    const { result } = renderLogFilters('/admin/access-log?from=2025-03-10&to=2025-03-01');
    expect(result.current.valid).toBe(false);
    expect(Object.keys(result.current.errors)).toEqual(['to']);
    expect(result.current.bar.errors.to).toBe(messages.invalidInput);
  });

  it('the bar’s change and clear move the URL', () => {
    const { result, location } = renderLogFilters('/admin/access-log?page=3');
    act(() => result.current.bar.onFilterChange('kind', 'reports.csv'));
    expect(new URLSearchParams(location().search).get('kind')).toBe('reports.csv');
    expect(result.current.list.page).toBe(1);
    act(() => result.current.bar.onClear());
    expect(location().search).toBe('');
    expect(result.current.filtered).toBe(false);
  });
});
