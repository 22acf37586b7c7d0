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
import { isReferenceNumber } from '../reference.ts';
import { plainString, requiredMessage } from './fields.ts';

/**
 * A non-blank trimmed string of at most `max` characters without control characters; `message`
 * when missing or blank.
 */
export const filledText = (message: string, max: number) =>
  plainString({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messages.invalidInput });

const filled = filledText;

/** An optional trimmed string; blank or null becomes undefined (as `optionalText` of fields.ts). */
export const optionalShortText = (max: number) =>
  plainString()
    .trim()
    .max(max, { error: messages.invalidInput })
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A real calendar date 'YYYY-MM-DD'; `message` when missing or blank. */
const filledDate = (message: string) =>
  filled(message, 10).refine(isIsoDate, { error: messages.invalidInput });

/** A required member field: '{label} is required.' */
const memberText = (label: string, max: number) => filled(requiredMessage(label), max);

/** A real calendar date 'YYYY-MM-DD'. */
export const isoDateSchema = z.string().trim().refine(isIsoDate, { error: messages.invalidInput });

/** A beneficiary as entered on the Add Beneficiary form or in the registration form's list. */
export const beneficiaryInputSchema = z.object({
  /** Last name (required). */
  lastName: filled(messages.beneficiaryRequiredFields, 100),
  /** First name (required). */
  firstName: filled(messages.beneficiaryRequiredFields, 100),
  /** Middle name. */
  middleName: optionalShortText(100),
  /** Suffix such as Jr. or III. */
  suffix: optionalShortText(20),
  /** 'male' or 'female' (required). */
  gender: z.enum(BENEFICIARY_GENDERS, { error: messages.beneficiaryRequiredFields }),
  /** Date of birth, YYYY-MM-DD (required). */
  dob: filledDate(messages.beneficiaryRequiredFields),
  /** Spouse, Child, Parent, Sibling, Grandchild or Other (required). */
  relationship: z.enum(RELATIONSHIPS, { error: messages.beneficiaryRequiredFields }),
  /** Free text when the relationship is Other. */
  relationshipOther: optionalShortText(100),
  /** Person with disability. */
  pwd: z.boolean().default(false),
  /** A male member's spouse order, confirmed for the 2nd to 4th spouse (DECISIONS 12). */
  spouseOrder: z.enum(SPOUSE_ORDERS).nullish(),
});
export type BeneficiaryInput = z.infer<typeof beneficiaryInputSchema>;

/** The member fields shared by registration and update (images travel separately as files). */
export const memberFieldsSchema = z.object({
  /** The member's ID number (required, unique). */
  idNumber: memberText('ID Number', 50),
  /** Last name (required). */
  lastName: memberText('Last Name', 100),
  /** First name (required). */
  firstName: memberText('First Name', 100),
  /** Middle name (required). */
  middleName: memberText('Middle Name', 100),
  /** Suffix such as Jr. or III. */
  suffix: optionalShortText(20),
  /** Maiden name. */
  maidenName: optionalShortText(100),
  /** One of the city's barangays (required). */
  barangay: memberText('Barangay', 100).refine(isKnownBarangay, { error: messages.invalidInput }),
  /** House number and street; the complete address adds barangay and city. */
  houseStreet: optionalShortText(200),
  /** 'male', 'female', 'other' or '' (not given). */
  gender: z.enum([...GENDERS, '']).default(''),
  /** 'single', 'married', 'widowed', 'separated', 'divorced' or '' (not given). */
  civilStatus: z.enum([...CIVIL_STATUSES, '']).default(''),
  /** Contact number, e.g. +63 9XX XXX XXXX. */
  phoneNumber: optionalShortText(30),
  /** Date of birth, YYYY-MM-DD (required). */
  dob: filledDate(requiredMessage('Date of Birth')),
});

/** Member Registration (spec 2, 5). The ID picture and e-signature are uploaded as files beside it. */
export const memberRegistrationSchema = memberFieldsSchema.extend({
  /** The reference number the server issued when the form opened, REF-yyyymmdd-hhmmss-NNNN. */
  referenceNumber: memberText('Reference Number', 30).refine(isReferenceNumber, {
    error: messages.invalidInput,
  }),
  /** Registration date, YYYY-MM-DD, between one year ago and today (required). */
  registrationDate: filledDate(requiredMessage('Registration Date')),
  /** Beneficiaries entered on the form (optional). */
  beneficiaries: z.array(beneficiaryInputSchema).max(50).default([]),
});
export type MemberRegistrationInput = z.infer<typeof memberRegistrationSchema>;

/**
 * Update Member Information: the same fields except the reference number and registration
 * date, which never change (the expiry moves only by renewal, DECISIONS 25). Images optional.
 */
export const memberUpdateSchema = memberFieldsSchema;
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;
