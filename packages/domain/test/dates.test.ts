import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  ageOn,
  compareDates,
  dateTimePartsIn,
  daysBetween,
  formatIsoDate,
  isIsoDate,
  monthWindow,
  todayIn,
} from '../src/dates.ts';

const MANILA = 'Asia/Manila';

describe('calendar dates (YYYY-MM-DD)', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-12-31')).toBe(true);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate(' 2024-01-01')).toBe(false);
    expect(isIsoDate('2024-01-01T00:00')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, landing on the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-15');
  });

  it('adds years, turning 29 February into 28 February in a common year', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-06-15', 3)).toBe('2027-06-15');
  });

  it('compares dates like a sort comparator', () => {
    expect(compareDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareDates('2025-01-01', '2024-12-31')).toBe(1);
  });

  it('gives the calendar month of a date, ending on 28 or 29 February', () => {
    expect(monthWindow('2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthWindow('2023-02-28')).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(monthWindow('2024-01-31')).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(monthWindow('2024-04-01')).toEqual({ start: '2024-04-01', end: '2024-04-30' });
  });

  it('refuses to compute with something that is not a date', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
  });
});

describe('ages in whole years (DECISIONS 3)', () => {
  it('counts the birthday from that day', () => {
    expect(ageOn('1964-05-10', '2024-05-09')).toBe(59);
    expect(ageOn('1964-05-10', '2024-05-10')).toBe(60);
    expect(ageOn('1964-05-10', '2024-05-11')).toBe(60);
  });

  it('is 0 on the day of birth', () => {
    expect(ageOn('2024-03-01', '2024-03-01')).toBe(0);
    expect(ageOn('2024-03-01', '2025-02-28')).toBe(0);
  });

  it('makes someone born on 29 February a year older on 28 February in a common year', () => {
    expect(ageOn('2000-02-29', '2021-02-27')).toBe(20);
    expect(ageOn('2000-02-29', '2021-02-28')).toBe(21);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });
});

describe("today in the app's time zone (DECISIONS 1)", () => {
  it('is still the same day in Manila at 15:59 UTC', () => {
    expect(todayIn(MANILA, new Date('2024-03-14T15:59:59Z'))).toBe('2024-03-14');
  });

  it('is already the next day in Manila at 16:00 UTC (00:00 in Manila)', () => {
    expect(todayIn(MANILA, new Date('2024-03-14T16:00:00Z'))).toBe('2024-03-15');
  });

  it('is the next day at 01:00 in Manila whatever UTC says', () => {
    expect(todayIn(MANILA, new Date('2024-12-31T17:00:00Z'))).toBe('2025-01-01');
    expect(todayIn('UTC', new Date('2024-12-31T17:00:00Z'))).toBe('2024-12-31');
  });

  it('gives the wall-clock time in Manila, midnight as hour 0', () => {
    expect(dateTimePartsIn(MANILA, new Date('2024-03-14T16:00:05Z'))).toEqual({
      year: 2024,
      month: 3,
      day: 15,
      hour: 0,
      minute: 0,
      second: 5,
    });
  });
});

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('date arithmetic for all dates', () => {
  it('agrees with the JavaScript calendar on adding days', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -2000, max: 2000 }), (date, n) => {
        const expected = new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addDays(date, n)).toBe(expected);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
    );
  });

  it('always produces real dates and never goes backwards when adding years', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 50 }), (date, n) => {
        const later = addYears(date, n);
        expect(isIsoDate(later)).toBe(true);
        expect(compareDates(date, later)).toBeLessThanOrEqual(0);
        expect(ageOn(date, later)).toBe(n);
      }),
    );
  });
});

describe('dates at the edge of the YYYY-MM-DD form', () => {
  it('clamps results past 9999-12-31 instead of throwing', () => {
    expect(addDays('9999-12-31', 1)).toBe('9999-12-31');
    expect(addMonths('9999-12-31', 1)).toBe('9999-12-31');
    expect(addYears('9999-06-15', 3)).toBe('9999-12-31');
    expect(addDays('0001-01-01', -1)).toBe('0001-01-01');
  });
});
