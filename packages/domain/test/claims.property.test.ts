import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RecordedClaim, validateClaim } from '../src/claims.ts';
import { addDays } from '../src/dates.ts';
import { expiryDate } from '../src/membership.ts';
import { formatPesos } from '../src/money.ts';
import { claimWindowOf, DEFAULT_SERVICE_LIMITS, type ServiceLimit, usedInWindow } from '../src/services.ts';

const SERVICES = ['MRI', 'FREE MEDICINE', 'MAINTENANCE MEDICINE', 'HOSPITALIZATION', 'EYE GLASSES'];

const limitsArb = fc
  .tuple(
    ...SERVICES.map(() => fc.oneof(fc.constantFrom(0, 1_000, 50_000), fc.integer({ min: 0, max: 300_000 }))),
  )
  .map((maxes): ServiceLimit[] =>
    SERVICES.map((serviceType, i) => ({
      serviceType,
      category: serviceType === 'HOSPITALIZATION' ? 'inpatient' : 'outpatient',
      maxCentavos: maxes[i] ?? 0,
    })),
  );

const attemptArb = fc.record({
  serviceType: fc.constantFrom(...SERVICES),
  institution: fc.constantFrom('Clinic', 'clinic ', 'Hospital'),
  // Amounts and dates cluster so that claims meet in the same windows and hit limits exactly.
  centavos: fc.oneof(
    fc.constantFrom(1, 999, 1_000, 1_001, 25_000, 50_000),
    fc.integer({ min: 1, max: 200_000 }),
  ),
  plainAmount: fc.boolean(),
  dateOffset: fc.oneof(
    fc.constantFrom(-1, 0, 1, 30, 31, 364, 365, 366),
    fc.integer({ min: -5, max: 3 * 366 + 5 }),
  ),
  todayOffset: fc.oneof(fc.constant(3 * 365 - 1), fc.integer({ min: 0, max: 3 * 366 + 5 })),
});

describe('limits hold for any sequence of claims (DECISIONS 13, 18)', () => {
  it('never lets the accepted claims of a service exceed its max in any window', () => {
    fc.assert(
      fc.property(
        limitsArb,
        fc.constantFrom('2024-02-29', '2024-06-15', '2023-01-31', '2024-12-31'),
        fc.constantFrom('1960-05-01', '1990-01-01'),
        fc.array(attemptArb, { maxLength: 60 }),
        (limits, registrationDate, dob, attempts) => {
          const member = { registrationDate, expiryDate: expiryDate(registrationDate), dob };
          const accepted: RecordedClaim[] = [];
          for (const attempt of attempts) {
            const amount = attempt.plainAmount
              ? (attempt.centavos / 100).toFixed(2)
              : formatPesos(attempt.centavos).replace('₱', '');
            const result = validateClaim({
              member,
              limits,
              claims: accepted,
              beneficiaries: [],
              today: addDays(registrationDate, attempt.todayOffset),
              claim: {
                category: attempt.serviceType === 'HOSPITALIZATION' ? 'inpatient' : 'outpatient',
                serviceType: attempt.serviceType,
                institution: attempt.institution,
                amount,
                date: addDays(registrationDate, attempt.dateOffset),
                beneficiaryUse: 'No',
              },
            });
            if (result.ok) {
              expect(result.claim.amountCentavos).toBe(attempt.centavos);
              accepted.push(result.claim);
            }
          }
          for (const claim of accepted) {
            const window = claimWindowOf(claim.serviceType, registrationDate, claim.date)!;
            const max = limits.find((l) => l.serviceType === claim.serviceType)!.maxCentavos;
            expect(usedInWindow(accepted, claim.serviceType, window)).toBeLessThanOrEqual(max);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts, for a fresh member, any amount from ₱0.01 up to the max and nothing above', () => {
    const limits = DEFAULT_SERVICE_LIMITS;
    const mri = limits.find((l) => l.serviceType === 'MRI')!.maxCentavos;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: mri + 10_000 }), (centavos) => {
        const result = validateClaim({
          member: { registrationDate: '2024-06-15', expiryDate: '2027-06-15', dob: '1980-01-01' },
          limits,
          claims: [],
          beneficiaries: [],
          today: '2025-01-01',
          claim: {
            category: 'outpatient',
            serviceType: 'MRI',
            institution: 'Clinic',
            amount: formatPesos(centavos),
            date: '2025-01-01',
          },
        });
        expect(result.ok).toBe(centavos <= mri);
      }),
    );
  });
});
