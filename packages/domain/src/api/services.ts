/**
 * Contracts of the Services API: service limits, a member's usage and history, claiming a
 * service. Request bodies: ../schemas/claims.ts.
 */
import { z } from 'zod';
import { VOID_REASON_MAX } from '../claim-void.ts';
import { BENEFICIARY_USES } from '../claims.ts';
import { isIsoDate } from '../dates.ts';
import { CLAIM_YEAR_TAGS } from '../membership.ts';
import { messages } from '../messages.ts';
import { plainString, tooLongMessage } from '../schemas/fields.ts';
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from '../services.ts';
import { instantString, isoDateString } from './common.ts';

/** A service's maximum per window, with the highest maximum an admin may set. */
export const serviceLimitViewSchema = z.object({
  serviceType: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  /** The maximum per window (calendar month or membership year), centavos. */
  maxCentavos: z.number().int(),
  /** The highest maximum an admin may set for this category, centavos. */
  capCentavos: z.number().int(),
});
export type ServiceLimitView = z.infer<typeof serviceLimitViewSchema>;

/** GET /api/service-limits */
export const serviceLimitsResponseSchema = z.object({ limits: z.array(serviceLimitViewSchema) });
export type ServiceLimitsResponse = z.infer<typeof serviceLimitsResponseSchema>;

/** PUT /api/service-limits */
export const serviceLimitsUpdatedSchema = serviceLimitsResponseSchema.extend({ message: z.string() });
export type ServiceLimitsUpdated = z.infer<typeof serviceLimitsUpdatedSchema>;

/** The window a service's figures are for. */
export const usageWindowSchema = z.object({
  kind: z.enum(['month', 'membershipYear']),
  start: isoDateString(),
  end: isoDateString(),
});

/** One service's card: max, used and remaining in the window, and whether it can be claimed. */
export const serviceUsageViewSchema = z.object({
  serviceType: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  maxCentavos: z.number().int(),
  usedCentavos: z.number().int(),
  remainingCentavos: z.number().int(),
  status: z.enum(SERVICE_STATUSES),
  /** Why the service is Ineligible. */
  reason: z.string().optional(),
  /** Null before the registration date. */
  window: usageWindowSchema.nullable(),
});
export type ServiceUsageView = z.infer<typeof serviceUsageViewSchema>;

export const membershipYearViewSchema = z.object({
  /** 'Y - Y+1'. */
  label: z.string(),
  start: isoDateString(),
  end: isoDateString(),
});
type MembershipYearView = z.infer<typeof membershipYearViewSchema>;

/** A recorded claim as the service history shows it. */
export const claimViewSchema = z.object({
  id: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  serviceType: z.string(),
  specificProcedure: z.string().nullable(),
  institution: z.string(),
  amountCentavos: z.number().int(),
  /** Service date. */
  date: isoDateString(),
  beneficiaryUse: z.enum(BENEFICIARY_USES),
  beneficiaryId: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  /** The membership year of the service date, 'Y - Y+1', or 'N/A'. */
  membershipYear: z.string(),
  /** Whether that year is the one containing the day asked for. */
  tag: z.enum(CLAIM_YEAR_TAGS),
  createdAt: instantString(),
  /** The admin who recorded it (their user id; null once that admin was deleted) and their full name. */
  recordedBy: z.string().nullable(),
  recordedByName: z.string().nullable(),
  /** A correction (DECISIONS 51): the voided claim it replaces. */
  correctsClaimId: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** DECISIONS 51: a voided claim, as the history shows it (struck through, with who, when and why). */
export const voidedClaimViewSchema = claimViewSchema.extend({
  voidedAt: instantString(),
  voidedByName: z.string().nullable(),
  voidReason: z.string(),
  /** The claim that corrected it, when it was voided by Correct. */
  replacedBy: z.string().nullable(),
});
export type VoidedClaimView = z.infer<typeof voidedClaimViewSchema>;

/** GET /api/members/:id/services */
export const memberServicesSchema = z.object({
  usage: z.array(serviceUsageViewSchema),
  /** The membership year containing `on`; null before the registration date. */
  currentYear: membershipYearViewSchema.nullable(),
  /** Every claim that counts, newest service date first. */
  claims: z.array(claimViewSchema),
  /** The voided claims (they count toward nothing), newest service date first. */
  voidedClaims: z.array(voidedClaimViewSchema),
});
export type MemberServices = z.infer<typeof memberServicesSchema>;

/** POST /api/members/:id/claims (201) */
export const claimCreatedSchema = z.object({ message: z.string(), claim: claimViewSchema });
export type ClaimCreated = z.infer<typeof claimCreatedSchema>;

/** POST /api/claims/:id/void (DECISIONS 51) */
export const claimVoidBodySchema = z.object({
  reason: plainString({ error: messages.claimVoidReasonRequired })
    .trim()
    .min(1, messages.claimVoidReasonRequired)
    .max(VOID_REASON_MAX, tooLongMessage(VOID_REASON_MAX, 'Reason')),
});
export type ClaimVoidBody = z.infer<typeof claimVoidBodySchema>;

/** The void's answer: the voided claim. */
export const claimVoidedSchema = z.object({ message: z.string(), claim: voidedClaimViewSchema });
export type ClaimVoided = z.infer<typeof claimVoidedSchema>;

/** The range `on` may take: far-off dates are refused (400) rather than computed with. */
const SERVICES_ON_EARLIEST = '1900-01-01';
const SERVICES_ON_LATEST = '2999-12-31';

/** GET /api/members/:id/services?on= */
export const memberServicesQuerySchema = z.object({
  /** The day whose windows the usage is for, YYYY-MM-DD (default: today in APP_TIMEZONE). */
  on: z
    .string()
    .refine((value) => isIsoDate(value) && value >= SERVICES_ON_EARLIEST && value <= SERVICES_ON_LATEST)
    .optional(),
});

/** GET /api/claims/institutions: what the claim form suggests, most used first. */
export const institutionSuggestionsSchema = z.object({ institutions: z.array(z.string()) });
export type InstitutionSuggestions = z.infer<typeof institutionSuggestionsSchema>;
