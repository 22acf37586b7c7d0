/** Contracts of acknowledgment receipts (DECISIONS 52): POST /api/claims/:id/receipt. */
import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../services.ts';
import { idParam, instantString, isoDateString } from './common.ts';

/** `/api/claims/:id/receipt` */
export const receiptParamsSchema = z.object({ id: idParam() });

/** An acknowledgment receipt as it prints: numbered on its first print, REPRINT after, VOID once voided. */
export const claimReceiptSchema = z.object({
  /** The receipt's number, gapless per year of issue (Asia/Manila): '2026-000123'. */
  number: z.string(),
  /** When the receipt was first printed (its number given). */
  issuedAt: instantString(),
  /** This print. */
  printedAt: instantString(),
  /** True from the second print on: the sheet says REPRINT. */
  reprint: z.boolean(),
  /** The claim was voided (DECISIONS 51): the sheet says VOID, with who, when and why. */
  voided: z
    .object({
      at: instantString(),
      /** The admin who voided it (full name); null once that admin was deleted. */
      byName: z.string().nullable(),
      reason: z.string(),
    })
    .nullable(),
  /** Who gives the assistance, as the letterhead names it (the program's name is the web app's, in the reader's language). */
  office: z.object({
    officeName: z.string(),
    address: z.string(),
    /** Empty when no phone number is configured. */
    phone: z.string(),
  }),
  member: z.object({
    id: z.string(),
    /** 'First Middle Last Suffix'. */
    name: z.string(),
    referenceNumber: z.string(),
  }),
  claim: z.object({
    id: z.string(),
    serviceType: z.string(),
    /** The laboratory procedure of OTHER LABORATORY PROCEDURE, else null. */
    specificProcedure: z.string().nullable(),
    category: z.enum(SERVICE_CATEGORIES),
    institution: z.string(),
    amountCentavos: z.number().int(),
    /** 'One thousand two hundred pesos and 00/100' (the page words Filipino from amountCentavos). */
    amountInWords: z.string(),
    serviceDate: isoDateString(),
    /** The beneficiary who used the service, or null when the member did. */
    beneficiaryName: z.string().nullable(),
    /** The admin who recorded the claim (full name); null once that admin was deleted. */
    recordedByName: z.string().nullable(),
  }),
  /**
   * What remains of the claim's service in the window containing its service date, from the
   * member's current claims (voided claims count nowhere); null when the date lies outside the
   * membership (e.g. the registration date was corrected after the claim).
   */
  remaining: z
    .object({
      /** 'membership year 2026 - 2027', or the month ('November 2026') of the monthly services. */
      windowLabel: z.string(),
      /** The same window as dates, for its label in another language (issue 26). */
      window: z.object({
        kind: z.enum(['month', 'membershipYear']),
        start: isoDateString(),
        end: isoDateString(),
      }),
      remainingCentavos: z.number().int(),
      maxCentavos: z.number().int(),
    })
    .nullable(),
  /** The admin printing it (full name), who signs as "Released by". */
  printedByName: z.string(),
});
export type ClaimReceipt = z.infer<typeof claimReceiptSchema>;
