/** Request and response schemas of the Services API (CONTRACT-FEATURES "Services API"). */
import { isIsoDate, SERVICE_CATEGORIES } from '@portal/domain';
import { z } from 'zod';

export const serviceLimitViewSchema = z.object({
  serviceType: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  /** The maximum per window (calendar month or membership year), centavos. */
  maxCentavos: z.number().int(),
  /** The highest maximum an admin may set for this category, centavos. */
  capCentavos: z.number().int(),
});
export type ServiceLimitView = z.infer<typeof serviceLimitViewSchema>;

export const serviceLimitsResponseSchema = z.object({ limits: z.array(serviceLimitViewSchema) });
export const serviceLimitsUpdatedSchema = serviceLimitsResponseSchema.extend({ message: z.string() });

const windowSchema = z.object({
  kind: z.enum(['month', 'membershipYear']),
  start: z.string(),
  end: z.string(),
});

export const serviceUsageSchema = z.object({
  serviceType: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  maxCentavos: z.number().int(),
  usedCentavos: z.number().int(),
  remainingCentavos: z.number().int(),
  status: z.enum(['Available', 'Partial', 'Depleted', 'Ineligible']),
  /** Why the service is Ineligible. */
  reason: z.string().optional(),
  /** The window the figures are for; null before the registration date. */
  window: windowSchema.nullable(),
});

export const membershipYearSchema = z.object({ label: z.string(), start: z.string(), end: z.string() });

export const claimViewSchema = z.object({
  id: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  serviceType: z.string(),
  specificProcedure: z.string().nullable(),
  institution: z.string(),
  amountCentavos: z.number().int(),
  /** Service date, YYYY-MM-DD. */
  date: z.string(),
  beneficiaryUse: z.enum(['Yes', 'No']),
  beneficiaryId: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  /** The membership year of the service date, 'Y - Y+1', or 'N/A'. */
  membershipYear: z.string(),
  tag: z.enum(['Current', 'Archived']),
  createdAt: z.string(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

export const memberServicesSchema = z.object({
  usage: z.array(serviceUsageSchema),
  /** The membership year containing `on`; null before the registration date. */
  currentYear: membershipYearSchema.nullable(),
  /** Every claim, newest service date first. */
  claims: z.array(claimViewSchema),
});
export type MemberServices = z.infer<typeof memberServicesSchema>;

export const claimCreatedSchema = z.object({ message: z.string(), claim: claimViewSchema });

export const memberIdParamsSchema = z.object({ id: z.string().max(100) });

/** The range `on` may take: far-off dates are refused (400) rather than computed with. */
const SERVICES_ON_EARLIEST = '1900-01-01';
const SERVICES_ON_LATEST = '2999-12-31';

export const servicesQuerySchema = z.object({
  /** The day whose windows the usage is for, YYYY-MM-DD (default: today in APP_TIMEZONE). */
  on: z
    .string()
    .refine((value) => isIsoDate(value) && value >= SERVICES_ON_EARLIEST && value <= SERVICES_ON_LATEST)
    .optional(),
});
