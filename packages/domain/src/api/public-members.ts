/** Contract of the public member card behind the QR code (DECISIONS 21–22). */
import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../membership.ts';
import { isoDateString } from './common.ts';

/** `/api/public/members/:ref` */
export const publicMemberParamsSchema = z.object({
  /** The reference number from the QR code, `REF-yyyymmdd-hhmmss-NNNN`. */
  ref: z.string(),
});

/** The public member card: these five fields and nothing else (DECISIONS 22). */
export const publicMemberSchema = z
  .object({
    /** 'First Middle Last Suffix'. */
    fullName: z.string(),
    referenceNumber: z.string(),
    /** On today in APP_TIMEZONE. */
    status: z.enum(MEMBERSHIP_STATUSES),
    registrationDate: isoDateString(),
    /** Registration + 3 years. */
    expiryDate: isoDateString(),
  })
  .strip();
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const publicMemberResponseSchema = z.object({ member: publicMemberSchema });
export type PublicMemberResponse = z.infer<typeof publicMemberResponseSchema>;
