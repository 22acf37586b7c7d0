/**
 * Contracts of the Services API: service limits, a member's usage and history, claiming a
 * service. Request bodies: ../schemas/claims.ts.
 */
import { z } from 'zod';
import { BENEFICIARY_USES } from '../claims.ts';
import { isIsoDate } from '../dates.ts';
import { CLAIM_YEAR_TAGS } from '../membership.ts';
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
export type MembershipYearView = z.infer<typeof membershipYearViewSchema>;

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
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** GET /api/members/:id/services */
export const memberServicesSchema = z.object({
  usage: z.array(serviceUsageViewSchema),
  /** The membership year containing `on`; null before the registration date. */
  currentYear: membershipYearViewSchema.nullable(),
  /** Every claim, newest service date first. */
  claims: z.array(claimViewSchema),
});
export type MemberServices = z.infer<typeof memberServicesSchema>;

/** POST /api/members/:id/claims (201) */
export const claimCreatedSchema = z.object({ message: z.string(), claim: claimViewSchema });
export type ClaimCreated = z.infer<typeof claimCreatedSchema>;

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
