/** Contracts of My Profile (DECISIONS 37). Request bodies: adminProfileUpdateSchema, passwordChangeSchema. */
import { z } from 'zod';
import { ADMIN_CIVIL_STATUSES, ADMIN_GENDERS } from '../schemas/auth.ts';
import { isoDateString } from './common.ts';

/** The signed-in administrator's own record. Email and role change only through a head admin. */
export const myProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  maidenName: z.string().nullable(),
  dob: isoDateString(),
  gender: z.enum(ADMIN_GENDERS),
  civilStatus: z.enum(ADMIN_CIVIL_STATUSES),
  contactNumber: z.string(),
  role: z.string(),
  roleLabel: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** GET /api/account/profile */
export const myProfileResponseSchema = z.object({ profile: myProfileSchema });
export type MyProfileResponse = z.infer<typeof myProfileResponseSchema>;

/** PATCH /api/account/profile */
export const myProfileSavedSchema = z.object({ message: z.string(), profile: myProfileSchema });
export type MyProfileSaved = z.infer<typeof myProfileSavedSchema>;
