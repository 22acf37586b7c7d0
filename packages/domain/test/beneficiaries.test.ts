import { describe, expect, it } from 'vitest';
import {
  type BeneficiaryCandidate,
  beneficiaryAge,
  beneficiaryEligibility,
  checkMemberGenderChange,
  displayedBeneficiaryStatus,
  type ExistingBeneficiary,
  type NewBeneficiaryInput,
  RELATIONSHIPS,
  validateNewBeneficiary,
} from '../src/beneficiaries.ts';
import { messages } from '../src/messages.ts';

const today = '2025-03-10';

describe('beneficiary age and eligibility (DECISIONS 10, 11)', () => {
  it('offers the relationships of the spec', () => {
    expect(RELATIONSHIPS).toEqual(['Spouse', 'Child', 'Parent', 'Sibling', 'Grandchild', 'Other']);
  });

  it('computes age from dob on the day shown', () => {
    expect(beneficiaryAge('2003-03-10', '2025-03-09')).toBe(21);
    expect(beneficiaryAge('2003-03-10', '2025-03-10')).toBe(22);
  });

  it.each(['Spouse', 'Parent'])('always makes a %s eligible', (relationship) => {
    expect(beneficiaryEligibility({ relationship, dob: '1940-01-01', pwd: false }, today)).toBe('eligible');
  });

  it.each(['Child', 'Sibling', 'Grandchild'])(
    'makes a %s eligible up to age 21 and ineligible from 22',
    (relationship) => {
      expect(beneficiaryEligibility({ relationship, dob: '2003-03-11', pwd: false }, today)).toBe('eligible');
      expect(beneficiaryEligibility({ relationship, dob: '2003-03-10', pwd: false }, today)).toBe(
        'ineligible',
      );
    },
  );

  it.each(['Child', 'Sibling', 'Grandchild'])('keeps a PWD %s eligible at any age', (relationship) => {
    expect(beneficiaryEligibility({ relationship, dob: '1950-01-01', pwd: true }, today)).toBe('eligible');
  });

  it('never makes Other eligible, even a PWD child-age one', () => {
    expect(beneficiaryEligibility({ relationship: 'Other', dob: '2020-01-01', pwd: true }, today)).toBe(
      'ineligible',
    );
  });

  it('turns a child Ineligible on the day the child turns 22, whatever was stored at creation', () => {
    const child = { relationship: 'Child', dob: '2003-03-10', pwd: false, status: 'eligible' };
    expect(displayedBeneficiaryStatus(child, '2025-03-09')).toBe('Eligible');
    expect(displayedBeneficiaryStatus(child, '2025-03-10')).toBe('Ineligible');
  });

  it('shows a removed beneficiary as Removed', () => {
    const spouse = { relationship: 'Spouse', dob: '1970-01-01', pwd: false, status: 'removed' };
    expect(displayedBeneficiaryStatus(spouse, today)).toBe('Removed');
  });
});

const candidate = (over: BeneficiaryCandidate = {}): BeneficiaryCandidate => ({
  lastName: 'Reyes',
  firstName: 'Ana',
  middleName: 'Cruz',
  gender: 'female',
  dob: '2010-05-05',
  relationship: 'Child',
  pwd: false,
  ...over,
});
let spouseCount = 0;
const spouse = (over: Partial<ExistingBeneficiary> = {}): ExistingBeneficiary => ({
  lastName: 'Santos',
  firstName: `Wife ${++spouseCount}`,
  dob: '1980-01-01',
  relationship: 'Spouse',
  status: 'eligible',
  ...over,
});

function add(c: BeneficiaryCandidate, over: Partial<Omit<NewBeneficiaryInput, 'candidate'>> = {}) {
  return validateNewBeneficiary({
    memberGender: 'male',
    existing: [],
    context: 'profile',
    today,
    candidate: c,
    ...over,
  });
}
const failure = (result: ReturnType<typeof validateNewBeneficiary>) =>
  result.ok ? 'accepted' : result.message;

describe('adding a beneficiary (spec 5)', () => {
  it('accepts a child and stores age and status at creation', () => {
    expect(add(candidate({ firstName: '  Ana ', suffix: ' ' }))).toEqual({
      ok: true,
      needsSpouseOrder: false,
      nextSpouseOrder: null,
      beneficiary: {
        lastName: 'Reyes',
        firstName: 'Ana',
        middleName: 'Cruz',
        suffix: null,
        gender: 'female',
        dob: '2010-05-05',
        relationship: 'Child',
        relationshipOther: null,
        pwd: false,
        age: 14,
        status: 'eligible',
        spouseOrder: null,
      },
    });
  });

  it.each(['lastName', 'firstName', 'gender', 'dob', 'relationship'] as const)(
    'asks to fill in all required fields when %s is missing',
    (field) => {
      expect(add(candidate({ [field]: '' }))).toMatchObject({
        ok: false,
        code: 'REQUIRED_FIELDS',
        message: messages.beneficiaryRequiredFields,
        field,
      });
    },
  );

  it('refuses a dob after today or not a real date', () => {
    expect(add(candidate({ dob: '2025-03-11' }))).toMatchObject({
      ok: false,
      code: 'INVALID_FIELD',
      field: 'dob',
    });
    expect(add(candidate({ dob: '2023-02-29' }))).toMatchObject({
      ok: false,
      code: 'INVALID_FIELD',
      field: 'dob',
    });
  });

  it('says "already registered" for a duplicate on the profile', () => {
    const existing = [
      { ...candidate(), suffix: null, relationship: 'Child', status: 'eligible', dob: '2010-05-05' },
    ] as ExistingBeneficiary[];
    expect(failure(add(candidate({ firstName: ' ANA ', lastName: 'reyes' }), { existing }))).toBe(
      messages.beneficiaryAlreadyRegistered,
    );
  });

  it('says "already added" for a duplicate in the registration form', () => {
    const existing = [{ ...candidate(), status: 'eligible' }] as ExistingBeneficiary[];
    expect(failure(add(candidate(), { existing, context: 'registration' }))).toBe(
      messages.beneficiaryAlreadyAdded,
    );
  });

  it('accepts the same name with another suffix or dob', () => {
    const existing = [{ ...candidate(), status: 'eligible' }] as ExistingBeneficiary[];
    expect(add(candidate({ suffix: 'Jr.' }), { existing }).ok).toBe(true);
    expect(add(candidate({ dob: '2011-05-05' }), { existing }).ok).toBe(true);
  });

  it('ignores removed beneficiaries in the duplicate check', () => {
    const existing = [{ ...candidate(), status: 'removed' }] as ExistingBeneficiary[];
    expect(add(candidate(), { existing }).ok).toBe(true);
  });

  it.each(['Child', 'Sibling', 'Other'])('refuses a %s older than 21 unless PWD', (relationship) => {
    expect(failure(add(candidate({ relationship, dob: '2003-03-10' })))).toBe(messages.beneficiaryAgeLimit);
    expect(add(candidate({ relationship, dob: '2003-03-11' })).ok).toBe(true);
    expect(add(candidate({ relationship, dob: '1990-01-01', pwd: true })).ok).toBe(true);
  });

  it('accepts a Grandchild older than 21, stored as ineligible', () => {
    const result = add(candidate({ relationship: 'Grandchild', dob: '1990-01-01' }));
    expect(result.ok && result.beneficiary.status).toBe('ineligible');
  });

  it('stores an Other beneficiary as ineligible with its free-text relationship', () => {
    const result = add(candidate({ relationship: 'Other', relationshipOther: ' Cousin ' }));
    expect(result.ok && [result.beneficiary.status, result.beneficiary.relationshipOther]).toEqual([
      'ineligible',
      'Cousin',
    ]);
  });
});

describe('spouse rules (spec 5; DECISIONS 12)', () => {
  const wife = candidate({ relationship: 'Spouse', dob: '1985-01-01', firstName: 'Maria' });

  it('accepts a first spouse for a female member', () => {
    expect(add(wife, { memberGender: 'female' })).toMatchObject({ ok: true, needsSpouseOrder: false });
  });

  it('refuses a second spouse for a female member', () => {
    expect(add(wife, { memberGender: 'female', existing: [spouse()] })).toMatchObject({
      ok: false,
      code: 'ONLY_ONE_SPOUSE',
      message: messages.onlyOneSpouse,
    });
  });

  it('refuses a second spouse for a member of other or unknown gender', () => {
    expect(failure(add(wife, { memberGender: 'other', existing: [spouse()] }))).toBe(messages.onlyOneSpouse);
    expect(failure(add(wife, { memberGender: '', existing: [spouse()] }))).toBe(messages.onlyOneSpouse);
  });

  it('ignores a removed spouse when counting spouses', () => {
    expect(add(wife, { memberGender: 'female', existing: [spouse({ status: 'removed' })] }).ok).toBe(true);
  });

  it("accepts a male member's first spouse without a spouse order", () => {
    expect(add(wife)).toMatchObject({ ok: true, needsSpouseOrder: false, nextSpouseOrder: '1st' });
  });

  it("asks for the spouse order of a male member's second spouse", () => {
    expect(add(wife, { existing: [spouse({ spouseOrder: '1st' })] })).toEqual({
      ok: false,
      code: 'SPOUSE_ORDER_REQUIRED',
      message: messages.spouseOrderRequired,
      field: 'spouseOrder',
      nextSpouseOrder: '2nd',
    });
  });

  it("accepts a male member's second to fourth spouse with a spouse order", () => {
    const one = [spouse({ spouseOrder: '1st' })];
    expect(add({ ...wife, spouseOrder: '2nd' }, { existing: one })).toMatchObject({
      ok: true,
      needsSpouseOrder: true,
      nextSpouseOrder: '2nd',
      beneficiary: { spouseOrder: '2nd' },
    });
    const three = [
      spouse({ spouseOrder: '1st' }),
      spouse({ spouseOrder: '2nd' }),
      spouse({ spouseOrder: '3rd' }),
    ];
    expect(add({ ...wife, spouseOrder: '4th' }, { existing: three }).ok).toBe(true);
  });

  it('refuses a spouse order already taken', () => {
    const one = [spouse({ spouseOrder: '2nd' })];
    expect(failure(add({ ...wife, spouseOrder: '2nd' }, { existing: one }))).toBe(
      messages.spouseOrderRequired,
    );
  });

  it("refuses a male member's fifth spouse with the maximum-4-wives message", () => {
    const four = ['1st', '2nd', '3rd', '4th'].map((spouseOrder) => spouse({ spouseOrder }));
    expect(add({ ...wife, spouseOrder: '4th' }, { existing: four })).toMatchObject({
      ok: false,
      code: 'MAXIMUM_WIVES',
      message: messages.maximumWives,
    });
  });

  it('lets a fifth spouse in when one of four was removed', () => {
    const four = ['1st', '2nd', '3rd', '4th'].map((spouseOrder) => spouse({ spouseOrder }));
    four[3] = { ...four[3]!, status: 'removed' };
    expect(add({ ...wife, spouseOrder: '4th' }, { existing: four }).ok).toBe(true);
  });
});

describe('spouse order of a second to fourth spouse (DECISIONS 12)', () => {
  const wife = candidate({ firstName: 'Wife', dob: '1985-01-01', relationship: 'Spouse' });

  it("refuses '1st' for a male member's second spouse, even when the first has no order stored", () => {
    for (const existing of [[spouse()], [spouse({ spouseOrder: '1st' })], [spouse({ spouseOrder: '2nd' })]]) {
      expect(add({ ...wife, spouseOrder: '1st' }, { existing })).toMatchObject({
        ok: false,
        code: 'SPOUSE_ORDER_REQUIRED',
        message: messages.spouseOrderRequired,
        field: 'spouseOrder',
      });
    }
  });

  it("still accepts '1st' for a male member's first spouse", () => {
    expect(add({ ...wife, spouseOrder: '1st' })).toMatchObject({
      ok: true,
      beneficiary: { spouseOrder: '1st' },
    });
  });
});

describe('dates of birth of beneficiaries', () => {
  it('refuses a dob before 1900-01-01', () => {
    expect(add(candidate({ dob: '1899-12-31', relationship: 'Parent' }))).toMatchObject({
      ok: false,
      code: 'INVALID_FIELD',
      message: messages.invalidInput,
      field: 'dob',
    });
    expect(add(candidate({ dob: '1900-01-01', relationship: 'Parent' })).ok).toBe(true);
  });
});

describe("changing a member's gender (DECISIONS 12)", () => {
  const two = [spouse({ spouseOrder: '1st' }), spouse({ spouseOrder: '2nd' })];

  it('refuses a non-male gender while the member has more than one active spouse', () => {
    for (const gender of ['female', 'other', '', null]) {
      expect(checkMemberGenderChange(gender, two), String(gender)).toEqual({
        ok: false,
        code: 'ONLY_ONE_SPOUSE',
        message: messages.onlyOneSpouse,
      });
    }
  });

  it('allows it with one active spouse, with removed ones, or when the member stays male', () => {
    expect(checkMemberGenderChange('female', two.slice(0, 1)).ok).toBe(true);
    expect(checkMemberGenderChange('female', [two[0]!, { ...two[1]!, status: 'removed' }]).ok).toBe(true);
    expect(checkMemberGenderChange('male', two).ok).toBe(true);
  });
});
