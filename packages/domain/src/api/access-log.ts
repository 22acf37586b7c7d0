/** Contracts of the Access Log API (issue 27 item 3, DECISIONS 46): head admins only. */
import { z } from 'zod';
import { ACCESS_KINDS, ACCESS_LOG_PAGE_SIZE, MEMBER_ACCESS_PAGE_SIZE } from '../access-log.ts';
import { isIsoDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { idParamsSchema, instantString, optionalFilter, pageParam } from './common.ts';

const optionalDate = () =>
  optionalFilter().refine((value) => value === undefined || isIsoDate(value), {
    error: messages.invalidInput,
  });

/** GET /api/access-log (and its CSV): every filter optional. */
export const accessLogQuerySchema = z
  .object({
    /** Whose reads. */
    adminId: optionalFilter(),
    /** A member's reference number. */
    member: optionalFilter(),
    kind: z.enum(ACCESS_KINDS).optional(),
    /** From this day, YYYY-MM-DD (APP_TIMEZONE's calendar). */
    from: optionalDate(),
    /** To this day, included. */
    to: optionalDate(),
    page: pageParam(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.invalidInput, path: ['to'] });
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

/** One entry: who read what, about which member or how many rows, when and from where. */
export const accessEntryViewSchema = z.object({
  id: z.string(),
  at: instantString(),
  adminId: z.string().nullable(),
  /** 'Maria Santos', or null when that administrator is gone. */
  adminName: z.string().nullable(),
  kind: z.string(),
  /** 'Viewed an image: signature'. */
  what: z.string(),
  memberId: z.string().nullable(),
  memberRef: z.string().nullable(),
  memberName: z.string().nullable(),
  /** How many rows a download or a list held; null for a read of one member. */
  rows: z.number().int().nullable(),
  /** The client's address as the server saw it. */
  address: z.string().nullable(),
  /** The route read, e.g. 'GET /api/members/:id'. */
  route: z.string(),
});
export type AccessEntryView = z.infer<typeof accessEntryViewSchema>;

export const accessLogPageSchema = z.object({
  entries: z.array(accessEntryViewSchema),
  page: z.number().int(),
  pageSize: z.literal(ACCESS_LOG_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** There are more entries than `total` (cappedTotal: the log counts up to 1,000 or the page). */
  totalCapped: z.boolean(),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/** GET /api/members/:id/access-log */
export const memberAccessParamsSchema = idParamsSchema;
export const memberAccessQuerySchema = z.object({ page: pageParam() });
export const memberAccessPageSchema = z.object({
  entries: z.array(accessEntryViewSchema),
  page: z.number().int(),
  pageSize: z.literal(MEMBER_ACCESS_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** There are more entries than `total` (cappedTotal: the log counts up to 1,000 or the page). */
  totalCapped: z.boolean(),
});
export type MemberAccessPage = z.infer<typeof memberAccessPageSchema>;

/** POST /api/access-log/refused-rows: the import page saved its refused rows as a CSV (made in the browser). */
export const refusedRowsDownloadSchema = z.object({
  /** How many refused rows the file holds. */
  rows: z.number().int().min(0).max(1_000_000),
});

/** GET /api/members/:id?view=card: the ID card page reads the same details as the profile. */
export const memberDetailQuerySchema = z.object({ view: z.enum(['profile', 'card']).optional() });
