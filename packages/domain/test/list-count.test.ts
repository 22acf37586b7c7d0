import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cappedTotal, LIST_COUNT_LIMIT, listCountLimit } from '../src/list-count.ts';

describe('a list whose count is not kept counts its rows up to 1,000 (issue 29)', () => {
  it('counts up to 1,000 matches, or to the end of the page asked for when that is further', () => {
    expect(LIST_COUNT_LIMIT).toBe(1000);
    expect(listCountLimit(1, 15)).toBe(1000);
    expect(listCountLimit(66, 15)).toBe(1000);
    expect(listCountLimit(67, 15)).toBe(1005);
    expect(listCountLimit(200, 15)).toBe(3000);
  });

  it('is exact up to the limit; past it the total is the limit, marked as more', () => {
    expect(cappedTotal(0, 1000)).toEqual({ total: 0, totalCapped: false });
    expect(cappedTotal(1000, 1000)).toEqual({ total: 1000, totalCapped: false });
    expect(cappedTotal(1001, 1000)).toEqual({ total: 1000, totalCapped: true });
  });

  it('always knows whether a page after the one asked for exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 8000 }), (page, matches) => {
        const limit = listCountLimit(page, 15);
        const { total, totalCapped } = cappedTotal(Math.min(matches, limit + 1), limit);
        const nextExists = matches > page * 15;
        expect(totalCapped || Math.ceil(total / 15) > page).toBe(nextExists);
      }),
    );
  });
});
