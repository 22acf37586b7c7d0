/** Response and query schemas of the Members API (CONTRACT-FEATURES "Members API"). */
import { MEMBERS_PAGE_SIZE, plainString } from '@portal/domain';
import { z } from 'zod';

export const memberCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  idNumber: z.string(),
  referenceNumber: z.string(),
  barangay: z.string(),
  registrationDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(['Active', 'Expired']),
  photoUrl: z.string().nullable(),
  archivedAt: z.string().optional(),
  archivedByName: z.string().optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberImagesSchema = z.object({
  idPicture: z.string().nullable(),
  signature: z.string().nullable(),
  qrCode: z.string().nullable(),
});

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
  completeAddress: z.string(),
  gender: z.string().nullable(),
  civilStatus: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dob: z.string(),
  age: z.number().int(),
  isSenior: z.boolean(),
  registrationDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(['Active', 'Expired']),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
  images: memberImagesSchema,
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const beneficiarySchema = z.object({
  id: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  suffix: z.string().nullable(),
  fullName: z.string(),
  gender: z.string(),
  dob: z.string(),
  age: z.number().int(),
  relationship: z.string(),
  relationshipOther: z.string().nullable(),
  pwd: z.boolean(),
  /** 1–4 for a male member's spouses, else null. */
  spouseOrder: z.number().int().nullable(),
  status: z.enum(['Eligible', 'Ineligible', 'Removed']),
  createdAt: z.string(),
});
export type BeneficiaryView = z.infer<typeof beneficiarySchema>;

export const memberPageSchema = z.object({
  members: z.array(memberCardSchema),
  page: z.number().int(),
  pageSize: z.literal(MEMBERS_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

const pageParam = z.coerce.number().int().min(1).max(1_000_000).default(1);
/** A text filter; control characters (a NUL would make PostgreSQL refuse the query) are invalid input. */
const optionalFilter = plainString()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

export const memberListQuerySchema = z.object({
  search: optionalFilter,
  barangay: optionalFilter,
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  page: pageParam,
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const archivedListQuerySchema = z.object({ search: optionalFilter, page: pageParam });

export const memberIdParamsSchema = z.object({ id: z.string().max(100) });
export const imageParamsSchema = z.object({
  id: z.string().max(100),
  kind: z.enum(['id-picture', 'signature', 'qr-code']),
});
export const lookupQuerySchema = z.object({ ref: plainString().trim().max(100).default('') });

export const memberResponseSchema = z.object({ message: z.string(), member: memberDetailSchema });
export const memberWithBeneficiariesSchema = z.object({
  member: memberDetailSchema,
  beneficiaries: z.array(beneficiarySchema),
});
export const lookupResponseSchema = z.object({
  member: z.object({ id: z.string(), fullName: z.string(), archived: z.boolean() }),
});
