/** Request bodies of the Claim Service and Edit Service Limits forms. */
import { z } from 'zod';
import { BENEFICIARY_USES } from '../claims.ts';
import { isIsoDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { SERVICE_CATEGORIES, serviceCategoryOf, validateServiceLimits } from '../services.ts';
import { TEXT_LIMITS } from './fields.ts';
import { filledText as filled, optionalShortText } from './members.ts';

/** The most characters each text field of the Claim Service form takes (DECISIONS 39); the form shows them. */
export const CLAIM_TEXT_LIMITS = { institution: TEXT_LIMITS.institution } as const;

/**
 * Claim Service (spec 5). Emptiness gives the spec's message here already; the rules that
 * need the member's records (limits, duplicates, dates, age) are `validateClaim`'s.
 */
export const claimInputSchema = z.object({
  /** 'outpatient' or 'inpatient' (required). */
  category: z.enum(SERVICE_CATEGORIES, { error: messages.claimRequiredFields }),
  /** A service of that category, e.g. 'MRI' (required). */
  serviceType: filled(messages.claimRequiredFields, TEXT_LIMITS.name, 'Service'),
  /** The laboratory procedure, required when the service is OTHER LABORATORY PROCEDURE. */
  specificProcedure: optionalShortText(TEXT_LIMITS.name, 'Specific Procedure'),
  /** Where the service was given (required). */
  institution: filled(messages.claimRequiredFields, CLAIM_TEXT_LIMITS.institution, 'Institution'),
  /** Pesos as typed, at most 2 decimals: '1500', '1,500.50' (a JSON number is read as pesos too). */
  amount: z
    .union([z.string(), z.number()], { error: messages.claimRequiredFields })
    .transform((value) => String(value).trim())
    .refine((value) => value.length > 0, { error: messages.claimRequiredFields }),
  /** Service date, YYYY-MM-DD (required). */
  date: filled(messages.claimRequiredFields, 10).refine(isIsoDate, { error: messages.claimDateOutOfRange }),
  /** 'Yes' when a beneficiary used the service. */
  beneficiaryUse: z.enum(BENEFICIARY_USES).default('No'),
  /** The beneficiary's id when beneficiaryUse is 'Yes'. */
  beneficiaryId: optionalShortText(100),
  /** A correction (DECISIONS 51): the id of the member's voided claim this one replaces. */
  corrects: z.uuid({ error: messages.claimCorrectsUnknown }).optional(),
});
export type ClaimFormInput = z.input<typeof claimInputSchema>;
export type ClaimInputBody = z.output<typeof claimInputSchema>;

/** One service's limit as saved. */
export const serviceLimitSchema = z.object({
  /** The service, e.g. 'MRI' (one of the catalogue's). */
  serviceType: filled(messages.invalidInput, 100),
  /** 'outpatient' or 'inpatient'; optional, as the catalogue fixes it (a different one is refused). */
  category: z.enum(SERVICE_CATEGORIES).optional(),
  /** Maximum per window in centavos: 0 to ₱10,000 outpatient, 0 to ₱15,000 inpatient. */
  maxCentavos: z.number().int(),
});
export type ServiceLimitInput = z.input<typeof serviceLimitSchema>;

/**
 * Edit Service Limits: the limits to save, all or only the changed ones (spec 5; DECISIONS 17).
 * Each service's category comes from the catalogue, so a limit is checked against its own cap.
 */
export const serviceLimitsUpdateSchema = z
  .object({
    /** The services whose limit is saved. */
    limits: z.array(serviceLimitSchema).min(1).max(100),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.limits.forEach((limit, index) => {
      const category = serviceCategoryOf(limit.serviceType);
      if (!category || (limit.category && limit.category !== category)) {
        ctx.addIssue({
          code: 'custom',
          message: messages.claimInvalidServiceType,
          path: ['limits', index, 'serviceType'],
        });
        return;
      }
      if (seen.has(limit.serviceType)) {
        ctx.addIssue({
          code: 'custom',
          message: messages.invalidInput,
          path: ['limits', index, 'serviceType'],
        });
      }
      seen.add(limit.serviceType);
      const check = validateServiceLimits([{ ...limit, category }]);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message, path: ['limits', index, 'maxCentavos'] });
      }
    });
  })
  .transform((value) => ({
    limits: value.limits.map((limit) => ({
      serviceType: limit.serviceType,
      // Known after the refinement above.
      category: serviceCategoryOf(limit.serviceType) ?? 'outpatient',
      maxCentavos: limit.maxCentavos,
    })),
  }));
export type ServiceLimitsUpdateInput = z.output<typeof serviceLimitsUpdateSchema>;
