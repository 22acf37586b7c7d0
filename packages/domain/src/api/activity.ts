/** Contracts of the Activity Log API (DECISIONS 36). */
import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE } from '../activity.ts';
import { isIsoDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { instantString, optionalFilter, pageParam } from './common.ts';

const optionalDate = () =>
  optionalFilter().refine((value) => value === undefined || isIsoDate(value), {
    error: messages.invalidInput,
  });

/** GET /api/activity-log (and its CSV): every filter optional. */
export const activityLogQuerySchema = z
  .object({
    /** Whose entries (head admins; other admins always see only their own). */
    adminId: optionalFilter(),
    action: z.enum(ACTIVITY_ACTIONS).optional(),
    /** A member's reference number. */
    member: optionalFilter(),
    /** From this day, YYYY-MM-DD (APP_TIMEZONE's calendar). */
    from: optionalDate(),
    /** To this day, included. */
    to: optionalDate(),
    page: pageParam(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.invalidInput, path: ['to'] });
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;

/** One entry, in plain words. */
export const activityEntryViewSchema = z.object({
  id: z.string(),
  at: instantString(),
  adminId: z.string().nullable(),
  /** 'Maria Santos', or null for the portal's own jobs. */
  adminName: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  /** 'Maria Santos recorded a claim of ₱1,200.00 for ULTRASOUND for REF-…'. */
  sentence: z.string(),
  memberId: z.string().nullable(),
  memberRef: z.string().nullable(),
});
export type ActivityEntryView = z.infer<typeof activityEntryViewSchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntryViewSchema),
  page: z.number().int(),
  pageSize: z.literal(ACTIVITY_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** There are more entries than `total` (cappedTotal: the log counts up to 1,000 or the page). */
  totalCapped: z.boolean(),
  /** Whether every admin's entries are shown (head admin) or only one's own. */
  scope: z.enum(['all', 'own']),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
