import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every message the portal sends (DECISIONS 43; src/outbox): written in the transaction that causes
 * it, sent afterwards by the outbox sender. `queued` → `sending` (claimed with a lease) → `sent`; a
 * transient failure goes back to `queued` with a later `next_attempt_at`, a refusal or 24 hours of
 * failures ends in `failed` with the reason; `cancelled` was never sent (superseded or withdrawn).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** An e-mail address, or a mobile number as +639XXXXXXXXX. */
    recipient: text('recipient').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    /** The rendered text (the SMS, or the mail's plain-text part). */
    body: text('body').notNull(),
    /** E-mail only: the HTML part. */
    html: text('html'),
    /** What the message is: 'verification', 'password_reset', later the member reminders' kinds. */
    kind: text('kind').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    /** Attempts made so far (claims): each claim counts one, whatever its outcome. */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed next (queued rows only). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** When the latest attempt claimed the row (the SMS rate counts these). */
    lastAttemptAt: instant('last_attempt_at'),
    /** A `sending` row belongs to the claim holding `lease_token` until `lease_until`. */
    leaseUntil: instant('lease_until'),
    leaseToken: uuid('lease_token'),
    /** The gateway's or relay's answer to the latest failed attempt (or why the row was cancelled). */
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** At most one message per key (e.g. one reminder per member, kind and term); null: no such rule. */
    dedupeKey: text('dedupe_key'),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_messages_due_idx').on(t.channel, t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('outbox_messages_lease_idx').on(t.leaseUntil).where(sql`${t.status} = 'sending'`),
    index('outbox_messages_sms_attempts_idx').on(t.lastAttemptAt).where(sql`${t.channel} = 'sms'`),
    index('outbox_messages_member_idx').on(t.memberId, t.createdAt),
    index('outbox_messages_created_at_idx').on(t.createdAt),
  ],
);
