/**
 * SQL of the Messages page (issue 25 item 6): the outbox newest first, by keyset, and the two
 * conditional updates a head admin makes (retry a failed row, cancel a queued one).
 */
import { MEMBER_MESSAGE_KINDS, type OutboxMessageChannel, type OutboxMessageStatus } from '@portal/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { memberSearch } from '../../core/member-search.ts';
import type { Queryable } from '../../core/members.ts';
import { members, outboxMessages } from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';

export type MessageFilters = {
  status?: OutboxMessageStatus;
  channel?: OutboxMessageChannel;
  kind?: string;
  from?: string;
  to?: string;
  /** A member's id, or search words over members (name, ID number, reference number). */
  member?: string;
  /** One member's messages only (the member profile). */
  memberId?: string;
  timeZone: string;
};

/** Where a page starts: after the message written at `at` (microseconds, UTC) with this id. */
export type MessageKey = { at: string; id: string };

const columns = {
  id: outboxMessages.id,
  createdAt: outboxMessages.createdAt,
  /** created_at to the microsecond (a JS Date keeps milliseconds only): the keyset's exact value. */
  createdKey: sql<string>`to_char(${outboxMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  memberId: outboxMessages.memberId,
  firstName: members.firstName,
  middleName: members.middleName,
  lastName: members.lastName,
  suffix: members.suffix,
  referenceNumber: members.referenceNumber,
  kind: outboxMessages.kind,
  channel: outboxMessages.channel,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  body: outboxMessages.body,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastAttemptAt: outboxMessages.lastAttemptAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  lastError: outboxMessages.lastError,
  providerMessageId: outboxMessages.providerMessageId,
  sentAt: outboxMessages.sentAt,
};
export type MessageRow = {
  id: string;
  createdAt: Date;
  createdKey: string;
  memberId: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  referenceNumber: string | null;
  kind: string;
  channel: OutboxMessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  status: OutboxMessageStatus;
  attempts: number;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
  providerMessageId: string | null;
  sentAt: Date | null;
};

function memberCondition(member: string | undefined): SQL | undefined {
  if (!member) return undefined;
  if (isUuid(member)) return eq(outboxMessages.memberId, member);
  const search = memberSearch(member);
  if (!search) return undefined;
  return inArray(outboxMessages.memberId, sql`(select ${members.id} from ${members} where ${search})`);
}

function conditions(f: MessageFilters, after: MessageKey | null): SQL | undefined {
  return and(
    f.memberId ? eq(outboxMessages.memberId, f.memberId) : undefined,
    f.status ? eq(outboxMessages.status, f.status) : undefined,
    f.channel ? eq(outboxMessages.channel, f.channel) : undefined,
    f.kind ? eq(outboxMessages.kind, f.kind) : undefined,
    // Calendar days of APP_TIMEZONE: from its midnight, to the midnight after `to`.
    f.from
      ? sql`${outboxMessages.createdAt} >= (${f.from}::date)::timestamp at time zone ${f.timeZone}`
      : undefined,
    f.to
      ? sql`${outboxMessages.createdAt} < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}`
      : undefined,
    memberCondition(f.member),
    // Written before the last one shown; the first clause alone walks the created_at index.
    after
      ? sql`${outboxMessages.createdAt} <= ${after.at}::timestamptz and (${outboxMessages.createdAt} < ${after.at}::timestamptz or ${outboxMessages.id} < ${after.id}::uuid)`
      : undefined,
  );
}

/** Up to `limit` messages, newest first (ties by id), after `after` when given. */
export async function messagePage(
  db: Queryable,
  f: MessageFilters,
  after: MessageKey | null,
  limit: number,
): Promise<MessageRow[]> {
  return (await db
    .select(columns)
    .from(outboxMessages)
    .leftJoin(members, eq(members.id, outboxMessages.memberId))
    .where(conditions(f, after))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)) as MessageRow[];
}

/** One message with its member, or undefined (an id that is not a UUID finds nothing). */
export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(columns)
    .from(outboxMessages)
    .leftJoin(members, eq(members.id, outboxMessages.memberId))
    .where(eq(outboxMessages.id, id))
    .limit(1);
  return row as MessageRow | undefined;
}

/**
 * A failed message queued again, due now: only while it is still `failed` (one statement, so it
 * cannot meet a sender's claim half-way: the sender claims only `queued` rows). Its attempts are kept.
 */
export async function requeueFailed(db: Queryable, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'queued', nextAttemptAt: now, leaseUntil: null, leaseToken: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed'), consentStands))
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}

/**
 * A member message (welcome, reminders, renewal confirmation) goes again only while the member still
 * agrees to messages by its channel (DECISIONS 43: a withdrawn consent stops every message); the
 * portal's own mails to administrators need no consent.
 */
const consentStands = sql`(${outboxMessages.kind} not in (${sql.join(
  MEMBER_MESSAGE_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}) or exists (select 1 from ${members} m where m.id = ${outboxMessages.memberId}
  and m.reminder_consent = ${outboxMessages.channel} and m.archived_at is null))`;

/** Whether a failed message is refused a retry for want of consent (the refusal's reason). */
export async function retryWantsConsent(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed'), sql`not ${consentStands}`));
  return rows.length === 1;
}

/**
 * A queued message cancelled, only while it is still `queued`. The sender's claim marks a row
 * `sending` under a row lock with the same condition, so of a cancel and a claim racing for one row
 * exactly one wins: the other finds the status changed and does nothing.
 */
export async function cancelQueued(db: Queryable, id: string, reason: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'cancelled', lastError: reason })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}
