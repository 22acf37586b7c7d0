/**
 * Contracts of the Claims report API (DECISIONS 55): the claims whose SERVICE DATE lies in a range,
 * with the filters below, totalled. Every route is admins only (401 signed out, 403 not an admin,
 * 400 invalid query or range). Amounts are centavos.
 *
 * - GET /api/claims-report             the totals: per service, institution, barangay, day or month
 * - GET /api/claims-report/export.csv  one row per claim of the same set (streamed, any size)
 * - GET /api/claims-report/admins      the administrators the "Recorded by" filter offers
 */
import { z } from 'zod';
import { CLAIMS_REPORT_PERIODS, claimsReportRangeRefusal } from '../claims-report.ts';
import { isIsoDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { SERVICE_CATEGORIES, SERVICE_TYPES } from '../services.ts';
import { instantString, isoDateString, optionalFilter } from './common.ts';

const optionalDate = () =>
  optionalFilter().refine((value) => value === undefined || isIsoDate(value), {
    error: messages.claimsReportDateInvalid,
  });

/**
 * The query of every claims report route. Without dates: this month (APP_TIMEZONE); with one date,
 * that date's month from or up to it (`claimsReportRange`). At most 366 days, `from` ≤ `to`.
 */
export const claimsReportQuerySchema = z
  .object({
    /** First service date, YYYY-MM-DD, included. */
    from: optionalDate(),
    /** Last service date, YYYY-MM-DD, included. */
    to: optionalDate(),
    /** One service type of the catalogue (e.g. 'MRI'). */
    service: z.enum(SERVICE_TYPES).optional(),
    /** 'outpatient' | 'inpatient'. */
    category: z.enum(SERVICE_CATEGORIES).optional(),
    /** An institution as recorded; compared trimmed and case-insensitively. */
    institution: optionalFilter(),
    /** The member's barangay (as the member's record holds it now), exactly as listed. */
    barangay: optionalFilter(),
    /** The id of the admin who recorded the claims. */
    adminId: optionalFilter(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to)) return;
    const refusal = claimsReportRangeRefusal({ from: q.from, to: q.to });
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, path: [refusal.field] });
  });
export type ClaimsReportQuery = z.output<typeof claimsReportQuerySchema>;

/** Claims and their amount, for one group of the report. */
const figures = {
  /** Number of claims. */
  claimsCount: z.number().int(),
  /** Their amounts added up, in centavos. */
  amountCentavos: z.number().int(),
};

/** GET /api/claims-report: the totals of the claims in the range that pass every filter. */
export const claimsReportSchema = z.object({
  /** The range answered (the defaults filled in): first and last service date, both included. */
  from: isoDateString(),
  to: isoDateString(),
  /** 'day' up to 62 days, else 'month': what `perPeriod` totals over. */
  period: z.enum(CLAIMS_REPORT_PERIODS),
  /** Every claim of the set. */
  totals: z.object({
    ...figures,
    /** Distinct members with at least one claim in the set (a member's beneficiaries count as the member). */
    membersServed: z.number().int(),
  }),
  /** Per service with claims, highest amount first (ties: service name). */
  perService: z.array(
    z.object({ serviceType: z.string(), category: z.enum(SERVICE_CATEGORIES), ...figures }),
  ),
  /** Per institution (compared case-insensitively; named in its most used spelling), highest amount first. */
  perInstitution: z.array(z.object({ institution: z.string(), ...figures })),
  /** Per barangay of the members, highest amount first (ties: barangay name). */
  perBarangay: z.array(z.object({ barangay: z.string(), ...figures })),
  /** Per day ('YYYY-MM-DD') or month ('YYYY-MM') with claims, oldest first. */
  perPeriod: z.array(z.object({ period: z.string(), ...figures })),
  /** Today in APP_TIMEZONE. */
  today: isoDateString(),
  /** When the figures were read: the printed summary's date and time. */
  generatedAt: instantString(),
  /** 'First Last' of the signed-in admin: the printed summary's "Prepared by". */
  preparedBy: z.string(),
  /** DECISIONS 55: the voided claims of the set, apart (counted in none of the figures above). */
  voided: z.object({
    ...figures,
    /** Newest service date first; at most the first 200 (the count and amount cover them all). */
    claims: z.array(
      z.object({
        id: z.string(),
        serviceDate: isoDateString(),
        serviceType: z.string(),
        institution: z.string(),
        amountCentavos: z.number().int(),
        memberName: z.string(),
        referenceNumber: z.string(),
        voidedAt: instantString(),
        voidedByName: z.string().nullable(),
        reason: z.string(),
      }),
    ),
  }),
});
export type ClaimsReport = z.infer<typeof claimsReportSchema>;

/** GET /api/claims-report/admins: every administrator account, for the "Recorded by" filter. */
export const claimsReportAdminsSchema = z.object({
  admins: z.array(
    z.object({
      /** The value of `adminId`. */
      id: z.string(),
      /** 'First Last'. */
      name: z.string(),
    }),
  ),
});
export type ClaimsReportAdmins = z.infer<typeof claimsReportAdminsSchema>;
