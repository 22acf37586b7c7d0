/** Contracts of the Beneficiaries API (request body: beneficiaryInputSchema in ../schemas/members.ts). */
import { z } from 'zod';
import { BENEFICIARY_GENDERS, BENEFICIARY_STATUSES, RELATIONSHIPS, SPOUSE_ORDERS } from '../beneficiaries.ts';
import { idParam, instantString, isoDateString } from './common.ts';

/** A beneficiary as the profile lists it. */
export const beneficiaryViewSchema = z.object({
  id: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  suffix: z.string().nullable(),
  fullName: z.string(),
  gender: z.enum(BENEFICIARY_GENDERS),
  dob: isoDateString(),
  /** Whole years on today. */
  age: z.number().int(),
  relationship: z.enum(RELATIONSHIPS),
  relationshipOther: z.string().nullable(),
  pwd: z.boolean(),
  /** A male member's spouse order ('1st'…'4th'), else null. */
  spouseOrder: z.enum(SPOUSE_ORDERS).nullable(),
  /** 'removed' once removed, otherwise eligibility on today (spec 4). */
  status: z.enum(BENEFICIARY_STATUSES),
  createdAt: instantString(),
});
export type BeneficiaryView = z.infer<typeof beneficiaryViewSchema>;

/** `/api/members/:id/beneficiaries/:beneficiaryId/remove` */
export const beneficiaryParamsSchema = z.object({ id: idParam(), beneficiaryId: idParam() });

/** POST /api/members/:id/beneficiaries (201) and …/remove */
export const beneficiarySavedSchema = z.object({ message: z.string(), beneficiary: beneficiaryViewSchema });
export type BeneficiarySaved = z.infer<typeof beneficiarySavedSchema>;
