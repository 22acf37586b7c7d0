/** Beneficiaries: age, eligibility, status and the rules for adding one (spec 4, 5; DECISIONS 10–12). */
import { BENEFICIARY_AGE_LIMIT, MAX_WIVES } from './constants.ts';
import { ageOn, type IsoDate, isBirthDate } from './dates.ts';
import { messages } from './messages.ts';

export const RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Grandchild', 'Other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The beneficiary form offers Male and Female (spec 5). */
export const BENEFICIARY_GENDERS = ['male', 'female'] as const;
export type BeneficiaryGender = (typeof BENEFICIARY_GENDERS)[number];

/** Spouse order of a male member's spouses; the 2nd to 4th are confirmed in the Muslim spouse dialog. */
export const SPOUSE_ORDERS = ['1st', '2nd', '3rd', '4th'] as const;
export type SpouseOrder = (typeof SPOUSE_ORDERS)[number];

export const BENEFICIARY_STATUSES = ['eligible', 'ineligible', 'removed'] as const;
export type BeneficiaryStatus = (typeof BENEFICIARY_STATUSES)[number];
export type BeneficiaryEligibility = 'eligible' | 'ineligible';
export type DisplayedBeneficiaryStatus = 'Eligible' | 'Ineligible' | 'Removed';

/** Child, Sibling and Other may not be added past 21 unless PWD (DECISIONS 11). */
const AGE_LIMITED_ON_CREATION: readonly string[] = ['Child', 'Sibling', 'Other'];
/** Child, Sibling and Grandchild stay eligible while PWD or 21 and under (DECISIONS 11). */
const AGE_LIMITED_ELIGIBILITY: readonly string[] = ['Child', 'Sibling', 'Grandchild'];

export function isRelationship(value: string): value is Relationship {
  return (RELATIONSHIPS as readonly string[]).includes(value);
}

/** Age from dob on the day shown (DECISIONS 10); the stored `age` is only the value at creation. */
export function beneficiaryAge(dob: IsoDate, on: IsoDate): number {
  return ageOn(dob, on);
}

export interface EligibilityFacts {
  relationship: string;
  dob: IsoDate;
  pwd: boolean;
}

/** Spouse and Parent always; Child, Sibling, Grandchild when PWD or 21 and under; Other never (DECISIONS 11). */
export function beneficiaryEligibility(b: EligibilityFacts, on: IsoDate): BeneficiaryEligibility {
  if (b.relationship === 'Spouse' || b.relationship === 'Parent') return 'eligible';
  if (AGE_LIMITED_ELIGIBILITY.includes(b.relationship)) {
    return b.pwd || beneficiaryAge(b.dob, on) <= BENEFICIARY_AGE_LIMIT ? 'eligible' : 'ineligible';
  }
  return 'ineligible';
}

/** A beneficiary's status on a day: 'removed' once soft-removed, otherwise eligible/ineligible by the rule of that day (spec 4). */
export function beneficiaryStatusOn(
  b: EligibilityFacts & { status: BeneficiaryStatus | string },
  on: IsoDate,
): BeneficiaryStatus {
  return b.status === 'removed' ? 'removed' : beneficiaryEligibility(b, on);
}

/** How the screens name each status. */
export const BENEFICIARY_STATUS_LABELS: Record<BeneficiaryStatus, DisplayedBeneficiaryStatus> = {
  eligible: 'Eligible',
  ineligible: 'Ineligible',
  removed: 'Removed',
};

/** The status as shown on screen: 'Removed', 'Eligible' or 'Ineligible' (spec 4). */
export function displayedBeneficiaryStatus(
  b: EligibilityFacts & { status: BeneficiaryStatus | string },
  on: IsoDate,
): DisplayedBeneficiaryStatus {
  return BENEFICIARY_STATUS_LABELS[beneficiaryStatusOn(b, on)];
}

export function isRemoved(b: { status: BeneficiaryStatus | string }): boolean {
  return b.status === 'removed';
}

export interface BeneficiaryNames {
  lastName: string;
  firstName: string;
  middleName?: string | null;
  suffix?: string | null;
}

/** 'First Middle Last Suffix', skipping blank parts. */
export function beneficiaryFullName(b: BeneficiaryNames): string {
  return [b.firstName, b.middleName, b.lastName, b.suffix]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
}

const fold = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** Same names and suffix (trimmed, case-insensitive) and the same dob. */
export function isSameBeneficiary(
  a: BeneficiaryNames & { dob: IsoDate },
  b: BeneficiaryNames & { dob: IsoDate },
) {
  return (
    fold(a.lastName) === fold(b.lastName) &&
    fold(a.firstName) === fold(b.firstName) &&
    fold(a.middleName) === fold(b.middleName) &&
    fold(a.suffix) === fold(b.suffix) &&
    a.dob === b.dob
  );
}

export interface ExistingBeneficiary extends BeneficiaryNames {
  dob: IsoDate;
  relationship: string;
  status: BeneficiaryStatus | string;
  spouseOrder?: string | null;
}

export interface BeneficiaryCandidate {
  lastName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  suffix?: string | null;
  gender?: string | null;
  dob?: string | null;
  relationship?: string | null;
  relationshipOther?: string | null;
  pwd?: boolean | null;
  spouseOrder?: string | null;
}

export interface NewBeneficiaryInput {
  /** The member's gender: only 'male' may have more than one spouse. */
  memberGender: string | null | undefined;
  /** The member's beneficiaries so far (at registration: those already in the form); removed ones are ignored. */
  existing: readonly ExistingBeneficiary[];
  candidate: BeneficiaryCandidate;
  /** Which duplicate message to show: the registration form's or the profile's. */
  context: 'registration' | 'profile';
  today: IsoDate;
}

export interface AcceptedBeneficiary {
  lastName: string;
  firstName: string;
  middleName: string | null;
  suffix: string | null;
  gender: BeneficiaryGender;
  dob: IsoDate;
  relationship: Relationship;
  relationshipOther: string | null;
  pwd: boolean;
  /** Age at creation (DECISIONS 10). */
  age: number;
  /** Eligibility at creation by the rule (both flows; the displayed status is recomputed daily). */
  status: BeneficiaryEligibility;
  spouseOrder: SpouseOrder | null;
}

export type BeneficiaryErrorCode =
  | 'REQUIRED_FIELDS'
  | 'INVALID_FIELD'
  | 'DUPLICATE_BENEFICIARY'
  | 'AGE_LIMIT'
  | 'ONLY_ONE_SPOUSE'
  | 'SPOUSE_ORDER_REQUIRED'
  | 'MAXIMUM_WIVES';

export type NewBeneficiaryCheck =
  | {
      ok: true;
      beneficiary: AcceptedBeneficiary;
      needsSpouseOrder: boolean;
      nextSpouseOrder: SpouseOrder | null;
    }
  | {
      ok: false;
      code: BeneficiaryErrorCode;
      message: string;
      field?: keyof BeneficiaryCandidate;
      /** With SPOUSE_ORDER_REQUIRED: the order the confirmation dialog should propose. */
      nextSpouseOrder?: SpouseOrder;
    };

const blank = (value: string | null | undefined) => (value ?? '').trim().length === 0;
const orNull = (value: string | null | undefined) => (blank(value) ? null : (value ?? '').trim());

/** The spouses that count: not removed (DECISIONS 12). */
export function activeSpouses(existing: readonly ExistingBeneficiary[]): ExistingBeneficiary[] {
  return existing.filter((b) => b.relationship === 'Spouse' && !isRemoved(b));
}

/**
 * Whether adding a spouse now needs the Muslim spouse confirmation (DECISIONS 12): only
 * for a male member's 2nd, 3rd and 4th spouse. `refusal` says why no spouse may be added.
 */
export function spouseRule(
  memberGender: string | null | undefined,
  existing: readonly ExistingBeneficiary[],
):
  | { allowed: true; needsSpouseOrder: boolean; nextSpouseOrder: SpouseOrder | null }
  | { allowed: false; code: 'ONLY_ONE_SPOUSE' | 'MAXIMUM_WIVES'; message: string } {
  const count = activeSpouses(existing).length;
  const male = fold(memberGender) === 'male';
  if (!male) {
    return count >= 1
      ? { allowed: false, code: 'ONLY_ONE_SPOUSE', message: messages.onlyOneSpouse }
      : { allowed: true, needsSpouseOrder: false, nextSpouseOrder: null };
  }
  if (count >= MAX_WIVES) return { allowed: false, code: 'MAXIMUM_WIVES', message: messages.maximumWives };
  return { allowed: true, needsSpouseOrder: count >= 1, nextSpouseOrder: SPOUSE_ORDERS[count] ?? null };
}

/**
 * Whether a member's gender may change to `newGender` given their beneficiaries: only a male
 * member may have more than one spouse, so a member with two or more active spouses stays male
 * (DECISIONS 12). Refused with messages.onlyOneSpouse.
 */
export function checkMemberGenderChange(
  newGender: string | null | undefined,
  existing: readonly ExistingBeneficiary[],
): { ok: true } | { ok: false; code: 'ONLY_ONE_SPOUSE'; message: string } {
  if (fold(newGender) === 'male' || activeSpouses(existing).length <= 1) return { ok: true };
  return { ok: false, code: 'ONLY_ONE_SPOUSE', message: messages.onlyOneSpouse };
}

/**
 * Checks a beneficiary about to be added, in this order: required fields, valid values
 * (dob a real date from 1900-01-01 to today, a known relationship), duplicate (not counting removed
 * ones), the age limit for Child/Sibling/Other, then the spouse rules.
 */
export function validateNewBeneficiary(input: NewBeneficiaryInput): NewBeneficiaryCheck {
  const { candidate: c, today } = input;
  const required = ['lastName', 'firstName', 'gender', 'dob', 'relationship'] as const;
  const missing = required.find((field) => blank(c[field]));
  if (missing)
    return {
      ok: false,
      code: 'REQUIRED_FIELDS',
      message: messages.beneficiaryRequiredFields,
      field: missing,
    };

  const dob = (c.dob ?? '').trim();
  if (!isBirthDate(dob, today)) {
    return { ok: false, code: 'INVALID_FIELD', message: messages.invalidInput, field: 'dob' };
  }
  const relationship = (c.relationship ?? '').trim();
  if (!isRelationship(relationship)) {
    return { ok: false, code: 'INVALID_FIELD', message: messages.invalidInput, field: 'relationship' };
  }
  const gender = fold(c.gender);
  if (!(BENEFICIARY_GENDERS as readonly string[]).includes(gender)) {
    return { ok: false, code: 'INVALID_FIELD', message: messages.invalidInput, field: 'gender' };
  }

  const names = {
    lastName: (c.lastName ?? '').trim(),
    firstName: (c.firstName ?? '').trim(),
    middleName: orNull(c.middleName),
    suffix: orNull(c.suffix),
  };
  const live = input.existing.filter((b) => !isRemoved(b));
  if (live.some((b) => isSameBeneficiary(b, { ...names, dob }))) {
    return {
      ok: false,
      code: 'DUPLICATE_BENEFICIARY',
      message:
        input.context === 'registration'
          ? messages.beneficiaryAlreadyAdded
          : messages.beneficiaryAlreadyRegistered,
    };
  }

  const pwd = c.pwd === true;
  const age = beneficiaryAge(dob, today);
  if (AGE_LIMITED_ON_CREATION.includes(relationship) && age > BENEFICIARY_AGE_LIMIT && !pwd) {
    return { ok: false, code: 'AGE_LIMIT', message: messages.beneficiaryAgeLimit, field: 'dob' };
  }

  let spouseOrder: SpouseOrder | null = null;
  let needsSpouseOrder = false;
  let nextSpouseOrder: SpouseOrder | null = null;
  if (relationship === 'Spouse') {
    const rule = spouseRule(input.memberGender, input.existing);
    if (!rule.allowed) return { ok: false, code: rule.code, message: rule.message, field: 'relationship' };
    ({ needsSpouseOrder, nextSpouseOrder } = rule);
    const taken = activeSpouses(input.existing).map((b) => b.spouseOrder);
    const given = (c.spouseOrder ?? '').trim();
    // The 2nd to 4th spouse is never the '1st' (the first spouse may have no order stored).
    const valid =
      (SPOUSE_ORDERS as readonly string[]).includes(given) &&
      !taken.includes(given) &&
      !(needsSpouseOrder && given === SPOUSE_ORDERS[0]);
    if (needsSpouseOrder && !valid) {
      return {
        ok: false,
        code: 'SPOUSE_ORDER_REQUIRED',
        message: messages.spouseOrderRequired,
        field: 'spouseOrder',
        ...(nextSpouseOrder ? { nextSpouseOrder } : {}),
      };
    }
    // A male member's first spouse may carry an order (the registration form offers 1st to 4th).
    if (fold(input.memberGender) === 'male' && valid) spouseOrder = given as SpouseOrder;
  }

  const facts = { relationship, dob, pwd };
  return {
    ok: true,
    needsSpouseOrder,
    nextSpouseOrder,
    beneficiary: {
      ...names,
      gender: gender as BeneficiaryGender,
      dob,
      relationship,
      relationshipOther: relationship === 'Other' ? orNull(c.relationshipOther) : null,
      pwd,
      age,
      status: beneficiaryEligibility(facts, today),
      spouseOrder,
    },
  };
}
