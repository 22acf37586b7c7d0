import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatMonth,
  formatShortDate,
  today,
} from '../src/lib/dates.ts';

describe('the screens write dates in the spec’s long form', () => {
  it('a calendar day as “March 5, 2025”, never shifted by a time zone', () => {
    expect(formatDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatDate('2025-12-31')).toBe('December 31, 2025');
    // A timestamp's date part is the day itself.
    expect(formatDate('2025-03-05T23:59:59Z')).toBe('March 5, 2025');
  });

  it('a narrow column’s day as “Mar 5, 2025”', () => {
    expect(formatShortDate('2025-03-05')).toBe('Mar 5, 2025');
  });

  it('an instant as Manila’s wall-clock time and Manila’s date (UTC+8)', () => {
    // 16:30 UTC on March 4 is 00:30 on March 5 in Manila.
    expect(formatInstantDate('2025-03-04T16:30:00Z')).toBe('March 5, 2025');
    expect(formatDateTime('2025-03-04T16:30:00Z')).toMatch(/^March 5, 2025(,| at) 12:30\s?AM$/i);
  });

  it('a month alone as “March 2025”', () => {
    expect(formatMonth('2025-03-05')).toBe('March 2025');
    expect(formatMonth('2025-03')).toBe('March 2025');
  });

  it('nothing as a dash and what is not a date as itself', () => {
    for (const format of [formatDate, formatShortDate, formatDateTime, formatInstantDate]) {
      expect(format(null)).toBe('—');
      expect(format(undefined)).toBe('—');
      expect(format('')).toBe('—');
      expect(format('not a date')).toBe('not a date');
    }
  });

  it('today is Manila’s date, whatever the browser’s own zone', () => {
    const manila = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect(today()).toBe(manila);
  });
});
