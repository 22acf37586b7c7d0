/** Claiming a service: the checks of spec 5 and DECISIONS 13–16, with their exact messages. */
import { type BeneficiaryNames, beneficiaryFullName, isRemoved } from './beneficiaries.ts';
import { SENIOR_AGE } from './constants.ts';
import { ageOn, compareDates, type IsoDate, isIsoDate } from './dates.ts';
import { type MembershipYear, membershipStatus } from './membership.ts';
import { messages } from './messages.ts';
import { formatPesos, parsePesos } from './money.ts';
import {
  type ClaimWindow,
  claimWindowOf,
  findServiceLimit,
  isLabProcedure,
  isSeniorOnlyService,
  OTHER_LABORATORY_PROCEDURE,
  SERVICE_CATEGORIES,
  type ServiceCategory,
  type ServiceLimit,
  type UsageClaim,
  usedInWindow,
} from './services.ts';

export const BENEFICIARY_USES = ['Yes', 'No'] as const;
export type BeneficiaryUse = (typeof BENEFICIARY_USES)[number];

/** A claim already recorded for the member. */
export interface RecordedClaim extends UsageClaim {
  institution: string;
  /** The laboratory procedure for OTHER LABORATORY PROCEDURE, otherwise null (absent means null). */
  specificProcedure?: string | null;
  /** The beneficiary who used the service, or null when the member did. */
  beneficiaryId: string | null;
}

export interface ClaimMember {
  registrationDate: IsoDate;
  /** The stored expiry date (it moves with renewals). */
  expiryDate: IsoDate;
  dob: IsoDate;
  archived?: boolean;
}

export interface ClaimBeneficiary extends BeneficiaryNames {
  id: string;
  status: string;
}

/** The claim form as filled in. `amount` is the peso amount as typed ('1,500.50'), parsed here. */
export interface ClaimCandidate {
  category?: string | null;
  serviceType?: string | null;
  specificProcedure?: string | null;
  institution?: string | null;
  amount?: string | null;
  date?: string | null;
  beneficiaryUse?: string | null;
  beneficiaryId?: string | null;
}

export interface ClaimInput {
  member: ClaimMember;
  limits: readonly ServiceLimit[];
  /** Every claim of the member (any date); the window is picked here. */
  claims: readonly RecordedClaim[];
  /** The member's beneficiaries; removed ones cannot be chosen. */
  beneficiaries: readonly ClaimBeneficiary[];
  today: IsoDate;
  claim: ClaimCandidate;
}

export interface AcceptedClaim {
  category: ServiceCategory;
  serviceType: string;
  /** The laboratory procedure for OTHER LABORATORY PROCEDURE, otherwise null. */
  specificProcedure: string | null;
  institution: string;
  amountCentavos: number;
  date: IsoDate;
  beneficiaryUse: BeneficiaryUse;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  /** The membership year of the service date (index, start, end, label 'Y - Y+1'). */
  membershipYear: MembershipYear;
  /**
   * The label of that year, 'Y - Y+1'. Not what is stored: `claimed_services.membership_year`
   * holds the calendar year the membership year starts (`membershipYear.start`'s year) and
   * `membership_year_index` its index; the history recomputes the label from the registration date.
   */
  membershipYearLabel: string;
  /** The window the limit is counted in (calendar month or membership year). */
  window: ClaimWindow;
  windowStart: IsoDate;
  /** Used in the window before this claim. */
  usedCentavos: number;
  /** What remains in the window after this claim. */
  remainingCentavos: number;
}

export type ClaimErrorCode =
  | 'MEMBER_ARCHIVED'
  | 'MEMBERSHIP_EXPIRED'
  | 'REQUIRED_FIELDS'
  | 'INVALID_SERVICE_TYPE'
  | 'LAB_PROCEDURE_REQUIRED'
  | 'BENEFICIARY_REQUIRED'
  | 'AMOUNT_INVALID'
  | 'AMOUNT_NOT_POSITIVE'
  | 'DATE_OUT_OF_RANGE'
  | 'SENIOR_ONLY'
  | 'DUPLICATE_CLAIM'
  | 'FULLY_UTILIZED'
  | 'EXCEEDS_REMAINING';

/** Codes that describe a conflict with recorded data (HTTP 409) rather than bad input (400). */
export const CLAIM_CONFLICT_CODES: readonly ClaimErrorCode[] = [
  'DUPLICATE_CLAIM',
  'FULLY_UTILIZED',
  'EXCEEDS_REMAINING',
];

export type ClaimCheck =
  | { ok: true; claim: AcceptedClaim }
  | { ok: false; code: ClaimErrorCode; message: string; field?: keyof ClaimCandidate };

/** Form values as trimmed text, whatever a caller passed (a JSON number amount becomes '1500.5'). */
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();
const fold = (value: unknown) => text(value).toLowerCase();

type IdentityFields = Pick<
  RecordedClaim,
  'serviceType' | 'specificProcedure' | 'institution' | 'amountCentavos' | 'date' | 'beneficiaryId'
>;

/**
 * "Identical claim" (DECISIONS 16): same service (and, for OTHER LABORATORY PROCEDURE, the same
 * specific procedure), institution (trimmed, case-insensitive), amount, service date and
 * beneficiary. Both claims belong to the same member.
 */
export function isIdenticalClaim(a: IdentityFields, b: IdentityFields): boolean {
  return (
    a.serviceType === b.serviceType &&
    fold(a.specificProcedure) === fold(b.specificProcedure) &&
    fold(a.institution) === fold(b.institution) &&
    a.amountCentavos === b.amountCentavos &&
    a.date === b.date &&
    (a.beneficiaryId ?? null) === (b.beneficiaryId ?? null)
  );
}

export type ClaimRefusal = Extract<ClaimCheck, { ok: false }>;

/**
 * Whether the member may claim at all today, whatever the form says (rules 1 and 2 of
 * validateClaim): not archived (memberAlreadyArchived), membership not expired (claimMembershipExpired).
 */
export function claimMemberRefusal(member: ClaimMember, today: IsoDate): ClaimRefusal | null {
  if (member.archived) return { ok: false, code: 'MEMBER_ARCHIVED', message: messages.memberAlreadyArchived };
  if (membershipStatus(member.expiryDate, today) === 'Expired') {
    return { ok: false, code: 'MEMBERSHIP_EXPIRED', message: messages.claimMembershipExpired };
  }
  return null;
}

/**
 * Checks a claim and returns it normalized, or the first rule it breaks. Precedence:
 *  1. archived member (memberAlreadyArchived), 2. expired membership today (claimMembershipExpired),
 *  3. required fields: category, serviceType, institution, amount, date (claimRequiredFields),
 *  4. service type unknown or not in that category (claimInvalidServiceType),
 *  5. OTHER LABORATORY PROCEDURE without a listed procedure (claimLabProcedureRequired),
 *  6. beneficiary use Yes without a non-removed beneficiary (claimBeneficiaryRequired),
 *  7. amount: negative or zero (claimAmountNotPositive), otherwise malformed (claimAmountInvalid),
 *  8. date not a real date, before registration, after today, or on/after expiry (claimDateOutOfRange),
 *  9. MAINTENANCE MEDICINE under 60 on the service date (claimSeniorOnly),
 * 10. identical claim already recorded (claimDuplicate),
 * 11. used ≥ max in the window (claimFullyUtilized),
 * 12. used + amount > max (claimExceedsRemaining with the remaining amount).
 * The member's own state comes first because no change to the form can fix it; the limit
 * checks come last because they depend on every other field being right.
 */
export function validateClaim(input: ClaimInput): ClaimCheck {
  const { member, today, claim: c } = input;
  const refusal = claimMemberRefusal(member, today);
  if (refusal) return refusal;

  const required = ['category', 'serviceType', 'institution', 'amount', 'date'] as const;
  const missing = required.find((field) => text(c[field]).length === 0);
  if (missing)
    return { ok: false, code: 'REQUIRED_FIELDS', message: messages.claimRequiredFields, field: missing };

  const category = fold(c.category);
  const serviceType = text(c.serviceType);
  const limit = (SERVICE_CATEGORIES as readonly string[]).includes(category)
    ? findServiceLimit(input.limits, serviceType, category as ServiceCategory)
    : undefined;
  if (!limit) {
    return {
      ok: false,
      code: 'INVALID_SERVICE_TYPE',
      message: messages.claimInvalidServiceType,
      field: 'serviceType',
    };
  }

  let specificProcedure: string | null = null;
  if (serviceType === OTHER_LABORATORY_PROCEDURE) {
    specificProcedure = text(c.specificProcedure);
    if (!isLabProcedure(specificProcedure)) {
      return {
        ok: false,
        code: 'LAB_PROCEDURE_REQUIRED',
        message: messages.claimLabProcedureRequired,
        field: 'specificProcedure',
      };
    }
  }

  const beneficiaryUse: BeneficiaryUse = fold(c.beneficiaryUse) === 'yes' ? 'Yes' : 'No';
  let beneficiary: ClaimBeneficiary | undefined;
  if (beneficiaryUse === 'Yes') {
    const id = text(c.beneficiaryId);
    beneficiary = input.beneficiaries.find((b) => b.id === id && !isRemoved(b));
    if (!beneficiary) {
      return {
        ok: false,
        code: 'BENEFICIARY_REQUIRED',
        message: messages.claimBeneficiaryRequired,
        field: 'beneficiaryId',
      };
    }
  }

  const typedAmount = text(c.amount);
  const negative = typedAmount.startsWith('-') && parsePesos(typedAmount.slice(1)).ok;
  const parsed = parsePesos(typedAmount);
  if (negative || (parsed.ok && parsed.centavos === 0)) {
    return {
      ok: false,
      code: 'AMOUNT_NOT_POSITIVE',
      message: messages.claimAmountNotPositive,
      field: 'amount',
    };
  }
  if (!parsed.ok)
    return { ok: false, code: 'AMOUNT_INVALID', message: messages.claimAmountInvalid, field: 'amount' };
  const amountCentavos = parsed.centavos;

  const date = text(c.date);
  const inRange =
    isIsoDate(date) &&
    compareDates(member.registrationDate, date) <= 0 &&
    compareDates(date, today) <= 0 &&
    compareDates(date, member.expiryDate) < 0;
  const window = inRange ? claimWindowOf(serviceType, member.registrationDate, date) : null;
  if (!window)
    return { ok: false, code: 'DATE_OUT_OF_RANGE', message: messages.claimDateOutOfRange, field: 'date' };

  if (isSeniorOnlyService(serviceType) && ageOn(member.dob, date) < SENIOR_AGE) {
    return { ok: false, code: 'SENIOR_ONLY', message: messages.claimSeniorOnly, field: 'serviceType' };
  }

  const institution = text(c.institution);
  const beneficiaryId = beneficiary?.id ?? null;
  const candidate = { serviceType, specificProcedure, institution, amountCentavos, date, beneficiaryId };
  if (input.claims.some((recorded) => isIdenticalClaim(recorded, candidate))) {
    return { ok: false, code: 'DUPLICATE_CLAIM', message: messages.claimDuplicate };
  }

  const usedCentavos = usedInWindow(input.claims, serviceType, window);
  if (usedCentavos >= limit.maxCentavos) {
    return { ok: false, code: 'FULLY_UTILIZED', message: messages.claimFullyUtilized, field: 'serviceType' };
  }
  const remaining = limit.maxCentavos - usedCentavos;
  if (amountCentavos > remaining) {
    return {
      ok: false,
      code: 'EXCEEDS_REMAINING',
      message: messages.claimExceedsRemaining(formatPesos(remaining)),
      field: 'amount',
    };
  }

  return {
    ok: true,
    claim: {
      category: limit.category,
      serviceType,
      specificProcedure,
      institution,
      amountCentavos,
      date,
      beneficiaryUse,
      beneficiaryId,
      beneficiaryName: beneficiary ? beneficiaryFullName(beneficiary) : null,
      membershipYear: window.membershipYear,
      membershipYearLabel: window.membershipYear.label,
      window,
      windowStart: window.start,
      usedCentavos,
      remainingCentavos: remaining - amountCentavos,
    },
  };
}
