/**
 * Contracts of the Members API. Request bodies are the domain's form schemas
 * (../schemas/members.ts); this file holds the query strings, path parameters and answers.
 * The web app infers its types from these schemas; the server validates and documents with them.
 */
import { z } from 'zod';
import { MEMBERS_PAGE_SIZE } from '../constants.ts';
import { FIND_QUERY_MAX_LENGTH } from '../member-find.ts';
import { MEMBER_LIST_SORTS } from '../member-list.ts';
import { CIVIL_STATUSES, GENDERS } from '../members.ts';
import { MEMBERSHIP_STATUSES } from '../membership.ts';
import { MEMBER_LANGUAGES, REMINDER_CONSENTS } from '../reach.ts';
import { plainString } from '../schemas/fields.ts';
import { beneficiaryViewSchema } from './beneficiaries.ts';
import {
  idParam,
  idParamsSchema,
  instantString,
  isoDateString,
  optionalFilter,
  pageParam,
} from './common.ts';

/** The member files the API serves, by their path segment. */
export const MEMBER_IMAGE_PATHS = ['id-picture', 'signature', 'qr-code'] as const;
export type MemberImagePath = (typeof MEMBER_IMAGE_PATHS)[number];

/** A member in the Registered and Archived Members lists. */
export const memberCardSchema = z.object({
  id: z.string(),
  /** 'First Middle Last Suffix'. */
  fullName: z.string(),
  /** 'Last, First Middle Suffix' (memberNameLastFirst): the table view's name, as the name sort reads. */
  nameLastFirst: z.string(),
  idNumber: z.string(),
  referenceNumber: z.string(),
  barangay: z.string(),
  registrationDate: isoDateString(),
  expiryDate: isoDateString(),
  /** On today in APP_TIMEZONE. */
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The ID picture's API address, or null. */
  photoUrl: z.string().nullable(),
  /** ID picture or e-signature not uploaded yet (an imported member, DECISIONS 38): 'Documents missing'. */
  documentsMissing: z.boolean(),
  /** Archived list only: when and by whom. */
  archivedAt: instantString().optional(),
  archivedByName: z.string().optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** The API addresses of a member's files (admins only), or null when absent. */
export const memberImagesSchema = z.object({
  idPicture: z.string().nullable(),
  signature: z.string().nullable(),
  qrCode: z.string().nullable(),
});
type MemberImages = z.infer<typeof memberImagesSchema>;

/** A member's profile. */
export const memberDetailSchema = z.object({
  id: z.string(),
  idNumber: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  suffix: z.string().nullable(),
  maidenName: z.string().nullable(),
  fullName: z.string(),
  houseStreet: z.string().nullable(),
  barangay: z.string(),
  /** House/street, barangay and city. */
  completeAddress: z.string(),
  gender: z.enum(GENDERS).nullable(),
  civilStatus: z.enum(CIVIL_STATUSES).nullable(),
  phoneNumber: z.string().nullable(),
  dob: isoDateString(),
  /** Whole years on today. */
  age: z.number().int(),
  /** 60 or over today (the Senior Citizen tag). */
  isSenior: z.boolean(),
  registrationDate: isoDateString(),
  expiryDate: isoDateString(),
  status: z.enum(MEMBERSHIP_STATUSES),
  createdAt: instantString(),
  archivedAt: instantString().nullable(),
  /** When the personal data was removed under the retention rule (DECISIONS 48); null: never. */
  anonymizedAt: instantString().nullable().optional(),
  images: memberImagesSchema,
  /** ID picture or e-signature not uploaded yet (an imported member, DECISIONS 38): 'Documents missing'. */
  documentsMissing: z.boolean(),
  /** May the program send reminders, and how (DECISIONS 43); the record: GET /api/members/:id/reach. */
  reminderConsent: z.enum(REMINDER_CONSENTS),
  /** The language of the member's messages. */
  language: z.enum(MEMBER_LANGUAGES),
  email: z.string().nullable(),
  /** The phone number can receive SMS (+639XXXXXXXXX); false: "not an SMS number". */
  smsNumber: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** One page of a members list. */
export const memberPageSchema = z.object({
  members: z.array(memberCardSchema),
  page: z.number().int(),
  pageSize: z.literal(MEMBERS_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** A search matched more than `total` members (cappedTotal: it counts up to 1,000 or the page). */
  totalCapped: z.boolean(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

/** GET /api/members */
export const memberListQuerySchema = z.object({
  /**
   * Words that must all occur, in any order, in the name, ID number or reference number ('Last, First'
   * too: commas separate words); a text with a digit also matches ID numbers by their key (DECISIONS 40).
   */
  search: optionalFilter(),
  barangay: optionalFilter(),
  /** Registration year; with `month`, that month of that year. */
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  /** Registration month 1–12; alone, that month of every year. */
  month: z.coerce.number().int().min(1).max(12).optional(),
  /**
   * The table view's order (issue 23 item 6): name (last, first, middle), reference number,
   * registration or expiry date, ascending or descending, ties on the reference number in the same
   * direction (the domain's compareMemberListRows). Absent: newest registration first.
   */
  sort: z.enum(MEMBER_LIST_SORTS).optional(),
  page: pageParam(),
});
type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** GET /api/members/archived */
export const archivedListQuerySchema = z.object({ search: optionalFilter(), page: pageParam() });
type ArchivedListQuery = z.infer<typeof archivedListQuerySchema>;

/** `/api/members/:id` */
export const memberIdParamsSchema = idParamsSchema;

/** GET /api/members/:id/images/:kind */
export const memberImageParamsSchema = z.object({ id: idParam(), kind: z.enum(MEMBER_IMAGE_PATHS) });

/** GET /api/members/lookup?ref= (the QR scanner). */
export const memberLookupQuerySchema = z.object({ ref: plainString().trim().max(100).default('') });

/** POST /api/members/reference-number */
export const referenceNumberIssuedSchema = z.object({
  /** REF-yyyymmdd-hhmmss-NNNN, unused when issued. */
  referenceNumber: z.string(),
  /** What the member's QR code encodes: `{PUBLIC_URL}/scan?ref=…`. */
  qrPayload: z.string(),
});
export type ReferenceNumberIssued = z.infer<typeof referenceNumberIssuedSchema>;

/** POST /api/members (201) and PATCH /api/members/:id */
export const memberSavedSchema = z.object({ message: z.string(), member: memberDetailSchema });
export type MemberSaved = z.infer<typeof memberSavedSchema>;

/** GET /api/members/:id */
export const memberWithBeneficiariesSchema = z.object({
  member: memberDetailSchema,
  beneficiaries: z.array(beneficiaryViewSchema),
});
export type MemberWithBeneficiaries = z.infer<typeof memberWithBeneficiariesSchema>;

/** GET /api/members/lookup */
export const memberLookupSchema = z.object({
  member: z.object({ id: z.string(), fullName: z.string(), archived: z.boolean() }),
});
export type MemberLookup = z.infer<typeof memberLookupSchema>;

/** GET /api/members/find?q= (the find box in the admin header and on the QR Scanner; issue 23). */
export const memberFindQuerySchema = z.object({
  /** What was typed or scanned: a member QR code's payload, a reference number, an ID number or a name. */
  q: plainString().trim().max(FIND_QUERY_MAX_LENGTH).default(''),
});
type MemberFindQuery = z.infer<typeof memberFindQuerySchema>;

/** A member offered by the find box. */
export const foundMemberSchema = z.object({
  /** The member's id: the admin profile is /admin/member/:id. */
  id: z.string(),
  /** 'First Middle Last Suffix'. */
  fullName: z.string(),
  /** REF-yyyymmdd-hhmmss-NNNN. */
  referenceNumber: z.string(),
  /** As staff typed it. */
  idNumber: z.string(),
  barangay: z.string(),
  /** On today in APP_TIMEZONE. */
  status: z.enum(MEMBERSHIP_STATUSES),
  /** Archived (only ever the exact member: the matches leave archived members out). */
  archived: z.boolean(),
});
export type FoundMember = z.infer<typeof foundMemberSchema>;

/** GET /api/members/find */
export const memberFindSchema = z.object({
  /**
   * The member the text names exactly (the domain's parseFindQuery): a QR code's or a whole reference
   * number, else a whole ID number compared on its key; archived members too. Null when none.
   */
  exact: foundMemberSchema.nullable(),
  /**
   * At most 8 members, never archived, whose name, ID number or reference number contain every word
   * of the text (as Registered Members' search), by last, first and middle name; none for a QR code.
   */
  matches: z.array(foundMemberSchema),
  /** More members match than are listed (Registered Members' search shows them all). */
  more: z.boolean(),
});
export type MemberFind = z.infer<typeof memberFindSchema>;

/** GET /api/members/registration-years: newest first. */
export const registrationYearsSchema = z.object({ years: z.array(z.number().int()) });
export type RegistrationYears = z.infer<typeof registrationYearsSchema>;
