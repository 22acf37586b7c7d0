/**
 * Raising notifications (DECISIONS 30), written once for every feature that raises one:
 *  - `insertNotifications`: the stable insert helper (registration's 'new', bulk import, …);
 *    each row is raised once: a row the unique key already holds is skipped.
 *  - `raiseDateNotifications(db, today)`: the date-driven types ('expired', 'no_claims', plus
 *    'high_claims' for members whose total passed ₱10,000 before a claim could raise it) as three
 *    set-based INSERT … SELECT … ON CONFLICT DO NOTHING statements. The reports page load calls
 *    it, which after the day's first full raise costs one look-up; the periodic job runs the same
 *    statements hourly in batches of members (`raiseDateNotificationsInBatches`).
 * The claim's own notifications ('high_claims' at the crossing claim, 'limit_warning') are part
 * of the claim's insert statement (features/services/claim-statements.ts).
 * The rules (when each type starts) are the domain's (packages/domain/src/notifications.ts); the
 * SQL below is their set-based form and the API tests hold the two to the same boundaries.
 */
import {
  HIGH_CLAIMS_THRESHOLD_CENTAVOS,
  type IsoDate,
  MEMBERSHIP_YEARS,
  memberFullName,
  messages,
  type NotificationType,
  notificationTexts,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rowsOf } from '../db/rows.ts';
import { notifications } from '../db/schema/index.ts';
import type { Queryable } from './members.ts';

/** A notification to raise. Without `termExpiry` it belongs to the member's current term. */
export type NewNotification = {
  memberId: string;
  type: NotificationType;
  title: string;
  message: string;
  termExpiry?: IsoDate;
  /** limit_warning only. */
  serviceType?: string | null;
  /** limit_warning only. */
  windowStart?: IsoDate | null;
  /** The admin whose action raised it: they are not shown it (issue 23). */
  actorId?: string | null;
};

/**
 * Inserts notifications, skipping any the unique key (member, type, term[, service, window])
 * already holds. Stable signature: registration and the bulk import raise 'new' through it.
 */
export async function insertNotifications(db: Queryable, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  // termExpiry left out is filled by the notifications_term_expiry trigger (migration 0010).
  await db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row }) as typeof notifications.$inferInsert))
    .onConflictDoNothing();
}

/** The 'new' notification of a registered member (spec 4: part of registration's transaction). */
export function newMemberNotification(
  member: {
    id: string;
    referenceNumber: string;
    firstName: string;
    middleName: string | null;
    lastName: string;
    suffix: string | null;
  },
  actorId: string,
): NewNotification {
  return {
    actorId,
    memberId: member.id,
    type: 'new',
    title: messages.newMemberNotificationTitle,
    message: messages.newMemberNotification(memberFullName(member), member.referenceNumber),
  };
}

export type DateRaiseResult = {
  /** False when today's full raise had already run and `force` was not given. */
  ran: boolean;
  expired: number;
  noClaims: number;
  highClaims: number;
};

const countOf = (result: unknown) => rowsOf<{ n: number }>(result)[0]?.n ?? 0;

/** Runs an INSERT … SELECT of notifications, skipping any already kept, and counts those it raised. */
async function countRaised(db: Queryable, insert: SQL): Promise<number> {
  const result = await db.execute(sql`
    with raised as (
      ${insert}
      on conflict do nothing
      returning 1)
    select count(*)::int as n from raised`);
  return countOf(result);
}

/** Members by id, `from` inclusive and `to` exclusive, either end open (null): a batch of the raise. */
export type MemberIdRange = { from: string | null; to: string | null };

const EVERY_MEMBER: MemberIdRange = { from: null, to: null };

function idIn(column: SQL, range: MemberIdRange): SQL {
  const from = range.from === null ? sql`true` : sql`${column} >= ${range.from}::uuid`;
  const to = range.to === null ? sql`true` : sql`${column} < ${range.to}::uuid`;
  return sql`${from} and ${to}`;
}

type DateRaised = Omit<DateRaiseResult, 'ran'>;

/**
 * The three date raises over the members of `range`. Each is `INSERT … SELECT` of the members due
 * `EXCEPT` those already raised (their member and term read from notifications), so the set already
 * raised is read whole before the first row goes in: no plan can probe notifications once per member
 * while the statement fills it. (The NOT EXISTS this replaced was planned, on a notifications table
 * its statistics held empty, as a nested loop over a sequential scan of it, each scan reading every
 * row the statement had inserted so far: 139,619 expired members at 1,000,000 ran over 12 minutes.)
 * The unique key (ON CONFLICT DO NOTHING) still settles a race with a concurrent raise or claim.
 */
async function raiseMembers(db: Queryable, today: IsoDate, range: MemberIdRange): Promise<DateRaised> {
  const expiredText = notificationTexts.expired();
  const noClaimsText = notificationTexts.noClaims();
  const highText = notificationTexts.highClaims();
  const raisedOf = (type: NotificationType, column: SQL) =>
    sql`select n.member_id, n.term_expiry from notifications n
        where n.type = ${type} and n.service_type is null and n.window_start is null
          and ${idIn(sql`n.member_id`, range)} and ${column}`;
  const expired = await countRaised(
    db,
    sql`insert into notifications (member_id, type, term_expiry, title, message)
      select due.id, 'expired', due.expiry_date, ${expiredText.title}, ${expiredText.message}
      from (select m.id, m.expiry_date from members m
            where m.archived_at is null and m.expiry_date <= ${today}::date and ${idIn(sql`m.id`, range)}
            except ${raisedOf('expired', sql`n.term_expiry <= ${today}::date`)}) due`,
  );
  const noClaims = await countRaised(
    db,
    sql`insert into notifications (member_id, type, term_expiry, title, message)
      select due.id, 'no_claims', due.expiry_date, ${noClaimsText.title}, ${noClaimsText.message}
      from (select m.id, m.expiry_date from members m left join member_claim_totals t on t.member_id = m.id
            where m.archived_at is null and m.expiry_date > ${today}::date and ${idIn(sql`m.id`, range)}
              and (m.expiry_date - make_interval(years => ${MEMBERSHIP_YEARS - 1}::int))::date <= ${today}::date
              and (t.latest_claim_date is null
                   or t.latest_claim_date < (m.expiry_date - make_interval(years => ${MEMBERSHIP_YEARS}::int))::date)
            except ${raisedOf('no_claims', sql`n.term_expiry > ${today}::date`)}) due`,
  );
  // Once per member whatever the term: a member who passed ₱10,000 in an earlier term is not raised again.
  const highClaims = await countRaised(
    db,
    sql`insert into notifications (member_id, type, term_expiry, title, message)
      select m.id, 'high_claims', m.expiry_date, ${highText.title}, ${highText.message}
      from (select t.member_id from member_claim_totals t
            where t.total_claimed_centavos >= ${HIGH_CLAIMS_THRESHOLD_CENTAVOS} and ${idIn(sql`t.member_id`, range)}
            except
            select n.member_id from notifications n
            where n.type = 'high_claims' and ${idIn(sql`n.member_id`, range)}) due
        join members m on m.id = due.member_id
      where m.archived_at is null`,
  );
  return { expired, noClaims, highClaims };
}

const markRaised = (db: Queryable, today: IsoDate) =>
  db.execute(sql`insert into notification_raise_days (day) values (${today}::date) on conflict do nothing`);

/**
 * Raises the date-driven notifications for `today` (Manila's calendar, DECISIONS 1), each once:
 *  - expired: every non-archived member whose current term's expiry is on or before today;
 *  - no_claims: every non-archived, not expired member whose term has reached its first
 *    anniversary (expiry − 2 years) with no claim dated in the term (latest claim before the
 *    term's start, expiry − 3 years);
 *  - high_claims: members with ₱10,000 or more claimed and no high_claims notification yet (those
 *    who passed the threshold before notifications were kept; claims raise it themselves).
 * Set-based: three statements whatever the number of members (raiseMembers). Safe to run twice,
 * concurrently or on several servers: what is already raised is left out and the unique key
 * (ON CONFLICT DO NOTHING) settles races. Without `force` it does nothing when a full raise for
 * `today` has already run (the reports page load); the hourly job raises in batches instead
 * (raiseDateNotificationsInBatches), so members imported or renewed meanwhile are caught within the hour.
 */
export async function raiseDateNotifications(
  db: Queryable,
  today: IsoDate,
  options: { force?: boolean } = {},
): Promise<DateRaiseResult> {
  if (!options.force) {
    const done = await db.execute(
      sql`select count(*)::int as n from notification_raise_days where day = ${today}::date`,
    );
    if (countOf(done) > 0) return { ran: false, expired: 0, noClaims: 0, highClaims: 0 };
  }
  const raised = await raiseMembers(db, today, EVERY_MEMBER);
  await markRaised(db, today);
  return { ran: true, ...raised };
}

/** Members per transaction of the batched raise. */
export const RAISE_BATCH_MEMBERS = 20_000;

/**
 * The job's raise: raiseDateNotifications' statements over `batchMembers` members at a time (by id),
 * each batch a transaction of its own, so no transaction holds a day's backlog (at 1,000,000 members
 * a first raise writes half a million rows) and a concurrent claim waits on at most one batch's rows.
 * A raise stopped part-way keeps the batches it committed; the next run leaves out what they raised
 * and raises the rest, so each notification is raised exactly once. `today` is marked raised after
 * the last batch.
 */
export async function raiseDateNotificationsInBatches(
  db: Db,
  today: IsoDate,
  options: { batchMembers?: number; afterBatch?: (range: MemberIdRange) => Promise<void> } = {},
): Promise<DateRaiseResult & { batches: number }> {
  const size = options.batchMembers ?? RAISE_BATCH_MEMBERS;
  const total: DateRaised = { expired: 0, noClaims: 0, highClaims: 0 };
  let batches = 0;
  let from: string | null = null;
  do {
    const next = rowsOf<{ id: string }>(
      await db.execute(sql`
        select id from members where ${idIn(sql`id`, { from, to: null })}
        order by id offset ${size} limit 1`),
    )[0];
    const range: MemberIdRange = { from, to: next?.id ?? null };
    const raised = await db.transaction((tx) => raiseMembers(tx, today, range));
    total.expired += raised.expired;
    total.noClaims += raised.noClaims;
    total.highClaims += raised.highClaims;
    batches += 1;
    await options.afterBatch?.(range);
    from = range.to;
  } while (from !== null);
  await markRaised(db, today);
  return { ran: true, ...total, batches };
}
