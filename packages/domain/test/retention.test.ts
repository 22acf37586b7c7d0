import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECORD_RETENTION_YEARS,
  isDueForRemoval,
  memberFullName,
  memberNameLastFirst,
  membershipEnded,
  retentionDueFrom,
  scrubPersonalValues,
} from '../src/index.ts';

const YEARS = DEFAULT_RECORD_RETENTION_YEARS;

describe('a membership ends on its expiry date, its archive date, or the earlier of both', () => {
  it('runs while the expiry date has not come and it is not archived', () => {
    expect(membershipEnded({ expiryDate: '2026-05-01', archivedOn: null }, '2026-04-30')).toBeNull();
  });

  it('an expired membership ended on its expiry date (from that day on)', () => {
    expect(membershipEnded({ expiryDate: '2026-05-01', archivedOn: null }, '2026-05-01')).toEqual({
      endedOn: '2026-05-01',
      reason: 'expired',
    });
  });

  it('an archived member’s membership ended on the day it was archived, even before its expiry', () => {
    expect(membershipEnded({ expiryDate: '2027-01-01', archivedOn: '2025-06-15' }, '2026-01-01')).toEqual({
      endedOn: '2025-06-15',
      reason: 'archived',
    });
  });

  it('archived after it expired: the expiry date, the earlier of both, counts', () => {
    expect(membershipEnded({ expiryDate: '2020-03-10', archivedOn: '2022-01-05' }, '2026-01-01')).toEqual({
      endedOn: '2020-03-10',
      reason: 'expired',
    });
  });

  it('a renewed membership ends on its latest expiry (the renewal moved the expiry date)', () => {
    // Registered 2014, expired 2017, renewed to 2020 then to 2023: it ended on 2023-02-01.
    const renewed = { expiryDate: '2023-02-01', archivedOn: null };
    expect(membershipEnded(renewed, '2029-01-01')?.endedOn).toBe('2023-02-01');
    expect(isDueForRemoval(renewed, '2027-01-01', YEARS)).toBe(false);
    expect(isDueForRemoval(renewed, '2028-02-02', YEARS)).toBe(true);
  });
});

describe(`a member is due for removal once the membership ended more than ${YEARS} years ago`, () => {
  const expired = { expiryDate: '2020-03-10', archivedOn: null };

  it('is due from the day after the anniversary', () => {
    expect(retentionDueFrom('2020-03-10', YEARS)).toBe('2025-03-11');
  });

  it('exactly 5 years after it ended: not due yet', () => {
    expect(isDueForRemoval(expired, '2025-03-10', YEARS)).toBe(false);
  });

  it('a day less than 5 years: not due', () => {
    expect(isDueForRemoval(expired, '2025-03-09', YEARS)).toBe(false);
  });

  it('5 years and a day: due', () => {
    expect(isDueForRemoval(expired, '2025-03-11', YEARS)).toBe(true);
  });

  it('an archived member counts from the archive date', () => {
    const archived = { expiryDate: '2022-08-01', archivedOn: '2020-03-10' };
    expect(isDueForRemoval(archived, '2025-03-10', YEARS)).toBe(false);
    expect(isDueForRemoval(archived, '2025-03-11', YEARS)).toBe(true);
  });

  it('an archived member whose expiry came first counts from the expiry', () => {
    const both = { expiryDate: '2019-12-31', archivedOn: '2020-03-10' };
    expect(isDueForRemoval(both, '2025-01-01', YEARS)).toBe(true);
  });

  it('a running membership is never due', () => {
    expect(isDueForRemoval({ expiryDate: '2030-01-01', archivedOn: null }, '2029-12-31', 1)).toBe(false);
  });

  it('a member whose data was already removed is not due again', () => {
    expect(isDueForRemoval({ ...expired, anonymizedAt: new Date() }, '2030-01-01', YEARS)).toBe(false);
  });

  it('29 February lands on 28 February, like the database’s date arithmetic', () => {
    expect(retentionDueFrom('2020-02-29', YEARS)).toBe('2025-03-01');
  });

  it('the years are RECORD_RETENTION_YEARS: 1 year means a year and a day after it ended', () => {
    expect(isDueForRemoval(expired, '2021-03-10', 1)).toBe(false);
    expect(isDueForRemoval(expired, '2021-03-11', 1)).toBe(true);
  });
});

describe('a removed member reads "Removed member" wherever a name is shown', () => {
  const removed = { firstName: '', middleName: '', lastName: '', suffix: null };
  it('full name and last-name-first', () => {
    expect(memberFullName(removed)).toBe('Removed member');
    expect(memberNameLastFirst(removed)).toBe('Removed member');
    expect(memberFullName({ firstName: 'Ana', lastName: 'Reyes' })).toBe('Ana Reyes');
  });
});

describe('scrubPersonalValues takes a member’s values out of a text', () => {
  it('replaces whole words, any case, longest first', () => {
    expect(
      scrubPersonalValues(
        'Registered member Juan Dela Cruz (juan@x.ph)',
        ['Juan', 'Dela Cruz', 'juan@x.ph'],
        '[removed]',
      ),
    ).toBe('Registered member [removed] [removed] ([removed])');
  });
  it('leaves parts of other words and one-letter values alone', () => {
    expect(scrubPersonalValues('Juanito met A. Cruzado', ['Juan', 'A', 'Cruz'], 'X')).toBe(
      'Juanito met A. Cruzado',
    );
  });
});
