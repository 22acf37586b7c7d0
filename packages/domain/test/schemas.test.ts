import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages.ts';
import { registerRequestSchema, registrationCrossFieldProblems } from '../src/schemas/auth.ts';
import { claimInputSchema, serviceLimitsUpdateSchema } from '../src/schemas/claims.ts';
import {
  beneficiaryInputSchema,
  memberRegistrationSchema,
  memberUpdateSchema,
} from '../src/schemas/members.ts';
import { DEFAULT_SERVICE_LIMITS } from '../src/services.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const member = {
  idNumber: ' ID-001 ',
  referenceNumber: 'REF-20250310-101500-0042',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  middleName: 'Santos',
  barangay: 'Balite',
  dob: '1960-01-01',
  registrationDate: '2025-03-01',
};

describe('member form schema', () => {
  it('accepts a registration and trims fields, defaulting the optional ones', () => {
    const parsed = memberRegistrationSchema.parse(member);
    expect(parsed).toMatchObject({ idNumber: 'ID-001', gender: '', civilStatus: '', beneficiaries: [] });
    expect(parsed.suffix).toBeUndefined();
  });

  it("says '{field} is required.' for a blank required field", () => {
    expect(firstMessage(memberRegistrationSchema.safeParse({ ...member, middleName: '  ' }))).toBe(
      'Middle Name is required.',
    );
    expect(firstMessage(memberRegistrationSchema.safeParse({ ...member, idNumber: undefined }))).toBe(
      'ID Number is required.',
    );
  });

  it('refuses an impossible date, an unknown barangay and a malformed reference number', () => {
    expect(memberRegistrationSchema.safeParse({ ...member, dob: '1960-02-30' }).success).toBe(false);
    expect(memberRegistrationSchema.safeParse({ ...member, barangay: 'Atlantis' }).success).toBe(false);
    expect(memberRegistrationSchema.safeParse({ ...member, referenceNumber: 'REF-1' }).success).toBe(false);
  });

  it('updates without reference number and registration date', () => {
    const { referenceNumber: _r, registrationDate: _d, ...rest } = member;
    expect(memberUpdateSchema.safeParse(rest).success).toBe(true);
  });

  it('takes beneficiaries with the beneficiary message when a required one is missing', () => {
    const beneficiary = {
      lastName: 'Reyes',
      firstName: 'Ana',
      gender: 'female',
      dob: '2010-05-05',
      relationship: 'Child',
    };
    expect(beneficiaryInputSchema.parse(beneficiary).pwd).toBe(false);
    expect(firstMessage(beneficiaryInputSchema.safeParse({ ...beneficiary, relationship: '' }))).toBe(
      messages.beneficiaryRequiredFields,
    );
    expect(memberRegistrationSchema.safeParse({ ...member, beneficiaries: [beneficiary] }).success).toBe(
      true,
    );
  });
});

describe('claim form schema', () => {
  const claim = {
    category: 'outpatient',
    serviceType: 'MRI',
    institution: 'Clinic',
    amount: '1,500.50',
    date: '2025-01-10',
  };

  it('accepts a claim and defaults beneficiary use to No', () => {
    expect(claimInputSchema.parse(claim)).toMatchObject({ amount: '1,500.50', beneficiaryUse: 'No' });
  });

  it('reads a JSON number amount as pesos text', () => {
    expect(claimInputSchema.parse({ ...claim, amount: 1500.5 }).amount).toBe('1500.5');
  });

  it.each(['category', 'serviceType', 'institution', 'amount', 'date'])(
    'asks to fill in all required fields without %s',
    (field) => {
      expect(firstMessage(claimInputSchema.safeParse({ ...claim, [field]: '' }))).toBe(
        messages.claimRequiredFields,
      );
    },
  );
});

describe('service limits schema', () => {
  it('accepts the defaults', () => {
    expect(serviceLimitsUpdateSchema.safeParse({ limits: DEFAULT_SERVICE_LIMITS }).success).toBe(true);
  });

  it('refuses a max above the cap with the range message', () => {
    const limits = [{ serviceType: 'HOSPITALIZATION', category: 'inpatient', maxCentavos: 1_500_001 }];
    expect(firstMessage(serviceLimitsUpdateSchema.safeParse({ limits }))).toBe(
      messages.limitOutOfRange('₱15,000.00'),
    );
  });

  it('refuses a negative max with the outpatient range message', () => {
    const limits = [{ serviceType: 'MRI', category: 'outpatient', maxCentavos: -1 }];
    expect(firstMessage(serviceLimitsUpdateSchema.safeParse({ limits }))).toBe(
      messages.limitOutOfRange('₱10,000.00'),
    );
  });

  it('refuses the same service twice', () => {
    const limits = [DEFAULT_SERVICE_LIMITS[0], DEFAULT_SERVICE_LIMITS[0]];
    expect(serviceLimitsUpdateSchema.safeParse({ limits }).success).toBe(false);
  });

  it('takes the category from the catalogue when it is left out', () => {
    const parsed = serviceLimitsUpdateSchema.parse({
      limits: [{ serviceType: 'HOSPITALIZATION', maxCentavos: 1_500_000 }],
    });
    expect(parsed.limits).toEqual([
      { serviceType: 'HOSPITALIZATION', category: 'inpatient', maxCentavos: 1_500_000 },
    ]);
  });

  it('checks an outpatient service against its own cap whatever category is claimed', () => {
    const limits = [{ serviceType: 'MRI', category: 'inpatient', maxCentavos: 1_200_000 }];
    expect(firstMessage(serviceLimitsUpdateSchema.safeParse({ limits }))).toBe(
      messages.claimInvalidServiceType,
    );
    expect(
      firstMessage(
        serviceLimitsUpdateSchema.safeParse({ limits: [{ serviceType: 'MRI', maxCentavos: 1_200_000 }] }),
      ),
    ).toBe(messages.limitOutOfRange('₱10,000.00'));
  });

  it('refuses a service that is not in the catalogue', () => {
    const limits = [{ serviceType: 'DENTAL', maxCentavos: 100 }];
    expect(firstMessage(serviceLimitsUpdateSchema.safeParse({ limits }))).toBe(
      messages.claimInvalidServiceType,
    );
  });
});

describe('admin registration across fields', () => {
  const admin = {
    firstName: 'Ana',
    lastName: 'Reyes',
    dob: '1990-05-01',
    gender: 'female',
    civilStatus: 'single',
    contactNumber: '0917 123 4567',
    username: 'ana.reyes',
    email: 'ana@example.ph',
    password: 'Strong#Pass1',
    confirmPassword: 'Strong#Pass1',
    role: 'head_admin',
    consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
  };
  /** The first message of each field, as the API and the forms show it. */
  const fieldsOf = (body: object) => {
    const fields: Record<string, string> = {};
    for (const issue of registerRequestSchema.safeParse(body).error?.issues ?? []) {
      fields[issue.path.join('.')] ??= issue.message;
    }
    return fields;
  };

  it('refuses a confirmation that differs from the password, and a role other without its name', () => {
    expect(
      registrationCrossFieldProblems({ password: 'a', confirmPassword: 'b', role: 'other', roleOther: ' ' }),
    ).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
      roleOther: messages.registrationRoleOtherRequired,
    });
    expect(
      registrationCrossFieldProblems({
        password: 'a',
        confirmPassword: 'a',
        role: 'other',
        roleOther: 'Nurse',
      }),
    ).toEqual({});
  });

  it('says a confirmation typed before the password does not match it', () => {
    expect(registrationCrossFieldProblems({ password: '', confirmPassword: 'b' })).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
  });

  it('reports a missing password as missing only, not also as a mismatch', () => {
    expect(fieldsOf({ ...admin, password: '', confirmPassword: 'Strong#Pass1' })).toEqual({
      password: 'Password is required.',
    });
    expect(fieldsOf({ ...admin, confirmPassword: 'Other#Pass1' })).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
    expect(fieldsOf({ ...admin, role: 'other' })).toEqual({
      roleOther: messages.registrationRoleOtherRequired,
    });
  });
});
