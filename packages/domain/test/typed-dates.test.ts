import { describe, expect, it } from 'vitest';
import { readTypedDate } from '../src/typed-dates.ts';

describe('readTypedDate', () => {
  it.each([
    ['November 26, 2026', '2026-11-26'],
    ['november 26 2026', '2026-11-26'],
    ['  Nov  26, 2026 ', '2026-11-26'],
    ['Nov. 26, 2026', '2026-11-26'],
    ['Sept 3, 2026', '2026-09-03'],
    ['26 November 2026', '2026-11-26'],
    ['26 Nov 2026', '2026-11-26'],
    ['11/26/2026', '2026-11-26'],
    ['1/5/1960', '1960-01-05'],
    ['2026-11-26', '2026-11-26'],
    ['2024-2-29', '2024-02-29'],
    ['February 29, 2024', '2024-02-29'],
  ])('reads %j as %s', (text, iso) => {
    expect(readTypedDate(text)).toBe(iso);
  });

  it.each([
    '',
    'November 2026',
    'November 26',
    'Nov 26, 26',
    'February 29, 2026',
    'April 31, 2026',
    '13/01/2026',
    '26/11/2026',
    '2026-13-01',
    'Novembers 26, 2026',
    'No 26, 2026',
    'yesterday',
  ])('does not read %j', (text) => {
    expect(readTypedDate(text)).toBeNull();
  });
});
