import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesFil } from '../src/i18n/messages-fil.ts';
import { messages } from '../src/messages.ts';
import { isReferenceNumber, REFERENCE_NUMBER_EXAMPLE, referenceNumber } from '../src/reference.ts';

describe('reference numbers (spec 3; DECISIONS 7)', () => {
  it('uses the date and time in Manila and 4 random digits', () => {
    expect(referenceNumber(new Date('2024-03-14T16:05:09Z'), 'Asia/Manila', () => 0.0421)).toBe(
      'REF-20240315-000509-0421',
    );
  });

  it('zero-pads the random digits and keeps them below 10000', () => {
    expect(referenceNumber(new Date('2024-03-14T03:00:00Z'), 'Asia/Manila', () => 0)).toBe(
      'REF-20240314-110000-0000',
    );
    expect(referenceNumber(new Date('2024-03-14T03:00:00Z'), 'Asia/Manila', () => 0.99999999)).toMatch(
      /-9999$/,
    );
  });

  it('recognizes its own format only', () => {
    expect(isReferenceNumber('REF-20240314-110000-0421')).toBe(true);
    expect(isReferenceNumber('REF-20240314-110000-421')).toBe(false);
    expect(isReferenceNumber('ref-20240314-110000-0421')).toBe(false);
    expect(isReferenceNumber(' REF-20240314-110000-0421')).toBe(false);
  });

  it('shows as its example the number the message of a malformed one names, in both languages', () => {
    expect(isReferenceNumber(REFERENCE_NUMBER_EXAMPLE)).toBe(true);
    expect(messages.referenceNumberMalformed).toContain(REFERENCE_NUMBER_EXAMPLE);
    expect(messagesFil.referenceNumberMalformed).toContain(REFERENCE_NUMBER_EXAMPLE);
  });

  it('refuses impossible dates and times', () => {
    for (const ref of [
      'REF-20241314-110000-0421', // month 13
      'REF-20240014-110000-0421', // month 00
      'REF-20240230-110000-0421', // 30 February
      'REF-20230229-110000-0421', // 29 February of a common year
      'REF-20240300-110000-0421', // day 00
      'REF-20240314-240000-0421', // hour 24
      'REF-20240314-116000-0421', // minute 60
      'REF-20240314-110060-0421', // second 60
    ]) {
      expect(isReferenceNumber(ref), ref).toBe(false);
    }
    expect(isReferenceNumber('REF-20240229-235959-0000')).toBe(true);
    expect(isReferenceNumber('REF-20240101-000000-9999')).toBe(true);
  });

  it('always matches REF-yyyymmdd-hhmmss-NNNN', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (now, r) => {
          const ref = referenceNumber(now, 'Asia/Manila', () => r);
          expect(isReferenceNumber(ref)).toBe(true);
          expect(ref.slice(-4)).toBe(String(Math.floor(r * 10_000)).padStart(4, '0'));
        },
      ),
    );
  });
});
