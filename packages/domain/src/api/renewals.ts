/** Contracts of the Membership Renewals API (DECISIONS 25, 35). */
import { z } from 'zod';
import { MEMBERS_PAGE_SIZE } from '../constants.ts';
import { MEMBERSHIP_STATUSES } from '../membership.ts';
import { RENEWAL_LIST_WINDOWS } from '../renewals.ts';
import { plainString, TEXT_LIMITS, tooLongMessage } from '../schemas/fields.ts';
import { instantString, isoDateString, optionalFilter, pageParam } from './common.ts';
import { OUTBOX_MESSAGE_CHANNELS } from './message-list.ts';

/** GET /api/renewals */
export const renewalListQuerySchema = z.object({
  /** 'expired', '30' or '60' (expiring within that many days), or 'all' of these (default). */
  window: z.enum(RENEWAL_LIST_WINDOWS).default('all'),
  barangay: optionalFilter(),
  /** Words that must all occur, in any order, in the name, ID number or reference number. */
  search: optionalFilter(),
  page: pageParam(),
});
export type RenewalListQuery = z.infer<typeof renewalListQuerySchema>;

/** A member due for renewal. */
export const renewalDueSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  referenceNumber: z.string(),
  barangay: z.string(),
  phoneNumber: z.string().nullable(),
  expiryDate: isoDateString(),
  /** Days from today to the expiry date; negative when overdue. */
  daysLeft: z.number().int(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The new expiry if renewed today. */
  newExpiryIfRenewedToday: isoDateString(),
  /**
   * The latest renewal reminder of this term that was sent (issue 25): by which channel and on which
   * day (APP_TIMEZONE); null when none was sent yet.
   */
  reminded: z.object({ channel: z.enum(OUTBOX_MESSAGE_CHANNELS), on: isoDateString() }).nullable(),
});
export type RenewalDue = z.infer<typeof renewalDueSchema>;

/** One page of the renewals list, soonest expiry first. */
export const renewalPageSchema = z.object({
  members: z.array(renewalDueSchema),
  page: z.number().int(),
  pageSize: z.literal(MEMBERS_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** More members are due than `total` (cappedTotal: the list counts up to 1,000 or the page). */
  totalCapped: z.boolean(),
});
export type RenewalPage = z.infer<typeof renewalPageSchema>;

/** GET /api/renewals/worklist: members expiring within 30 days, by barangay, for the health workers. */
export const renewalWorklistSchema = z.object({
  /** Today, the day the list is for. */
  on: isoDateString(),
  barangays: z.array(z.object({ barangay: z.string(), members: z.array(renewalDueSchema) })),
});
export type RenewalWorklist = z.infer<typeof renewalWorklistSchema>;

/** POST /api/members/:id/renewals */
export const renewalInputSchema = z.object({
  /** Why, or anything the office wants to remember about this renewal. */
  note: plainString(undefined, { multiline: true })
    .trim()
    .max(TEXT_LIMITS.note, tooLongMessage(TEXT_LIMITS.note, 'Note'))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RenewalInput = z.output<typeof renewalInputSchema>;
export type RenewalRequest = z.input<typeof renewalInputSchema>;

/** A renewal as the member's profile lists it. */
export const renewalViewSchema = z.object({
  id: z.string(),
  previousExpiry: isoDateString(),
  newExpiry: isoDateString(),
  renewedAt: instantString(),
  renewedByName: z.string().nullable(),
  note: z.string().nullable(),
});
export type RenewalView = z.infer<typeof renewalViewSchema>;

/** POST /api/members/:id/renewals (201) */
export const renewalSavedSchema = z.object({ message: z.string(), renewal: renewalViewSchema });
export type RenewalSaved = z.infer<typeof renewalSavedSchema>;

/** GET /api/members/:id/renewals: newest first, and whether the member can be renewed today. */
export const memberRenewalsSchema = z.object({
  renewals: z.array(renewalViewSchema),
  expiryDate: isoDateString(),
  renewalOpensOn: isoDateString(),
  /** Open today (and the member is not archived). */
  canRenew: z.boolean(),
  newExpiryIfRenewedToday: isoDateString(),
});
export type MemberRenewals = z.infer<typeof memberRenewalsSchema>;
