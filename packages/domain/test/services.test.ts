import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages.ts';
import { pesos } from '../src/money.ts';
import {
  claimWindowOf,
  DEFAULT_SERVICE_LIMITS,
  LAB_PROCEDURES,
  SERVICE_LIMIT_CAPS_CENTAVOS,
  type ServiceLimit,
  serviceCategoryOf,
  serviceUsage,
  validateServiceLimits,
} from '../src/services.ts';

const limitOf = (serviceType: string) =>
  DEFAULT_SERVICE_LIMITS.find((l) => l.serviceType === serviceType)?.maxCentavos;

describe('the service catalogue (spec 9)', () => {
  it('has the default outpatient and inpatient limits in pesos', () => {
    expect(limitOf('2D-ECHO')).toBe(pesos(3000));
    expect(limitOf('CHEMOTHERAPY')).toBe(pesos(6000));
    expect(limitOf('CRANIAL/CT-SCAN')).toBe(pesos(5000));
    expect(limitOf('CT-SCAN')).toBe(pesos(6500));
    expect(limitOf('HEMODIALYSIS')).toBe(pesos(7000));
    expect(limitOf('MRI')).toBe(pesos(6000));
    expect(limitOf('ULTRASOUND')).toBe(pesos(1200));
    expect(limitOf('OTHER LABORATORY PROCEDURE')).toBe(pesos(1500));
    expect(limitOf('EYE GLASSES')).toBe(pesos(1200));
    expect(limitOf('FREE MEDICINE')).toBe(pesos(500));
    expect(limitOf('MAINTENANCE MEDICINE')).toBe(pesos(500));
    expect(limitOf('HOSPITALIZATION')).toBe(pesos(8000));
    expect(DEFAULT_SERVICE_LIMITS).toHaveLength(12);
  });

  it('puts HOSPITALIZATION alone in inpatient', () => {
    expect(
      DEFAULT_SERVICE_LIMITS.filter((l) => l.category === 'inpatient').map((l) => l.serviceType),
    ).toEqual(['HOSPITALIZATION']);
    expect(serviceCategoryOf('MRI')).toBe('outpatient');
    expect(serviceCategoryOf('HOSPITALIZATION')).toBe('inpatient');
    expect(serviceCategoryOf('MASSAGE')).toBeNull();
  });

  it('lists the laboratory procedures', () => {
    expect(LAB_PROCEDURES).toEqual([
      'X-RAY',
      'BLOOD CHEMISTRY',
      'MAMMOGRAM',
      'FT3',
      'FT4',
      'TSH',
      'ECG',
      'EEG',
      'PSA',
    ]);
  });
});

describe('claim windows (DECISIONS 13)', () => {
  const registered = '2024-06-15';

  it('counts FREE MEDICINE and MAINTENANCE MEDICINE per calendar month', () => {
    expect(claimWindowOf('FREE MEDICINE', registered, '2025-02-10')).toMatchObject({
      kind: 'month',
      start: '2025-02-01',
      end: '2025-02-28',
    });
    expect(claimWindowOf('MAINTENANCE MEDICINE', registered, '2028-02-29')).toMatchObject({
      kind: 'month',
      start: '2028-02-01',
      end: '2028-02-29',
    });
  });

  it('counts every other service per membership year', () => {
    expect(claimWindowOf('MRI', registered, '2025-06-14')).toMatchObject({
      kind: 'membershipYear',
      start: '2024-06-15',
      end: '2025-06-14',
    });
    expect(claimWindowOf('MRI', registered, '2025-06-15')).toMatchObject({
      start: '2025-06-15',
      end: '2026-06-14',
    });
  });

  it('has no window before the registration date', () => {
    expect(claimWindowOf('MRI', registered, '2024-06-14')).toBeNull();
  });
});

describe('service usage cards (spec 4)', () => {
  const member = { registrationDate: '2024-06-15', dob: '1950-01-01', expiryDate: '2027-06-15' };
  const limits: ServiceLimit[] = [
    { serviceType: 'MRI', category: 'outpatient', maxCentavos: pesos(6000) },
    { serviceType: 'FREE MEDICINE', category: 'outpatient', maxCentavos: pesos(500) },
    { serviceType: 'MAINTENANCE MEDICINE', category: 'outpatient', maxCentavos: pesos(500) },
    { serviceType: 'EYE GLASSES', category: 'outpatient', maxCentavos: 0 },
  ];
  const usageOf = (
    serviceType: string,
    claims: { serviceType: string; amountCentavos: number; date: string }[],
    on: string,
    m = member,
  ) => serviceUsage(limits, claims, on, m).find((u) => u.serviceType === serviceType)!;

  it('shows Available when nothing is used', () => {
    expect(usageOf('MRI', [], '2025-01-01')).toMatchObject({
      status: 'Available',
      usedCentavos: 0,
      remainingCentavos: pesos(6000),
      maxCentavos: pesos(6000),
    });
  });

  it('shows Partial when some is used', () => {
    const claims = [{ serviceType: 'MRI', amountCentavos: pesos(1000), date: '2024-12-01' }];
    expect(usageOf('MRI', claims, '2025-01-01')).toMatchObject({
      status: 'Partial',
      usedCentavos: pesos(1000),
      remainingCentavos: pesos(5000),
    });
  });

  it('shows Depleted when used reaches the max exactly', () => {
    const claims = [{ serviceType: 'MRI', amountCentavos: pesos(6000), date: '2024-12-01' }];
    expect(usageOf('MRI', claims, '2025-01-01')).toMatchObject({ status: 'Depleted', remainingCentavos: 0 });
  });

  it('shows Depleted with nothing remaining when the max was lowered below what was used (DECISIONS 17)', () => {
    const lowered = [{ serviceType: 'MRI', category: 'outpatient' as const, maxCentavos: pesos(500) }];
    const claims = [{ serviceType: 'MRI', amountCentavos: pesos(1000), date: '2024-12-01' }];
    expect(serviceUsage(lowered, claims, '2025-01-01', member)[0]).toMatchObject({
      status: 'Depleted',
      usedCentavos: pesos(1000),
      remainingCentavos: 0,
    });
  });

  it('shows Depleted for a service whose max is 0', () => {
    expect(usageOf('EYE GLASSES', [], '2025-01-01').status).toBe('Depleted');
  });

  it('resets the membership-year balance on the anniversary', () => {
    const claims = [{ serviceType: 'MRI', amountCentavos: pesos(6000), date: '2025-06-14' }];
    expect(usageOf('MRI', claims, '2025-06-14').status).toBe('Depleted');
    expect(usageOf('MRI', claims, '2025-06-15').status).toBe('Available');
  });

  it('resets the monthly balance on the first of the month', () => {
    const claims = [{ serviceType: 'FREE MEDICINE', amountCentavos: pesos(500), date: '2025-01-31' }];
    expect(usageOf('FREE MEDICINE', claims, '2025-01-31').status).toBe('Depleted');
    expect(usageOf('FREE MEDICINE', claims, '2025-02-01').status).toBe('Available');
  });

  it('ignores claims of other services', () => {
    const claims = [{ serviceType: 'FREE MEDICINE', amountCentavos: pesos(500), date: '2025-01-10' }];
    expect(usageOf('MRI', claims, '2025-01-10').status).toBe('Available');
  });

  it('shows MAINTENANCE MEDICINE as Ineligible for a member under 60, with the reason', () => {
    const young = { ...member, dob: '1970-01-01' };
    expect(usageOf('MAINTENANCE MEDICINE', [], '2025-01-01', young)).toMatchObject({
      status: 'Ineligible',
      reason: messages.claimSeniorOnly,
    });
  });

  it('shows MAINTENANCE MEDICINE as usable from the 60th birthday', () => {
    const turning = { ...member, dob: '1965-01-01' };
    expect(usageOf('MAINTENANCE MEDICINE', [], '2024-12-31', turning).status).toBe('Ineligible');
    expect(usageOf('MAINTENANCE MEDICINE', [], '2025-01-01', turning).status).toBe('Available');
  });

  it('shows every service as Ineligible once the membership has expired', () => {
    const usage = serviceUsage(limits, [], '2027-06-15', member);
    expect(
      usage.every((u) => u.status === 'Ineligible' && u.reason === messages.claimMembershipExpired),
    ).toBe(true);
  });

  it('gives one card per service in the order of the limits', () => {
    expect(serviceUsage(limits, [], '2025-01-01', member).map((u) => u.serviceType)).toEqual(
      limits.map((l) => l.serviceType),
    );
  });
});

describe('editing service limits (spec 5)', () => {
  const limit = (
    serviceType: string,
    category: 'outpatient' | 'inpatient',
    maxCentavos: number,
  ): ServiceLimit => ({
    serviceType,
    category,
    maxCentavos,
  });

  it('accepts the defaults', () => {
    expect(validateServiceLimits(DEFAULT_SERVICE_LIMITS)).toEqual({ ok: true });
  });

  it('accepts ₱0 and exactly the caps: ₱10,000 outpatient, ₱15,000 inpatient', () => {
    expect(SERVICE_LIMIT_CAPS_CENTAVOS).toEqual({ outpatient: pesos(10_000), inpatient: pesos(15_000) });
    expect(
      validateServiceLimits([
        limit('MRI', 'outpatient', 0),
        limit('CT-SCAN', 'outpatient', pesos(10_000)),
        limit('HOSPITALIZATION', 'inpatient', pesos(15_000)),
      ]).ok,
    ).toBe(true);
  });

  it('refuses ₱0.01 over the outpatient cap', () => {
    expect(validateServiceLimits([limit('MRI', 'outpatient', pesos(10_000) + 1)])).toEqual({
      ok: false,
      code: 'LIMIT_OUT_OF_RANGE',
      message: messages.limitOutOfRange('₱10,000.00'),
      serviceType: 'MRI',
    });
  });

  it('refuses ₱0.01 over the inpatient cap', () => {
    const check = validateServiceLimits([limit('HOSPITALIZATION', 'inpatient', pesos(15_000) + 1)]);
    expect(check.ok || check.message).toBe(messages.limitOutOfRange('₱15,000.00'));
  });

  it('refuses a negative or fractional maximum', () => {
    expect(validateServiceLimits([limit('MRI', 'outpatient', -1)]).ok).toBe(false);
    expect(validateServiceLimits([limit('MRI', 'outpatient', 10.5)]).ok).toBe(false);
  });
});
