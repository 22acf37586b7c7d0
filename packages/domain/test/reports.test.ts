import { describe, expect, it } from 'vitest';
import { pesos } from '../src/money.ts';
import { reportNotificationType, reportStatus } from '../src/reports.ts';

const today = '2025-03-10';
const active = '2026-01-01';

describe('report status per member (spec 4)', () => {
  it('is Expired for an expired member, even with high claims', () => {
    expect(reportStatus({ expiryDate: today, totalClaimedCentavos: pesos(20_000) }, today)).toBe('Expired');
  });

  it('is No Claims when nothing was claimed', () => {
    expect(reportStatus({ expiryDate: active, totalClaimedCentavos: 0 }, today)).toBe('No Claims');
  });

  it('is High Claims from exactly ₱10,000', () => {
    expect(reportStatus({ expiryDate: active, totalClaimedCentavos: pesos(10_000) }, today)).toBe(
      'High Claims',
    );
    expect(reportStatus({ expiryDate: active, totalClaimedCentavos: pesos(10_000) - 1 }, today)).toBe(
      'Active',
    );
  });

  it('is Active for an active member with some claims below ₱10,000', () => {
    expect(reportStatus({ expiryDate: active, totalClaimedCentavos: 1 }, today)).toBe('Active');
  });

  it('raises the matching notification type, none for Active', () => {
    expect(reportNotificationType('Expired')).toBe('expired');
    expect(reportNotificationType('No Claims')).toBe('no_claims');
    expect(reportNotificationType('High Claims')).toBe('high_claims');
    expect(reportNotificationType('Active')).toBeNull();
  });
});
