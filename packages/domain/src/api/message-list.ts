/**
 * Contracts of the Messages API (issue 25 item 6, DECISIONS 43): the outbox as people read it.
 *
 * - GET  /api/messages               head admins: every message, newest first, 50 a page (keyset)
 * - POST /api/messages/:id/retry     head admins: a failed message queued again (one activity entry)
 * - POST /api/messages/:id/cancel    head admins: a queued message cancelled (one activity entry)
 * - GET  /api/members/:id/messages   admins: one member's newest 50, for the member profile
 */
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { instantString, optionalFilter } from './common.ts';

export const OUTBOX_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];
export const OUTBOX_MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type OutboxMessageChannel = (typeof OUTBOX_MESSAGE_CHANNELS)[number];

/** Messages per page of the Messages list, and at most this many on a member's profile. */
export const MESSAGES_PAGE_SIZE = 50;

const optionalDate = () =>
  optionalFilter().refine((value) => value === undefined || isIsoDate(value), {
    error: messages.invalidInput,
  });

/** GET /api/messages: every filter optional. */
export const messageListQuerySchema = z
  .object({
    status: z.enum(OUTBOX_MESSAGE_STATUSES).optional(),
    channel: z.enum(OUTBOX_MESSAGE_CHANNELS).optional(),
    /** A kind as written ('renewal_30', 'verification', …). */
    kind: optionalFilter().refine((value) => value === undefined || /^[a-z0-9_.-]+$/.test(value), {
      error: messages.invalidInput,
    }),
    /** Written from this day, YYYY-MM-DD (APP_TIMEZONE's calendar). */
    from: optionalDate(),
    /** Written up to this day, included. */
    to: optionalDate(),
    /** A member's id, or words of the name, the ID number or the reference number (whole or part). */
    member: optionalFilter(),
    /**
     * The `nextCursor` of the page shown: the page of messages written before its last one. Without it,
     * the newest page. One that cannot be read is a 400.
     */
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.invalidInput, path: ['to'] });
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** One message as the lists show it. */
export const messageViewSchema = z.object({
  id: z.string(),
  /** When it was written (queued). */
  createdAt: instantString(),
  /** The member it is about, or null (an administrator's account mail). */
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  memberRef: z.string().nullable(),
  kind: z.string(),
  /** The kind in words ('Renewal reminder, 30 days before'); an unknown kind in its own words. */
  kindLabel: z.string(),
  channel: z.enum(OUTBOX_MESSAGE_CHANNELS),
  /** The whole address or number (+639XXXXXXXXX): head admins and the member's profile see it whole. */
  recipient: z.string(),
  /** E-mail only. */
  subject: z.string().nullable(),
  /**
   * The text sent (SMS, or the mail's plain text) for messages about a member; null for an
   * administrator's account mails, whose text holds a sign-in or reset link no one else may use.
   */
  text: z.string().nullable(),
  status: z.enum(OUTBOX_MESSAGE_STATUSES),
  /** Attempts made so far (kept when a failed message is sent again). */
  attempts: z.number().int(),
  lastAttemptAt: instantString().nullable(),
  /** Queued only: the earliest time it goes (a retry's wait, SMS held to 08:00). */
  nextAttemptAt: instantString().nullable(),
  /** The relay's or gateway's latest answer (why it failed or waits), or why it was cancelled. */
  lastError: z.string().nullable(),
  /** The gateway's id of a sent SMS. */
  providerMessageId: z.string().nullable(),
  sentAt: instantString().nullable(),
  /** Failed: a head admin may send it again. */
  canRetry: z.boolean(),
  /** Queued: a head admin may cancel it. */
  canCancel: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** GET /api/messages */
export const messageListSchema = z.object({
  messages: z.array(messageViewSchema),
  pageSize: z.literal(MESSAGES_PAGE_SIZE),
  /** Send as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** POST /api/messages/:id/retry and /cancel: the confirmation and the message as it is now. */
export const messageActionSchema = z.object({ message: z.string(), outboxMessage: messageViewSchema });
export type MessageAction = z.infer<typeof messageActionSchema>;

/** GET /api/members/:id/messages: the member's newest 50, and whether there are more. */
export const memberMessagesSchema = z.object({
  messages: z.array(messageViewSchema),
  more: z.boolean(),
});
export type MemberMessages = z.infer<typeof memberMessagesSchema>;
