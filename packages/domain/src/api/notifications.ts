/** Contracts of the Notifications API (spec 3; DECISIONS 30; issue 10 item 5). */
import { z } from 'zod';
import { NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE } from '../notifications.ts';
import { idParamsSchema, instantString, isoDateString, pageParam } from './common.ts';

/** GET /api/notifications: newest first, optionally one type. */
export const notificationListQuerySchema = z.object({
  /** Only this type (new, import, expired, no_claims, high_claims, limit_warning). */
  type: z.enum(NOTIFICATION_TYPES).optional(),
  page: pageParam(),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** POST /api/notifications/:id/read */
export const notificationIdParamsSchema = idParamsSchema;

/** POST /api/notifications/read-all: every notification, or only one type's, marked read (no body: all). */
export const markAllReadBodySchema = z
  .object({
    /** Only this type; all types when absent. */
    type: z.enum(NOTIFICATION_TYPES).optional(),
  })
  .strict()
  .nullish();
type MarkAllReadBody = z.output<typeof markAllReadBodySchema>;

/** One notification as the signed-in admin sees it. */
export const notificationViewSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  createdAt: instantString(),
  /** Whether the signed-in admin has read it (read state is per admin). */
  read: z.boolean(),
  /** The member it is about: the list links to their profile. Null for an 'import' notification. */
  member: z
    .object({
      id: z.string(),
      referenceNumber: z.string(),
      /** 'Juan Santos Dela Cruz Jr.' */
      fullName: z.string(),
    })
    .nullable(),
  /** 'import': the batch it is about (issue 23: one notification per import); otherwise null. */
  importBatch: z.object({ id: z.string(), fileName: z.string() }).nullable(),
  /** The expiry date of the membership term it belongs to; null for 'import'. */
  termExpiry: isoDateString().nullable(),
  /** limit_warning: the service; otherwise null. */
  serviceType: z.string().nullable(),
  /** limit_warning: the first day of the claim window; otherwise null. */
  windowStart: isoDateString().nullable(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** The signed-in admin's unread notifications, counted up to UNREAD_COUNT_CAP. */
export const unreadCountSchema = z.object({
  unread: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationViewSchema),
  page: z.number().int(),
  pageSize: z.literal(NOTIFICATIONS_PAGE_SIZE),
  /** Notifications of the filter (read or not). */
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Unread of every type, as GET /api/notifications/unread-count. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
