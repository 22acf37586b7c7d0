import { z } from 'zod';

export const publicMemberParamsSchema = z.object({
  /** The reference number from the QR code, `REF-yyyymmdd-hhmmss-NNNN`. */
  ref: z.string(),
});

/** The public member card (DECISIONS 22): these five fields and nothing else. */
export const publicMemberSchema = z
  .object({
    /** 'First Middle Last Suffix'. */
    fullName: z.string(),
    referenceNumber: z.string(),
    /** Computed on today in APP_TIMEZONE. */
    status: z.enum(['Active', 'Expired']),
    /** YYYY-MM-DD. */
    registrationDate: z.string(),
    /** YYYY-MM-DD, registration + 3 years. */
    expiryDate: z.string(),
  })
  .strip();
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const publicMemberResponseSchema = z.object({ member: publicMemberSchema });
