import { philippineMobile } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { MailMessage } from '../mail/index.ts';

type Writer = Db | Tx;

/** What every outgoing message may carry besides its content. */
export type MessageMeta = {
  /** What the message is ('verification', 'password_reset', later 'renewal_30' …). */
  kind: string;
  /** The member it is about, when it is about one. */
  memberId?: string | null;
  /**
   * At most one message per key, ever (e.g. `renewal_30:<member>:<term expiry>`): a second write with
   * the same key writes nothing and answers null.
   */
  dedupeKey?: string | null;
  /** The earliest time it may go (default: at once). */
  notBefore?: Date;
};

/**
 * Queues a mail in the caller's transaction (DECISIONS 43): it is sent after the transaction commits,
 * by the outbox sender (nudge it after the commit, `AppContext.outbox.nudge()`, to send within a
 * second). `supersede`: queued mails of the same kind to the same address that have not gone yet are
 * cancelled (a newer reset or verification link replaces the older ones). `now` is the app's clock.
 * Answers the row's id, or null when `dedupeKey` was taken already.
 */
export async function enqueueMail(
  tx: Writer,
  message: MailMessage,
  meta: MessageMeta & { supersede?: boolean },
  now: Date,
): Promise<string | null> {
  const recipient = message.to.trim().toLowerCase();
  if (meta.supersede) {
    await tx
      .update(outboxMessages)
      .set({ status: 'cancelled', lastError: 'Superseded by a newer message of the same kind.' })
      .where(
        and(
          eq(outboxMessages.status, 'queued'),
          eq(outboxMessages.channel, 'email'),
          eq(outboxMessages.recipient, recipient),
          eq(outboxMessages.kind, meta.kind),
        ),
      );
  }
  return insertMessage(tx, {
    channel: 'email',
    recipient,
    subject: message.subject,
    body: message.text,
    html: message.html,
    meta,
    now,
  });
}

/** A number that cannot receive SMS: a landline, a foreign or malformed number. */
export class NotAnSmsNumberError extends Error {
  override name = 'NotAnSmsNumberError';
  constructor(readonly number: string) {
    super(`${number} is not a Philippine mobile number`);
  }
}

/**
 * Queues an SMS in the caller's transaction, to `to` normalized as +639XXXXXXXXX (throws
 * `NotAnSmsNumberError` when it is not a Philippine mobile number). It goes between 08:00 and 20:00
 * Asia/Manila, at most SMS_RATE_PER_MINUTE a minute. `text` is the rendered message. Answers the
 * row's id, or null when `dedupeKey` was taken already (the member got this reminder for this term).
 */
export async function enqueueSms(
  tx: Writer,
  sms: { to: string; text: string } & MessageMeta,
  now: Date,
): Promise<string | null> {
  const recipient = philippineMobile(sms.to);
  if (!recipient) throw new NotAnSmsNumberError(sms.to);
  return insertMessage(tx, {
    channel: 'sms',
    recipient,
    subject: null,
    body: sms.text,
    html: null,
    meta: sms,
    now,
  });
}

async function insertMessage(
  tx: Writer,
  row: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    html: string | null;
    meta: MessageMeta;
    now: Date;
  },
): Promise<string | null> {
  const inserted = await tx
    .insert(outboxMessages)
    .values({
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      kind: row.meta.kind,
      memberId: row.meta.memberId ?? null,
      dedupeKey: row.meta.dedupeKey ?? null,
      nextAttemptAt: row.meta.notBefore ?? row.now,
      createdAt: row.now,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted[0]?.id ?? null;
}

/**
 * Cancels the member's messages that have not gone yet (consent withdrawn, DECISIONS 43); a message
 * being sent this moment is past stopping. Answers how many were cancelled.
 */
export async function cancelQueuedMessagesOf(tx: Writer, memberId: string, reason: string): Promise<number> {
  const cancelled = await tx
    .update(outboxMessages)
    .set({ status: 'cancelled', lastError: reason })
    .where(and(eq(outboxMessages.memberId, memberId), eq(outboxMessages.status, 'queued')))
    .returning({ id: outboxMessages.id });
  return cancelled.length;
}
