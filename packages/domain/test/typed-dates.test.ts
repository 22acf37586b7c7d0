import { describe, expect, it } from 'vitest';
import { FILIPINO_MONTH_NAMES } from '../src/dates.ts';
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

describe('readTypedDate in Filipino (issue 26): a date as the Filipino pages show it is read back', () => {
  const filipinoLongDate = new Intl.DateTimeFormat('fil-PH', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const filipinoShortDate = new Intl.DateTimeFormat('fil-PH', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

  it('every day of a year, written long and short as Intl writes it for fil-PH, reads back as itself', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(readTypedDate(filipinoLongDate.format(date)), filipinoLongDate.format(date)).toBe(iso);
      expect(readTypedDate(filipinoShortDate.format(date)), filipinoShortDate.format(date)).toBe(iso);
    }
  });

  it('the Filipino month names are the ones Intl writes for fil-PH', () => {
    const monthName = new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' });
    expect(FILIPINO_MONTH_NAMES).toEqual(
      Array.from({ length: 12 }, (_, month) => monthName.format(new Date(Date.UTC(2026, month, 1)))),
    );
  });

  it.each([
    ['Enero 5, 1960', '1960-01-05'],
    ['Pebrero 29, 2024', '2024-02-29'],
    ['marso 1 2026', '2026-03-01'],
    ['Abr. 30, 2026', '2026-04-30'],
    ['Mayo 31, 2026', '2026-05-31'],
    ['Hun 15, 2026', '2026-06-15'],
    ['Hulyo 4, 2026', '2026-07-04'],
    ['Ago 21, 2026', '2026-08-21'],
    ['Set 3, 2026', '2026-09-03'],
    ['Setyembre 3, 2026', '2026-09-03'],
    ['Okt 31, 2026', '2026-10-31'],
    ['26 Nobyembre 2026', '2026-11-26'],
    ['ika-26 ng Nobyembre, 2026', '2026-11-26'],
    ['Ika-25 ng Disyembre 2026', '2026-12-25'],
    ['Dis 25, 2026', '2026-12-25'],
  ])('reads %j as %s, whatever language the page is in', (text, iso) => {
    expect(readTypedDate(text)).toBe(iso);
  });

  it('the months the languages write alike are the same month in both', () => {
    expect(readTypedDate('Mar 5, 2026')).toBe('2026-03-05');
    expect(readTypedDate('Marso 5, 2026')).toBe(readTypedDate('March 5, 2026'));
    expect(readTypedDate('May 5, 2026')).toBe(readTypedDate('Mayo 5, 2026'));
  });

  it.each([
    'Pebrero 29, 2026',
    'Hunyo 31, 2026',
    'Nobyembres 26, 2026',
    'Hu 26, 2026',
    'Nobyembre 2026',
    'ika-26 ng Nobyembre',
    'ika-32 ng Enero, 2026',
  ])('does not read %j', (text) => {
    expect(readTypedDate(text)).toBeNull();
  });
});
