import { describe, expect, it } from 'vitest';
import {
  crossesHighClaims,
  isExpiredNotificationDue,
  isNoClaimsNotificationDue,
  LIMIT_WARNING_PERCENT,
  limitWarningOf,
  notificationTexts,
  reachesLimitWarning,
  termFirstAnniversary,
  termStart,
} from '../src/notifications.ts';

describe('when each notification starts (DECISIONS 30)', () => {
  it('expired: on the first day the membership is expired, the expiry date itself', () => {
    expect(isExpiredNotificationDue('2026-03-15', '2026-03-14')).toBe(false);
    expect(isExpiredNotificationDue('2026-03-15', '2026-03-15')).toBe(true);
    expect(isExpiredNotificationDue('2026-03-15', '2027-01-01')).toBe(true);
  });

  it('a term is the 3 years before its expiry; its first anniversary a year after its start', () => {
    expect(termStart('2028-06-01')).toBe('2025-06-01');
    expect(termFirstAnniversary('2028-06-01')).toBe('2026-06-01');
    // Registered on 29 February 2024: expiry 28 February 2027, first anniversary 28 February 2025.
    expect(termFirstAnniversary('2027-02-28')).toBe('2025-02-28');
  });

  it('no_claims: from the term’s first anniversary when no claim is dated in the term', () => {
    expect(isNoClaimsNotificationDue('2028-06-01', null, '2026-05-31')).toBe(false);
    expect(isNoClaimsNotificationDue('2028-06-01', null, '2026-06-01')).toBe(true);
    expect(isNoClaimsNotificationDue('2028-06-01', '2025-06-01', '2026-06-01')).toBe(false);
    // A claim of the earlier term (before this term's start) does not count for this one.
    expect(isNoClaimsNotificationDue('2028-06-01', '2025-05-31', '2026-06-01')).toBe(true);
    // An expired membership raises 'expired' instead.
    expect(isNoClaimsNotificationDue('2026-06-01', null, '2026-06-01')).toBe(false);
  });

  it('high_claims: at the claim that brings the total to ₱10,000 or more, only then', () => {
    expect(crossesHighClaims(999_999, 999_999)).toBe(false);
    expect(crossesHighClaims(999_999, 1_000_000)).toBe(true);
    expect(crossesHighClaims(0, 2_000_000)).toBe(true);
    expect(crossesHighClaims(1_000_000, 1_000_100)).toBe(false);
    expect(notificationTexts.highClaims().message).toBe('Total claimed has reached ₱10,000.00 or more.');
  });
});

describe('the limit warning (issue 10, item 5)', () => {
  it('starts at 80 % of the max, not a centavo before', () => {
    expect(LIMIT_WARNING_PERCENT).toBe(80);
    expect(reachesLimitWarning(39_999, 50_000)).toBe(false);
    expect(reachesLimitWarning(40_000, 50_000)).toBe(true);
    expect(reachesLimitWarning(50_000, 50_000)).toBe(true);
    expect(reachesLimitWarning(0, 0)).toBe(false);
  });

  const window = { start: '2026-03-01', end: '2026-03-31' };

  it('is raised by a claim that brings the use in the current window to 80 % or more', () => {
    const claim = { serviceType: 'FREE MEDICINE', amountCentavos: 1, usedCentavos: 39_999, window };
    expect(limitWarningOf(claim, 50_000, '2026-03-15')).toEqual({
      serviceType: 'FREE MEDICINE',
      windowStart: '2026-03-01',
      windowEnd: '2026-03-31',
      usedCentavos: 40_000,
      maxCentavos: 50_000,
      percent: 80,
    });
    expect(limitWarningOf({ ...claim, amountCentavos: 0 }, 50_000, '2026-03-15')).toBeNull();
  });

  it('is not raised for a claim dated in an earlier window', () => {
    const claim = { serviceType: 'FREE MEDICINE', amountCentavos: 45_000, usedCentavos: 0, window };
    expect(limitWarningOf(claim, 50_000, '2026-04-01')).toBeNull();
    expect(limitWarningOf(claim, 50_000, '2026-03-31')).not.toBeNull();
  });

  it('says what is used of the max', () => {
    const warning = limitWarningOf(
      { serviceType: 'MRI', amountCentavos: 500_000, usedCentavos: 0, window },
      600_000,
      '2026-03-15',
    )!;
    expect(notificationTexts.limitWarning(warning).message).toBe(
      'MRI: ₱5,000.00 of ₱6,000.00 used (83%) in the current window.',
    );
  });

  it('is titled "almost reached" from 80 % and "reached" at 100 % (issue 23)', () => {
    const at = (usedCentavos: number) =>
      notificationTexts.limitWarning(
        limitWarningOf(
          { serviceType: 'MRI', amountCentavos: 1, usedCentavos, window },
          600_000,
          '2026-03-15',
        )!,
      ).title;
    expect(at(500_000)).toBe('Service limit almost reached');
    expect(at(599_998)).toBe('Service limit almost reached');
    expect(at(599_999)).toBe('Service limit reached');
  });
});
