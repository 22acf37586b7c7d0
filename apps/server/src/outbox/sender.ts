import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rowsOf } from '../db/rows.ts';
import { type OutboxChannel, outboxMessages } from '../db/schema/index.ts';
import type { Mailer } from '../mail/index.ts';
import { DeliveryError, type SmsDriver } from '../sms/driver.ts';
import { nextAttemptAt, smsWindowOpen } from './schedule.ts';

/** How long a claim owns a `sending` row: well past the longest send (SMTP's and the gateways' 10 s timeouts). */
export const DEFAULT_LEASE_MS = 2 * 60 * 1000;
/** At most this many messages per pass, so one pass (and the job that runs it) stays short. */
export const DEFAULT_MAX_PER_PASS = 100;

/** Serialises SMS claims across servers while one counts the last minute's sends (the rate). */
const SMS_RATE_LOCK_KEY = 727_431_025;

export type OutboxSenderOptions = {
  /** The database itself (never a job's transaction: each claim must commit before its send). */
  db: Db;
  mailer: Mailer;
  sms: SmsDriver;
  /** The app's clock: due times, quiet hours, the rate and leases are read on it. */
  now: () => Date;
  timeZone: string;
  smsRatePerMinute: number;
  /** The domain of the mails' Message-ID (`<row id>@host`): PUBLIC_URL's host. */
  messageIdHost: string;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  leaseMs?: number;
  maxPerPass?: number;
};

/** What one pass did. */
export type PassReport = {
  sent: number;
  retried: number;
  failed: number;
  /** `sending` rows whose lease had run out (a server died mid-send), queued again. */
  recovered: number;
};

type Claimed = {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attempts: number;
  createdAt: Date;
  leaseToken: string;
};

/**
 * Sends the outbox (DECISIONS 43). One pass:
 *  1. rows left `sending` by a server that died mid-send (lease run out) are queued again (see
 *     ARCHITECTURE.md, Outbox, for the one moment where that sends a message twice);
 *  2. then, one row at a time, a claim — a short committed UPDATE choosing a due `queued` row with
 *     FOR UPDATE SKIP LOCKED, marking it `sending` with a lease token and expiry — the send, and the
 *     outcome written under that token: `sent`; `queued` again with exponential backoff for a
 *     transient failure; `failed` with the answer for a refusal or after 24 hours.
 * SMS are claimed only between 08:00 and 20:00 (APP_TIMEZONE, Asia/Manila) and at most
 * SMS_RATE_PER_MINUTE a minute across all servers (the claim counts the last minute's SMS attempts
 * under an advisory lock). Any number of passes may run at once, on one server or several.
 * `nudge()` runs a pass now (after a write that queued a message); the `send-outbox` job runs one
 * periodically for retries, held SMS and anything a nudge missed.
 */
export class OutboxSender {
  private readonly leaseMs: number;
  private readonly maxPerPass: number;
  private nudged: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly passes = new Set<Promise<PassReport>>();

  constructor(private readonly options: OutboxSenderOptions) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.maxPerPass = options.maxPerPass ?? DEFAULT_MAX_PER_PASS;
  }

  /** Where SMS go, for the start-up log (never a key). */
  get smsDescription(): string {
    return this.options.sms.description;
  }

  /** Sends what is due soon, without waiting; nudges during a pass make one more pass after it. */
  nudge(): void {
    if (this.stopped) return;
    if (this.nudged) {
      this.again = true;
      return;
    }
    this.nudged = (async () => {
      do {
        this.again = false;
        try {
          const report = await this.runPass();
          // A full pass may have left more behind: go on rather than wait for the job.
          if (report.sent + report.retried + report.failed >= this.maxPerPass) this.again = true;
        } catch (error) {
          this.options.log.error({ err: error }, 'outbox: a pass failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.nudged = null;
    });
  }

  /** Waits for the nudged passes under way (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.nudged) await this.nudged;
  }

  /** No more nudges; waits for the passes under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
    await Promise.allSettled([...this.passes]);
  }

  /** One pass (the job and tests call it directly). */
  runPass(): Promise<PassReport> {
    const pass = this.pass();
    this.passes.add(pass);
    return pass.finally(() => this.passes.delete(pass));
  }

  private async pass(): Promise<PassReport> {
    const report: PassReport = {
      sent: 0,
      retried: 0,
      failed: 0,
      recovered: await this.recoverExpiredLeases(),
    };
    let smsOpen = smsWindowOpen(this.options.timeZone, this.options.now());
    for (let done = 0; done < this.maxPerPass && !this.stopped; ) {
      const mail = await this.claim('email');
      if (mail) {
        await this.deliver(mail, report);
        done += 1;
      }
      const sms = smsOpen ? await this.claimSms() : null;
      if (sms) {
        await this.deliver(sms, report);
        done += 1;
      } else {
        smsOpen = false;
      }
      if (!mail && !sms) break;
    }
    return report;
  }

  /** Claims the next due row of `channel`, or null. Commits before the caller sends it. */
  private async claim(channel: OutboxChannel, db = this.options.db): Promise<Claimed | null> {
    const now = this.options.now();
    const token = randomUUID();
    const result = await db.execute(sql`
      update outbox_messages o
         set status = 'sending', attempts = o.attempts + 1, last_attempt_at = ${now},
             lease_until = ${new Date(now.getTime() + this.leaseMs)}, lease_token = ${token}
       where o.id = (select id from outbox_messages
                      where status = 'queued' and channel = ${channel} and next_attempt_at <= ${now}
                      order by next_attempt_at, id
                      limit 1
                      for update skip locked)
         and o.status = 'queued'
      returning o.id, o.channel, o.recipient, o.subject, o.body, o.html, o.attempts, o.created_at, o.lease_token`);
    const row = rowsOf<{
      id: string;
      channel: OutboxChannel;
      recipient: string;
      subject: string | null;
      body: string;
      html: string | null;
      attempts: number;
      created_at: Date | string;
      lease_token: string;
    }>(result)[0];
    if (!row) return null;
    return {
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
      leaseToken: row.lease_token,
    };
  }

  /** An SMS claim within the rate: the last minute's SMS attempts are counted under a lock all servers share. */
  private async claimSms(): Promise<Claimed | null> {
    return this.options.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_RATE_LOCK_KEY})`);
      const since = new Date(this.options.now().getTime() - 60_000);
      const [counted] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from outbox_messages where channel = 'sms' and last_attempt_at > ${since}`,
        ),
      );
      if ((counted?.n ?? 0) >= this.options.smsRatePerMinute) return null;
      return this.claim('sms', tx as unknown as Db);
    });
  }

  private async deliver(row: Claimed, report: PassReport): Promise<void> {
    let providerMessageId: string | null = null;
    try {
      if (row.channel === 'email') {
        await this.options.mailer.send({
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body,
          html: row.html ?? '',
          messageId: `<${row.id}@${this.options.messageIdHost}>`,
        });
      } else {
        ({ providerMessageId } = await this.options.sms.send({
          id: row.id,
          to: row.recipient,
          text: row.body,
        }));
      }
    } catch (error) {
      await this.failed(row, error, report);
      return;
    }
    const done = await this.options.db
      .update(outboxMessages)
      .set({
        status: 'sent',
        sentAt: this.options.now(),
        providerMessageId,
        lastError: null,
        leaseUntil: null,
        leaseToken: null,
      })
      .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.leaseToken, row.leaseToken)))
      .returning({ id: outboxMessages.id });
    if (done.length === 0) {
      this.options.log.warn({ outboxId: row.id }, 'outbox: sent after its lease ran out');
    }
    report.sent += 1;
  }

  private async failed(row: Claimed, error: unknown, report: PassReport): Promise<void> {
    const reason = describeFailure(error);
    const now = this.options.now();
    const next = isPermanent(error) ? null : nextAttemptAt(row.createdAt, row.attempts, now);
    const lease = and(eq(outboxMessages.id, row.id), eq(outboxMessages.leaseToken, row.leaseToken));
    if (next) {
      await this.options.db
        .update(outboxMessages)
        .set({ status: 'queued', nextAttemptAt: next, lastError: reason, leaseUntil: null, leaseToken: null })
        .where(lease);
      report.retried += 1;
      this.options.log.warn(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, next: next.toISOString() },
        `outbox: ${row.channel} to ${row.recipient} not sent, trying again: ${reason}`,
      );
    } else {
      const given = isPermanent(error) ? reason : `Not sent within 24 hours; last answer: ${reason}`;
      await this.options.db
        .update(outboxMessages)
        .set({ status: 'failed', lastError: given, leaseUntil: null, leaseToken: null })
        .where(lease);
      report.failed += 1;
      this.options.log.error(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts },
        `outbox: ${row.channel} to ${row.recipient} failed: ${given}`,
      );
    }
  }

  /**
   * `sending` rows whose lease ran out: the server sending them died (or hung past the lease) between
   * its claim and writing the outcome. They are sent again under the same id (Message-ID, the
   * webhook's Idempotency-Key): a crash before the relay or gateway took the message (most of a send's
   * time is waiting for that answer) loses nothing; only a crash in the moment between its acceptance
   * and the row's update sends it twice (see ARCHITECTURE.md, Outbox).
   */
  private async recoverExpiredLeases(): Promise<number> {
    const now = this.options.now();
    const rows = await this.options.db
      .update(outboxMessages)
      .set({
        status: 'queued',
        nextAttemptAt: now,
        leaseUntil: null,
        leaseToken: null,
        lastError: 'Interrupted while sending (the server stopped); sent again.',
      })
      .where(and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.leaseUntil, now)))
      .returning({ id: outboxMessages.id });
    if (rows.length > 0) {
      this.options.log.warn({ ids: rows.map((r) => r.id) }, 'outbox: interrupted sends queued again');
    }
    return rows.length;
  }
}

/** A refusal of this very message: the SMS gateway's, or the mail relay refusing the recipient (5xx). */
export function isPermanent(error: unknown): boolean {
  if (error instanceof DeliveryError) return error.permanent;
  const e = error as { code?: string; responseCode?: number } | null;
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

function describeFailure(error: unknown): string {
  const e = error as { message?: string; response?: string } | null;
  const text = e?.response ?? e?.message ?? String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000) || 'Unknown error';
}
