import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages.ts';
import {
  daysUntilExpiry,
  isRenewalOpen,
  renewalListRange,
  renewalOpensOn,
  validateRenewal,
} from '../src/renewals.ts';

describe('membership renewal (DECISIONS 25, 35)', () => {
  it('opens exactly 60 days before the expiry date and stays open after it', () => {
    expect(renewalOpensOn('2026-03-01')).toBe('2025-12-31');
    expect(isRenewalOpen('2026-03-01', '2025-12-30')).toBe(false);
    expect(isRenewalOpen('2026-03-01', '2025-12-31')).toBe(true);
    expect(isRenewalOpen('2026-03-01', '2026-03-01')).toBe(true);
    expect(isRenewalOpen('2026-03-01', '2029-01-01')).toBe(true);
  });

  it('extends 3 years from the old expiry when renewed early, losing no days', () => {
    expect(validateRenewal({ expiryDate: '2026-03-01', archived: false }, '2026-01-15')).toEqual({
      ok: true,
      previousExpiry: '2026-03-01',
      newExpiry: '2029-03-01',
    });
  });

  it('extends 3 years from the renewal date when renewed after expiry', () => {
    expect(validateRenewal({ expiryDate: '2026-03-01', archived: false }, '2026-07-20')).toMatchObject({
      ok: true,
      newExpiry: '2029-07-20',
    });
  });

  it('takes 29 February to 28 February in a common year', () => {
    expect(validateRenewal({ expiryDate: '2028-02-29', archived: false }, '2028-02-01')).toMatchObject({
      newExpiry: '2031-02-28',
    });
    expect(validateRenewal({ expiryDate: '2027-01-01', archived: false }, '2028-02-29')).toMatchObject({
      newExpiry: '2031-02-28',
    });
  });

  it('refuses a member whose window has not opened, naming the day it opens', () => {
    expect(validateRenewal({ expiryDate: '2026-03-01', archived: false }, '2025-12-30')).toEqual({
      ok: false,
      code: 'RENEWAL_NOT_OPEN',
      message: messages.renewalNotOpen('2025-12-31'),
    });
  });

  it('refuses an archived member', () => {
    expect(validateRenewal({ expiryDate: '2026-03-01', archived: true }, '2026-03-05')).toMatchObject({
      ok: false,
      code: 'MEMBER_ARCHIVED',
      message: messages.renewalArchived,
    });
  });

  it('counts the days left, negative once overdue', () => {
    expect(daysUntilExpiry('2026-03-01', '2026-02-27')).toBe(2);
    expect(daysUntilExpiry('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysUntilExpiry('2026-03-01', '2026-03-04')).toBe(-3);
  });

  it('lists expired members, or those expiring within 30 or 60 days', () => {
    expect(renewalListRange('expired', '2026-03-01')).toEqual([null, '2026-03-01']);
    expect(renewalListRange('30', '2026-03-01')).toEqual(['2026-03-02', '2026-03-31']);
    expect(renewalListRange('60', '2026-03-01')).toEqual(['2026-03-02', '2026-04-30']);
    expect(renewalListRange('all', '2026-03-01')).toEqual([null, '2026-04-30']);
  });
});
