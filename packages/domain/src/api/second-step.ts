/** Contracts of two-step sign-in (issue 27 item 1, DECISIONS 45). Request bodies: ../second-step.ts. */
import { z } from 'zod';

/** GET /api/account/second-step: whether one's second step is on, and whether it is required. */
export const secondStepStatusSchema = z.object({
  enrolled: z.boolean(),
  /** A head admin requires it for every administrator: without it, nothing but enrollment answers. */
  required: z.boolean(),
});
export type SecondStepStatus = z.infer<typeof secondStepStatusSchema>;

/** POST /api/account/second-step/enroll: the key for the authenticator app, waiting for its first code. */
export const secondStepEnrollmentSchema = z.object({
  /** The key as text (base32), for typing into the app by hand. */
  key: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl` as a data: URL (SVG). */
  qrCode: z.string(),
});
export type SecondStepEnrollment = z.infer<typeof secondStepEnrollmentSchema>;

/** POST /api/account/second-step/confirm: on; the 10 backup codes, shown this once. */
export const secondStepConfirmedSchema = z.object({
  message: z.string(),
  backupCodes: z.array(z.string()),
});
export type SecondStepConfirmed = z.infer<typeof secondStepConfirmedSchema>;

/** POST /api/account/sign-in when the account has a second step: the password was right, a code is next. */
export const signInChallengeSchema = z.object({ message: z.string(), secondStep: z.literal(true) });
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

/** PUT /api/admins/second-step-requirement */
export const secondStepRequirementResponseSchema = z.object({ message: z.string(), required: z.boolean() });
export type SecondStepRequirementResponse = z.infer<typeof secondStepRequirementResponseSchema>;
