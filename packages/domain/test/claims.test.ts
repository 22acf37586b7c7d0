import { describe, expect, it } from 'vitest';
import {
  type ClaimCandidate,
  type ClaimInput,
  claimMemberRefusal,
  isIdenticalClaim,
  type RecordedClaim,
  validateClaim,
} from '../src/claims.ts';
import { messages } from '../src/messages.ts';
import { pesos } from '../src/money.ts';
import { DEFAULT_SERVICE_LIMITS } from '../src/services.ts';

const member = { registrationDate: '2024-06-15', expiryDate: '2027-06-15', dob: '1960-03-01' };
const beneficiaries = [
  { id: 'b1', firstName: 'Ana', middleName: 'Cruz', lastName: 'Reyes', suffix: null, status: 'eligible' },
  { id: 'b2', firstName: 'Ben', lastName: 'Reyes', status: 'removed' },
];
const mri: ClaimCandidate = {
  category: 'outpatient',
  serviceType: 'MRI',
  institution: 'Oriental Mindoro Provincial Hospital',
  amount: '1000',
  date: '2025-01-10',
  beneficiaryUse: 'No',
};
const mriClaim = (amountCentavos: number, date = '2025-01-05', institution = 'Clinic'): RecordedClaim => ({
  serviceType: 'MRI',
  institution,
  amountCentavos,
  date,
  beneficiaryId: null,
});

function check(claim: ClaimCandidate, over: Partial<Omit<ClaimInput, 'claim'>> = {}) {
  return validateClaim({
    member,
    limits: DEFAULT_SERVICE_LIMITS,
    claims: [],
    beneficiaries,
    today: '2025-02-01',
    claim,
    ...over,
  });
}

const failure = (result: ReturnType<typeof validateClaim>) => (result.ok ? 'accepted' : result.message);

describe('claiming a service (spec 5; DECISIONS 13–16)', () => {
  it('accepts a claim within the limit and returns it normalized', () => {
    const result = check({
      ...mri,
      institution: '  Oriental Mindoro Provincial Hospital ',
      amount: '1,000.50',
    });
    expect(result).toEqual({
      ok: true,
      claim: expect.objectContaining({
        category: 'outpatient',
        serviceType: 'MRI',
        specificProcedure: null,
        institution: 'Oriental Mindoro Provincial Hospital',
        amountCentavos: 100_050,
        date: '2025-01-10',
        beneficiaryUse: 'No',
        beneficiaryId: null,
        beneficiaryName: null,
        membershipYearLabel: '2024 - 2025',
        windowStart: '2024-06-15',
        usedCentavos: 0,
        remainingCentavos: pesos(6000) - 100_050,
      }),
    });
    expect(result.ok && result.claim.membershipYear).toEqual({
      index: 0,
      start: '2024-06-15',
      end: '2025-06-14',
      label: '2024 - 2025',
    });
  });

  it.each(['category', 'serviceType', 'institution', 'amount', 'date'] as const)(
    'asks to fill in all required fields when %s is empty',
    (field) => {
      const result = check({ ...mri, [field]: '  ' });
      expect(result).toEqual({
        ok: false,
        code: 'REQUIRED_FIELDS',
        message: messages.claimRequiredFields,
        field,
      });
    },
  );

  it('refuses a service type that does not exist', () => {
    expect(failure(check({ ...mri, serviceType: 'MASSAGE' }))).toBe(messages.claimInvalidServiceType);
  });

  it('refuses a service type of the other category', () => {
    expect(failure(check({ ...mri, category: 'inpatient' }))).toBe(messages.claimInvalidServiceType);
    expect(failure(check({ ...mri, category: 'outpatient', serviceType: 'HOSPITALIZATION' }))).toBe(
      messages.claimInvalidServiceType,
    );
  });

  it('refuses a service no longer in the limits', () => {
    const limits = DEFAULT_SERVICE_LIMITS.filter((l) => l.serviceType !== 'MRI');
    expect(failure(check(mri, { limits }))).toBe(messages.claimInvalidServiceType);
  });

  it('asks for the laboratory procedure of OTHER LABORATORY PROCEDURE', () => {
    const lab = { ...mri, serviceType: 'OTHER LABORATORY PROCEDURE' };
    expect(failure(check(lab))).toBe(messages.claimLabProcedureRequired);
    expect(failure(check({ ...lab, specificProcedure: 'ACUPUNCTURE' }))).toBe(
      messages.claimLabProcedureRequired,
    );
    const accepted = check({ ...lab, specificProcedure: 'X-RAY' });
    expect(accepted.ok && accepted.claim.specificProcedure).toBe('X-RAY');
  });

  it('drops a procedure given for another service', () => {
    const accepted = check({ ...mri, specificProcedure: 'X-RAY' });
    expect(accepted.ok && accepted.claim.specificProcedure).toBeNull();
  });

  it('asks to select a beneficiary when a beneficiary used the service', () => {
    expect(failure(check({ ...mri, beneficiaryUse: 'Yes' }))).toBe(messages.claimBeneficiaryRequired);
    expect(failure(check({ ...mri, beneficiaryUse: 'Yes', beneficiaryId: 'nobody' }))).toBe(
      messages.claimBeneficiaryRequired,
    );
  });

  it('does not let a removed beneficiary be chosen', () => {
    expect(failure(check({ ...mri, beneficiaryUse: 'Yes', beneficiaryId: 'b2' }))).toBe(
      messages.claimBeneficiaryRequired,
    );
  });

  it("records the beneficiary's id and full name", () => {
    const result = check({ ...mri, beneficiaryUse: 'Yes', beneficiaryId: 'b1' });
    expect(result.ok && [result.claim.beneficiaryId, result.claim.beneficiaryName]).toEqual([
      'b1',
      'Ana Cruz Reyes',
    ]);
  });

  it('ignores a beneficiary id when the member used the service', () => {
    const result = check({ ...mri, beneficiaryUse: 'No', beneficiaryId: 'b1' });
    expect(result.ok && result.claim.beneficiaryId).toBeNull();
  });

  it.each(['0', '0.00', '-5', '-0.01'])('says the amount must be greater than zero for %j', (amount) => {
    expect(failure(check({ ...mri, amount }))).toBe(messages.claimAmountNotPositive);
  });

  it.each(['abc', '1e3', '10.505', '1,00'])('refuses the malformed amount %j', (amount) => {
    expect(failure(check({ ...mri, amount }))).toBe(messages.claimAmountInvalid);
  });

  it('refuses any claim once the membership has expired (on the expiry date)', () => {
    expect(check(mri, { today: '2027-06-14' }).ok).toBe(true);
    expect(check(mri, { today: '2027-06-15' })).toMatchObject({
      ok: false,
      code: 'MEMBERSHIP_EXPIRED',
      message: messages.claimMembershipExpired,
    });
  });

  it('refuses claims for an archived member', () => {
    expect(failure(check(mri, { member: { ...member, archived: true } }))).toBe(
      messages.memberAlreadyArchived,
    );
  });

  it('tells whether the member may claim at all, whatever the form holds', () => {
    expect(claimMemberRefusal(member, '2027-06-14')).toBeNull();
    expect(claimMemberRefusal(member, '2027-06-15')?.message).toBe(messages.claimMembershipExpired);
    expect(claimMemberRefusal({ ...member, archived: true }, '2025-02-01')?.message).toBe(
      messages.memberAlreadyArchived,
    );
  });

  it('accepts a service date on the registration date and on today', () => {
    expect(check({ ...mri, date: '2024-06-15' }).ok).toBe(true);
    expect(check({ ...mri, date: '2025-02-01' }).ok).toBe(true);
  });

  it('refuses a service date before the registration date or after today', () => {
    expect(failure(check({ ...mri, date: '2024-06-14' }))).toBe(messages.claimDateOutOfRange);
    expect(failure(check({ ...mri, date: '2025-02-02' }))).toBe(messages.claimDateOutOfRange);
    expect(failure(check({ ...mri, date: '2025-02-30' }))).toBe(messages.claimDateOutOfRange);
  });

  it('goes by the stored expiry date: a renewed member claims in year 4, a service date on the expiry date is refused', () => {
    const renewed = { ...member, expiryDate: '2030-06-15' };
    expect(check({ ...mri, date: '2027-07-01' }, { member: renewed, today: '2027-08-01' }).ok).toBe(true);
    const lapsed = { ...member, expiryDate: '2025-01-20' };
    expect(failure(check({ ...mri, date: '2025-01-20' }, { member: lapsed, today: '2025-01-19' }))).toBe(
      messages.claimDateOutOfRange,
    );
  });

  describe('MAINTENANCE MEDICINE for senior citizens (DECISIONS 15)', () => {
    const medicine = { ...mri, serviceType: 'MAINTENANCE MEDICINE', amount: '100' };

    it('refuses it the day before the 60th birthday', () => {
      expect(
        failure(check({ ...medicine, date: '2025-01-10' }, { member: { ...member, dob: '1965-01-11' } })),
      ).toBe(messages.claimSeniorOnly);
    });

    it('accepts it on the 60th birthday', () => {
      expect(
        check({ ...medicine, date: '2025-01-11' }, { member: { ...member, dob: '1965-01-11' } }).ok,
      ).toBe(true);
    });

    it('judges the age on the service date, not today', () => {
      const member59on10 = { ...member, dob: '1965-01-11' };
      expect(
        check({ ...medicine, date: '2025-01-10' }, { member: member59on10, today: '2025-02-01' }).ok,
      ).toBe(false);
    });
  });

  it('refuses an identical claim: same service, institution in any case and spacing, amount, date, beneficiary', () => {
    const claims = [mriClaim(pesos(1000), '2025-01-10', 'oriental mindoro provincial hospital ')];
    expect(check(mri, { claims })).toMatchObject({
      ok: false,
      code: 'DUPLICATE_CLAIM',
      message: messages.claimDuplicate,
    });
  });

  it('accepts the same claim for another beneficiary, date, amount or institution', () => {
    const claims = [mriClaim(pesos(1000), '2025-01-10', 'Oriental Mindoro Provincial Hospital')];
    expect(check({ ...mri, beneficiaryUse: 'Yes', beneficiaryId: 'b1' }, { claims }).ok).toBe(true);
    expect(check({ ...mri, date: '2025-01-11' }, { claims }).ok).toBe(true);
    expect(check({ ...mri, amount: '1000.01' }, { claims }).ok).toBe(true);
    expect(check({ ...mri, institution: 'Another Hospital' }, { claims }).ok).toBe(true);
  });

  describe('limits per window', () => {
    it('accepts an amount that reaches the max exactly', () => {
      const result = check({ ...mri, amount: '5,000' }, { claims: [mriClaim(pesos(1000))] });
      expect(result.ok && result.claim.remainingCentavos).toBe(0);
    });

    it('refuses ₱0.01 over the remaining amount and says what is available', () => {
      expect(check({ ...mri, amount: '5000.01' }, { claims: [mriClaim(pesos(1000))] })).toEqual({
        ok: false,
        code: 'EXCEEDS_REMAINING',
        message: 'Amount exceeds remaining limit. Maximum available: ₱5,000.00',
        field: 'amount',
      });
    });

    it('says the service is fully utilized once used reaches the max', () => {
      expect(failure(check({ ...mri, amount: '0.01' }, { claims: [mriClaim(pesos(6000))] }))).toBe(
        messages.claimFullyUtilized,
      );
    });

    it('says fully utilized when the max was lowered below what was used (DECISIONS 17)', () => {
      const limits = DEFAULT_SERVICE_LIMITS.map((l) =>
        l.serviceType === 'MRI' ? { ...l, maxCentavos: pesos(500) } : l,
      );
      expect(failure(check(mri, { limits, claims: [mriClaim(pesos(1000))] }))).toBe(
        messages.claimFullyUtilized,
      );
    });

    it('says fully utilized for a service whose max is 0', () => {
      const limits = DEFAULT_SERVICE_LIMITS.map((l) =>
        l.serviceType === 'MRI' ? { ...l, maxCentavos: 0 } : l,
      );
      expect(failure(check(mri, { limits }))).toBe(messages.claimFullyUtilized);
    });

    it('counts claims of the previous membership year against that year only', () => {
      const claims = [mriClaim(pesos(6000), '2025-06-14')];
      const today = '2025-06-20';
      expect(failure(check({ ...mri, date: '2025-06-14' }, { claims, today }))).toBe(
        messages.claimFullyUtilized,
      );
      const renewedYear = check({ ...mri, date: '2025-06-15', amount: '6000' }, { claims, today });
      expect(renewedYear.ok && renewedYear.claim.membershipYearLabel).toBe('2025 - 2026');
    });

    it('counts FREE MEDICINE per calendar month', () => {
      const medicine = { ...mri, serviceType: 'FREE MEDICINE', amount: '500' };
      const claims = [{ ...mriClaim(pesos(500), '2025-01-31'), serviceType: 'FREE MEDICINE' }];
      expect(failure(check({ ...medicine, date: '2025-01-01' }, { claims }))).toBe(
        messages.claimFullyUtilized,
      );
      const february = check({ ...medicine, date: '2025-02-01' }, { claims });
      expect(february.ok && february.claim.window).toMatchObject({
        kind: 'month',
        start: '2025-02-01',
        end: '2025-02-28',
      });
    });

    it('counts claimed services for a 29 February registration from 28 February in common years', () => {
      const leapMember = { registrationDate: '2024-02-29', expiryDate: '2027-02-28', dob: '1960-01-01' };
      const claims = [mriClaim(pesos(6000), '2025-02-27')];
      expect(
        failure(check({ ...mri, date: '2025-02-27' }, { member: leapMember, claims, today: '2025-03-01' })),
      ).toBe(messages.claimFullyUtilized);
      expect(
        check({ ...mri, date: '2025-02-28' }, { member: leapMember, claims, today: '2025-03-01' }).ok,
      ).toBe(true);
    });
  });

  describe('precedence of the checks', () => {
    it('reports an expired membership before empty fields', () => {
      expect(failure(check({}, { today: '2027-06-15' }))).toBe(messages.claimMembershipExpired);
    });

    it('reports a duplicate before the limit', () => {
      const claims = [mriClaim(pesos(6000), '2025-01-10', mri.institution ?? '')];
      expect(failure(check({ ...mri, amount: '6000' }, { claims }))).toBe(messages.claimDuplicate);
    });

    it('reports senior-only before the limit', () => {
      const medicine = { ...mri, serviceType: 'MAINTENANCE MEDICINE', amount: '9999' };
      expect(failure(check(medicine, { member: { ...member, dob: '1990-01-01' } }))).toBe(
        messages.claimSeniorOnly,
      );
    });
  });
});

describe('identical claims (DECISIONS 16)', () => {
  it('treats a missing beneficiary and null alike', () => {
    const a = mriClaim(100);
    expect(isIdenticalClaim(a, { ...a, beneficiaryId: null })).toBe(true);
    expect(isIdenticalClaim(a, { ...a, beneficiaryId: 'b1' })).toBe(false);
    expect(isIdenticalClaim(a, { ...a, serviceType: 'CT-SCAN' })).toBe(false);
    expect(isIdenticalClaim(a, { ...a, institution: ' CLINIC ' })).toBe(true);
  });

  it('tells OTHER LABORATORY PROCEDURE claims for different procedures apart', () => {
    const xray: RecordedClaim = {
      serviceType: 'OTHER LABORATORY PROCEDURE',
      specificProcedure: 'X-RAY',
      institution: 'Oriental Mindoro Provincial Hospital',
      amountCentavos: 50_000,
      date: '2025-01-10',
      beneficiaryId: null,
    };
    expect(isIdenticalClaim(xray, { ...xray, specificProcedure: 'ECG' })).toBe(false);
    expect(isIdenticalClaim(xray, { ...xray })).toBe(true);
    expect(
      isIdenticalClaim({ ...xray, specificProcedure: undefined }, { ...xray, specificProcedure: null }),
    ).toBe(true);
    const ecg = {
      ...mri,
      serviceType: 'OTHER LABORATORY PROCEDURE',
      specificProcedure: 'ECG',
      amount: '500',
    };
    expect(check(ecg, { claims: [xray] }).ok).toBe(true);
    expect(failure(check({ ...ecg, specificProcedure: 'X-RAY' }, { claims: [xray] }))).toBe(
      messages.claimDuplicate,
    );
  });
});
