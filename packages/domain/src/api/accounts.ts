/** Contracts of the Account and Administrators APIs (request bodies: ../schemas/auth.ts). */
import { z } from 'zod';
import { APPROVAL_STATUSES } from '../admins.ts';
import { plainString } from '../schemas/fields.ts';
import { instantString } from './common.ts';
import { languageSchema } from './preferences.ts';

/** The signed-in administrator, or one on the Administrators page. */
export const adminProfileSchema = z.object({
  /** The auth user id. */
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  /** 'head_admin', 'admin_assistant' or the free text given with 'other'. */
  role: z.string(),
  /** The role as the screens show it. */
  roleLabel: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  isHeadAdmin: z.boolean(),
  /** The admin's full name, shown in the header (issue 23: 'Maria Dela Cruz', not the e-mail). */
  displayName: z.string(),
  /** The avatar's two letters: first and last name's initials. */
  initials: z.string(),
  createdAt: instantString(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** `/api/admins/:id/…` */
export const adminIdParamsSchema = z.object({ id: plainString().min(1).max(200) });

/** POST /api/account/sign-in */
export const signInResponseSchema = z.object({ message: z.string(), admin: adminProfileSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** One's two-step sign-in (issue 27 item 1): on or not, and whether head admins require it. */
export const secondStepStateSchema = z.object({ enrolled: z.boolean(), required: z.boolean() });

/** GET /api/account/me */
export const adminResponseSchema = z.object({
  admin: adminProfileSchema,
  /** Absent on the answers that are not about the signed-in admin (approval decisions). */
  secondStep: secondStepStateSchema.optional(),
  /** The signed-in admin's chosen language (issue 26); absent until chosen and on the answers about other admins. */
  language: languageSchema.optional(),
});
export type AdminResponse = z.infer<typeof adminResponseSchema>;

/** POST /api/admins/:id/approve and /reject */
export const adminDecisionResponseSchema = adminResponseSchema.extend({ message: z.string() });
export type AdminDecisionResponse = z.infer<typeof adminDecisionResponseSchema>;

/** GET /api/admins: pending first. */
export const adminListResponseSchema = z.object({
  admins: z.array(adminProfileSchema),
  /** Whether head admins require two-step sign-in of every administrator (issue 27 item 1). */
  secondStepRequired: z.boolean(),
  /** The ids of the administrators whose two-step sign-in is on. */
  secondStepEnrolled: z.array(z.string()),
});
export type AdminListResponse = z.infer<typeof adminListResponseSchema>;
