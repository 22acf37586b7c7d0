/**
 * Contracts of record retention (issue 27 item 5, DECISIONS 48): the worklist of members due for
 * removal of their personal data, and the head admin's confirmation.
 */
import { z } from 'zod';
import { RETENTION_PAGE_SIZE, RETENTION_REASONS } from '../retention.ts';
import { isoDateString, pageParam } from './common.ts';

/** GET /api/retention?page= */
export const retentionQuerySchema = z.object({ page: pageParam() });

export const retentionMemberSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  fullName: z.string(),
  barangay: z.string(),
  /** The day the membership ended (the domain's membershipEnded). */
  endedOn: isoDateString(),
  reason: z.enum(RETENTION_REASONS),
});
export type RetentionMember = z.infer<typeof retentionMemberSchema>;

export const retentionWorklistSchema = z.object({
  /** RECORD_RETENTION_YEARS (read from the server's environment). */
  years: z.number().int(),
  /** Today in Manila: what "due" was judged on. */
  today: isoDateString(),
  members: z.array(retentionMemberSchema),
  page: z.number().int(),
  pageSize: z.literal(RETENTION_PAGE_SIZE),
  /** Every member due, on all pages. */
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RetentionWorklist = z.infer<typeof retentionWorklistSchema>;

/**
 * POST /api/retention/remove: the head admin confirms the worklist they reviewed. `expected` is the
 * count they saw; when the due members are not that many any more the answer is 409 and nothing changes.
 */
export const retentionRemoveBodySchema = z.object({ expected: z.number().int().min(1).max(1_000_000) });
export const retentionRemovedSchema = z.object({ removed: z.number().int(), message: z.string() });
export type RetentionRemoved = z.infer<typeof retentionRemovedSchema>;
