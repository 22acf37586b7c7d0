/**
 * Contract of the dashboard (DECISIONS 31): GET /api/dashboard, admins only (401/403), no query.
 * Its member figures come from the same queries as the reports' cards, so the two never disagree;
 * archived members are left out of every member figure. Claim figures count every recorded claim.
 */
import { z } from 'zod';
import { instantString, isoDateString } from './common.ts';
import { reportStatusCountsSchema, serviceAmountSchema } from './reports.ts';

/** One month of the claimed-amount chart, split by category. */
export const claimedMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  outpatientCentavos: z.number().int(),
  inpatientCentavos: z.number().int(),
  claimsCount: z.number().int(),
});
export type ClaimedMonth = z.infer<typeof claimedMonthSchema>;

export const dashboardSchema = z.object({
  /** Today in APP_TIMEZONE. */
  today: isoDateString(),
  figures: z.object({
    /** Non-archived members not expired today (today < expiry). */
    activeMembers: z.number().int(),
    /** Active members whose expiry is within the next 30 days (today < expiry ≤ today + 30). */
    expiringWithin30Days: z.number().int(),
    /** Non-archived members with a registration date in this calendar month. */
    registeredThisMonth: z.number().int(),
    /** Claims with a service date in this calendar month: how many and how much. */
    claimsThisMonth: z.object({ count: z.number().int(), amountCentavos: z.number().int() }),
  }),
  charts: z.object({
    /** The last 12 calendar months, oldest first, this month last (months without claims: zeros). */
    claimedPerMonth: z.array(claimedMonthSchema),
    /** Registrations per month, the same 12 months, oldest first. */
    registrationsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
    /** Services by amount claimed this calendar year, highest first (every service with claims). */
    topServicesThisYear: z.array(serviceAmountSchema),
    /** The 10 barangays with the most members, most first (ties: name). */
    membersPerBarangay: z.array(z.object({ barangay: z.string(), count: z.number().int() })).max(10),
    /** Members per report status (as the reports' statistics with no filter). */
    membersPerStatus: reportStatusCountsSchema,
  }),
  /** The 10 latest activity-log entries the admin may see (head admins: all; others: their own). */
  latestActivity: z.array(
    z.object({
      id: z.string(),
      at: instantString(),
      /** The activity log's sentence, e.g. 'Maria Santos recorded a claim of ₱1,200.00 for …'. */
      sentence: z.string(),
      memberId: z.string().nullable(),
      memberRef: z.string().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
