/**
 * Request bodies of the member and beneficiary forms, validated by the server and the web
 * forms alike. Shape and format live here; the rules that need more than one field or the
 * member's records (duplicates, spouses, the registration window) are in the domain
 * functions, which give the spec's exact messages.
 */
import { z } from 'zod';
import { BENEFICIARY_GENDERS, RELATIONSHIPS, SPOUSE_ORDERS } from '../beneficiaries.ts';
import { isIsoDate } from '../dates.ts';
import { CIVIL_STATUSES, GENDERS } from '../members.ts';
import { messages } from '../messages.ts';
import { isKnownBarangay } from '../place/index.ts';
import { isMemberEmail, MEMBER_EMAIL_MAX, MEMBER_LANGUAGES, REMINDER_CONSENTS } from '../reach.ts';
import { reachMessages } from '../reach-messages.ts';
import { isReferenceNumber } from '../reference.ts';
import { plainString, requiredMessage, TEXT_LIMITS, tooLongMessage } from './fields.ts';

/**
 * A non-blank trimmed string of at most `max` characters without control characters; `message`
 * when missing or blank.
 */
export const filledText = (message: string, max: number, label?: string) =>
  plainString({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max, label) });

const filled = filledText;

/** An optional trimmed string; blank or null becomes undefined (as `optionalText` of fields.ts). */
export const optionalShortText = (max: number, label?: string) =>
  plainString()
    .trim()
    .max(max, { error: tooLongMessage(max, label) })
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A real calendar date 'YYYY-MM-DD'; `message` when missing or blank. */
const filledDate = (message: string) =>
  filled(message, 10).refine(isIsoDate, { error: messages.invalidInput });

/** A required member field: '{label} is required.' */
const memberText = (label: string, max: number) => filled(requiredMessage(label), max, label);

/** The most characters each text field of the member forms takes (DECISIONS 39); the forms show them. */
export const MEMBER_TEXT_LIMITS = {
  idNumber: TEXT_LIMITS.idNumber,
  lastName: TEXT_LIMITS.name,
  firstName: TEXT_LIMITS.name,
  middleName: TEXT_LIMITS.name,
  suffix: TEXT_LIMITS.name,
  maidenName: TEXT_LIMITS.name,
  houseStreet: TEXT_LIMITS.address,
  phoneNumber: TEXT_LIMITS.phone,
} as const;

/** The most characters each text field of a beneficiary takes (DECISIONS 39). */
export const BENEFICIARY_TEXT_LIMITS = {
  lastName: TEXT_LIMITS.name,
  firstName: TEXT_LIMITS.name,
  middleName: TEXT_LIMITS.name,
  suffix: TEXT_LIMITS.name,
  relationshipOther: TEXT_LIMITS.name,
} as const;

/** A beneficiary as entered on the Add Beneficiary form or in the registration form's list. */
export const beneficiaryInputSchema = z.object({
  /** Last name (required). */
  lastName: filled(messages.beneficiaryRequiredFields, BENEFICIARY_TEXT_LIMITS.lastName, 'Last Name'),
  /** First name (required). */
  firstName: filled(messages.beneficiaryRequiredFields, BENEFICIARY_TEXT_LIMITS.firstName, 'First Name'),
  /** Middle name. */
  middleName: optionalShortText(BENEFICIARY_TEXT_LIMITS.middleName, 'Middle Name'),
  /** Suffix such as Jr. or III. */
  suffix: optionalShortText(BENEFICIARY_TEXT_LIMITS.suffix, 'Suffix'),
  /** 'male' or 'female' (required). */
  gender: z.enum(BENEFICIARY_GENDERS, { error: messages.beneficiaryRequiredFields }),
  /** Date of birth, YYYY-MM-DD (required). */
  dob: filledDate(messages.beneficiaryRequiredFields),
  /** Spouse, Child, Parent, Sibling, Grandchild or Other (required). */
  relationship: z.enum(RELATIONSHIPS, { error: messages.beneficiaryRequiredFields }),
  /** Free text when the relationship is Other. */
  relationshipOther: optionalShortText(BENEFICIARY_TEXT_LIMITS.relationshipOther, 'Relationship'),
  /** Person with disability. */
  pwd: z.boolean().default(false),
  /** A male member's spouse order, confirmed for the 2nd to 4th spouse (DECISIONS 12). */
  spouseOrder: z.enum(SPOUSE_ORDERS).nullish(),
});
export type BeneficiaryInput = z.infer<typeof beneficiaryInputSchema>;
/** A beneficiary as a form sends it (before trimming and defaults): the Add Beneficiary body, a registration row. */
export type BeneficiaryRequest = z.input<typeof beneficiaryInputSchema>;

/** The member fields shared by registration and update (images travel separately as files). */
export const memberFieldsSchema = z.object({
  /** The member's ID number (required, unique). */
  idNumber: memberText('ID Number', MEMBER_TEXT_LIMITS.idNumber),
  /** Last name (required). */
  lastName: memberText('Last Name', MEMBER_TEXT_LIMITS.lastName),
  /** First name (required). */
  firstName: memberText('First Name', MEMBER_TEXT_LIMITS.firstName),
  /** Middle name (required). */
  middleName: memberText('Middle Name', MEMBER_TEXT_LIMITS.middleName),
  /** Suffix such as Jr. or III. */
  suffix: optionalShortText(MEMBER_TEXT_LIMITS.suffix, 'Suffix'),
  /** Maiden name. */
  maidenName: optionalShortText(MEMBER_TEXT_LIMITS.maidenName, 'Maiden Name'),
  /** One of the city's barangays (required). */
  barangay: memberText('Barangay', TEXT_LIMITS.name).refine(isKnownBarangay, {
    error: messages.invalidInput,
  }),
  /** House number and street; the complete address adds barangay and city. */
  houseStreet: optionalShortText(MEMBER_TEXT_LIMITS.houseStreet, 'House No./Street'),
  /** 'male', 'female', 'other' or '' (not given). */
  gender: z.enum([...GENDERS, '']).default(''),
  /** 'single', 'married', 'widowed', 'separated', 'divorced' or '' (not given). */
  civilStatus: z.enum([...CIVIL_STATUSES, '']).default(''),
  /** Contact number, e.g. +63 9XX XXX XXXX. */
  phoneNumber: optionalShortText(MEMBER_TEXT_LIMITS.phoneNumber, 'Phone Number'),
  /** Date of birth, YYYY-MM-DD (required). */
  dob: filledDate(requiredMessage('Date of Birth')),
  /**
   * May the program send reminders (DECISIONS 43): 'sms', 'email' or 'none' (default). SMS needs a
   * Philippine mobile number, e-mail an address (the domain's checkMemberReach).
   */
  reminderConsent: z.enum(REMINDER_CONSENTS).default('none'),
  /** The language of the member's messages: 'en' (default) or 'fil'. */
  language: z.enum(MEMBER_LANGUAGES).default('en'),
  /** An e-mail address for e-mail reminders (optional; stored in lower case). */
  email: optionalShortText(MEMBER_EMAIL_MAX, 'E-mail').refine(
    (value) => value === undefined || isMemberEmail(value.toLowerCase()),
    { error: reachMessages.emailInvalid },
  ),
});

/** Member Registration (spec 2, 5). The ID picture and e-signature are uploaded as files beside it. */
export const memberRegistrationSchema = memberFieldsSchema.extend({
  /** The reference number the server issued when the form opened, REF-yyyymmdd-hhmmss-NNNN. */
  referenceNumber: memberText('Reference Number', TEXT_LIMITS.referenceNumber).refine(isReferenceNumber, {
    error: messages.invalidInput,
  }),
  /** Registration date, YYYY-MM-DD, between one year ago and today (required). */
  registrationDate: filledDate(requiredMessage('Registration Date')),
  /** Beneficiaries entered on the form (optional). */
  beneficiaries: z.array(beneficiaryInputSchema).max(50).default([]),
});
export type MemberRegistrationInput = z.infer<typeof memberRegistrationSchema>;
/** The `data` part of POST /api/members as the form sends it. */
export type MemberRegistrationRequest = z.input<typeof memberRegistrationSchema>;

/**
 * Update Member Information: the same fields except the reference number and registration
 * date, which never change (the expiry moves only by renewal, DECISIONS 25). Images optional.
 * @alias memberFieldsSchema
 */
export const memberUpdateSchema = memberFieldsSchema;
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;
/** The `data` part of PATCH /api/members/:id as the form sends it. */
export type MemberUpdateRequest = z.input<typeof memberUpdateSchema>;

/** The fields Update Member Information can change. */
export const MEMBER_UPDATE_FIELDS = Object.keys(memberFieldsSchema.shape) as (keyof MemberUpdateInput)[];

/** A partial update as sent: only the fields it names, each as typed (not yet validated). */
export type MemberUpdateChanges = Partial<Record<keyof MemberUpdateInput, unknown>>;

/**
 * A partial update changes only what it names (DECISIONS 41): the member's current values with the
 * named fields replaced. The result is validated as a whole with memberUpdateSchema, so a named
 * field that is blanked still gets its required-field message.
 */
export function mergeMemberUpdate(
  current: MemberUpdateInput,
  changes: MemberUpdateChanges,
): Record<keyof MemberUpdateInput, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const field of MEMBER_UPDATE_FIELDS) if (field in changes) merged[field] = changes[field];
  return merged as Record<keyof MemberUpdateInput, unknown>;
}
