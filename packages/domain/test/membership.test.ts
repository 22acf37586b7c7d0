import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '../src/dates.ts';
import {
  claimYearTag,
  currentMembershipYear,
  expiryDate,
  isRegistrationDateAllowed,
  membershipState,
  membershipStatus,
  membershipYearOf,
  registrationDateWindow,
  renewedExpiryDate,
} from '../src/membership.ts';

describe('membership expiry and status (DECISIONS 4)', () => {
  it('expires 3 years after the registration date', () => {
    expect(expiryDate('2024-06-15')).toBe('2027-06-15');
  });

  it('expires on 28 February 2027 for a registration on 29 February 2024', () => {
    expect(expiryDate('2024-02-29')).toBe('2027-02-28');
  });

  it('is Active the day before expiry and Expired on the expiry date', () => {
    expect(membershipStatus('2027-06-15', '2027-06-14')).toBe('Active');
    expect(membershipStatus('2027-06-15', '2027-06-15')).toBe('Expired');
    expect(membershipStatus('2027-06-15', '2027-06-16')).toBe('Expired');
  });
});

describe('registration date window (DECISIONS 6)', () => {
  it('runs from one year ago to today, both included', () => {
    expect(registrationDateWindow('2025-03-10')).toEqual({ earliest: '2024-03-10', latest: '2025-03-10' });
    expect(isRegistrationDateAllowed('2024-03-10', '2025-03-10')).toBe(true);
    expect(isRegistrationDateAllowed('2025-03-10', '2025-03-10')).toBe(true);
  });

  it('refuses the day before one year ago and tomorrow', () => {
    expect(isRegistrationDateAllowed('2024-03-09', '2025-03-10')).toBe(false);
    expect(isRegistrationDateAllowed('2025-03-11', '2025-03-10')).toBe(false);
  });

  it('goes back to 28 February when today is 29 February', () => {
    expect(registrationDateWindow('2024-02-29').earliest).toBe('2023-02-28');
  });

  it('refuses something that is not a date', () => {
    expect(isRegistrationDateAllowed('2025-02-30', '2025-03-10')).toBe(false);
    expect(isRegistrationDateAllowed('', '2025-03-10')).toBe(false);
  });
});

describe('renewal (DECISIONS 25)', () => {
  it('extends by 3 years from the old expiry when renewed early', () => {
    expect(renewedExpiryDate('2027-06-15', '2027-05-01')).toBe('2030-06-15');
  });

  it('extends by 3 years from the renewal date when renewed after expiry', () => {
    expect(renewedExpiryDate('2027-06-15', '2027-09-01')).toBe('2030-09-01');
  });
});

describe('membership years (DECISIONS 5)', () => {
  const registered = '2024-06-15';

  it('starts year 0 on the registration date', () => {
    expect(membershipYearOf(registered, registered)).toEqual({
      index: 0,
      start: '2024-06-15',
      end: '2025-06-14',
      label: '2024 - 2025',
    });
  });

  it('keeps the day before the anniversary in the old year', () => {
    expect(membershipYearOf(registered, '2025-06-14')?.index).toBe(0);
  });

  it('starts a new year on the anniversary', () => {
    expect(membershipYearOf(registered, '2025-06-15')).toEqual({
      index: 1,
      start: '2025-06-15',
      end: '2026-06-14',
      label: '2025 - 2026',
    });
  });

  it('keeps the day after the anniversary in the new year', () => {
    expect(membershipYearOf(registered, '2025-06-16')?.index).toBe(1);
  });

  it('has no membership year before the registration date', () => {
    expect(membershipYearOf(registered, '2024-06-14')).toBeNull();
  });

  it('keeps counting after a renewal (year 3 and beyond)', () => {
    expect(membershipYearOf(registered, '2027-06-15')).toMatchObject({ index: 3, label: '2027 - 2028' });
    expect(membershipYearOf(registered, '2031-01-01')).toMatchObject({ index: 6, start: '2030-06-15' });
  });

  it('labels a year registered on 1 January with one calendar year twice', () => {
    expect(membershipYearOf('2024-01-01', '2024-07-01')).toMatchObject({
      start: '2024-01-01',
      end: '2024-12-31',
      label: '2024 - 2024',
    });
  });

  it('has anniversaries on 28 February in common years for a 29 February (leap year) registration', () => {
    const leap = '2024-02-29';
    expect(membershipYearOf(leap, '2025-02-27')).toMatchObject({ index: 0, end: '2025-02-27' });
    expect(membershipYearOf(leap, '2025-02-28')).toMatchObject({ index: 1, start: '2025-02-28' });
    expect(membershipYearOf(leap, '2027-02-27')).toMatchObject({ index: 2, end: '2027-02-27' });
    expect(membershipYearOf(leap, '2028-02-28')).toMatchObject({ index: 3, end: '2028-02-28' });
    expect(membershipYearOf(leap, '2028-02-29')).toMatchObject({ index: 4, start: '2028-02-29' });
  });

  it('has anniversaries on 28 February for a 28 February registration in a common year', () => {
    const common = '2023-02-28';
    expect(membershipYearOf(common, '2024-02-27')).toMatchObject({ index: 0, end: '2024-02-27' });
    expect(membershipYearOf(common, '2024-02-28')).toMatchObject({
      index: 1,
      start: '2024-02-28',
      end: '2025-02-27',
    });
    expect(membershipYearOf(common, '2024-02-29')).toMatchObject({ index: 1 });
  });

  it('runs a 31 January registration to 30 January', () => {
    expect(membershipYearOf('2024-01-31', '2024-12-31')).toMatchObject({
      start: '2024-01-31',
      end: '2025-01-30',
    });
  });

  it("gives today's membership year as the current one", () => {
    expect(currentMembershipYear(registered, '2026-01-01')?.label).toBe('2025 - 2026');
  });

  it('tiles time with membership years: every day after registration is in exactly one year', () => {
    const registration = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) =>
        formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }),
      );
    fc.assert(
      fc.property(registration, fc.integer({ min: 0, max: 366 * 12 }), (registered, offset) => {
        const date = addDays(registered, offset);
        const year = membershipYearOf(registered, date)!;
        expect(year.start <= date && date <= year.end).toBe(true);
        // The next day is either in the same year or starts the next one, with no gap.
        const next = membershipYearOf(registered, addDays(date, 1))!;
        if (date === year.end) {
          expect(next.index).toBe(year.index + 1);
          expect(next.start).toBe(addDays(year.end, 1));
        } else {
          expect(next).toEqual(year);
        }
        // The window is a year long: 365 or 366 days, or one less when 29 February is clipped.
        const length = Math.round((Date.parse(year.end) - Date.parse(year.start)) / 86_400_000) + 1;
        expect(length).toBeGreaterThanOrEqual(364);
        expect(length).toBeLessThanOrEqual(367);
        expect(year.label).toBe(`${year.start.slice(0, 4)} - ${year.end.slice(0, 4)}`);
      }),
    );
  });
});

describe('Current and Archived claims (spec 2 service history)', () => {
  const registered = '2024-06-15';

  it("labels a claim in today's membership year Current", () => {
    expect(claimYearTag(registered, '2025-06-15', '2025-07-01')).toBe('Current');
  });

  it('labels a claim from the day before the anniversary Archived once the new year starts', () => {
    expect(claimYearTag(registered, '2025-06-14', '2025-06-14')).toBe('Current');
    expect(claimYearTag(registered, '2025-06-14', '2025-06-15')).toBe('Archived');
  });
});

describe('membership years near year 9999', () => {
  it('has no membership year when it would end past 9999-12-31, and does not throw', () => {
    expect(membershipYearOf('2024-06-15', '9999-12-31')).toBeNull();
    expect(membershipYearOf('2024-06-15', '9999-07-01')).toBeNull();
    expect(membershipYearOf('2024-06-15', '9999-01-01')?.label).toBe('9998 - 9999');
    expect(membershipYearOf('2024-06-15', '9998-01-01')?.label).toBe('9997 - 9998');
  });
});

describe('the membership state every badge shows (issue 23)', () => {
  const today = '2026-11-26';
  const state = (expiryDate: string, archived = false) =>
    membershipState({ expiryDate, archived }, today).label;

  it('is Archived for an archived member, whatever its dates', () => {
    expect(state('2029-11-26', true)).toBe('Archived');
    expect(state('2025-01-01', true)).toBe('Archived');
  });

  it('is Expired from the expiry date on', () => {
    expect(state('2026-11-26')).toBe('Expired');
    expect(state('2026-01-01')).toBe('Expired');
  });

  it('counts the days left within 30 days of the expiry', () => {
    expect(state('2026-11-27')).toBe('Expiring in 1 day');
    expect(state('2026-11-30')).toBe('Expiring in 4 days');
    expect(state('2026-12-26')).toBe('Expiring in 30 days');
  });

  it('is Active further out', () => {
    expect(state('2026-12-27')).toBe('Active');
    expect(state('2029-11-26')).toBe('Active');
  });
});
