/**
 * Raising notifications (DECISIONS 30), written once for every feature that raises one:
 *  - `insertNotifications`: the stable insert helper (registration's 'new', bulk import, …);
 *    each row is raised once: a row the unique key already holds is skipped.
 *  - `raiseDateNotifications(db, today)`: the date-driven types ('expired', 'no_claims', plus
 *    'high_claims' for members whose total passed ₱10,000 before a claim could raise it) as three
 *    set-based INSERT … SELECT … ON CONFLICT DO NOTHING statements. The reports page load calls
 *    it, which after the day's first full raise costs one look-up; the periodic job forces it hourly.
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

export type DateType = 'expired' | 'no_claims' | 'high_claims';
const DATE_TYPES: readonly DateType[] = ['expired', 'no_claims', 'high_claims'];

/**
 * The members a date type is due for on `today` and not yet raised, as (member_id, term_expiry): the
 * members due EXCEPT those already raised (read from notifications). A set operation reads both sides
 * whole before it answers a row, so the raise that inserts these rows never probes notifications
 * once per member while it fills the table. (The NOT EXISTS this replaced was planned, on a
 * notifications table its statistics held empty, as a nested loop over a sequential scan of it, each
 * scan reading every row the statement had inserted so far: 139,619 expired members at 1,000,000
 * ran over 12 minutes.)
 */
function dueOf(type: DateType, today: IsoDate): SQL {
  const raised = (term: SQL) =>
    sql`select n.member_id, n.term_expiry from notifications n
        where n.type = ${type} and n.service_type is null and n.window_start is null and ${term}`;
  switch (type) {
    case 'expired':
      return sql`select m.id as member_id, m.expiry_date as term_expiry from members m
        where m.archived_at is null and m.expiry_date <= ${today}::date
        except ${raised(sql`n.term_expiry <= ${today}::date`)}`;
    case 'no_claims':
      return sql`select m.id as member_id, m.expiry_date as term_expiry
        from members m left join member_claim_totals t on t.member_id = m.id
        where m.archived_at is null and m.expiry_date > ${today}::date
          and (m.expiry_date - make_interval(years => ${MEMBERSHIP_YEARS - 1}::int))::date <= ${today}::date
          and (t.latest_claim_date is null
               or t.latest_claim_date < (m.expiry_date - make_interval(years => ${MEMBERSHIP_YEARS}::int))::date)
        except ${raised(sql`n.term_expiry > ${today}::date`)}`;
    case 'high_claims':
      // Once per member whatever the term: one who passed ₱10,000 in an earlier term is not raised again.
      return sql`select m.id as member_id, m.expiry_date as term_expiry
        from (select t.member_id from member_claim_totals t
              where t.total_claimed_centavos >= ${HIGH_CLAIMS_THRESHOLD_CENTAVOS}
              except select n.member_id from notifications n where n.type = 'high_claims') due
          join members m on m.id = due.member_id
        where m.archived_at is null`;
  }
}

function textOf(type: DateType) {
  if (type === 'expired') return notificationTexts.expired();
  return type === 'no_claims' ? notificationTexts.noClaims() : notificationTexts.highClaims();
}

/**
 * Raises `type` for the members due (at most `limit` of them): one statement, so one transaction.
 * Answers how many were due (taken) and how many it raised; the unique key (ON CONFLICT DO NOTHING)
 * settles a race with a concurrent raise or claim, whose rows are then due but not raised here.
 */
async function raiseDue(
  db: Queryable,
  type: DateType,
  today: IsoDate,
  limit: number,
): Promise<{ due: number; raised: number }> {
  const text = textOf(type);
  const result = await db.execute(sql`
    with due as materialized (${dueOf(type, today)} limit ${limit}),
    raised as (
      insert into notifications (member_id, type, term_expiry, title, message)
      select due.member_id, ${type}, due.term_expiry, ${text.title}, ${text.message} from due
      on conflict do nothing
      returning 1)
    select (select count(*)::int from due) as due, (select count(*)::int from raised) as raised`);
  return rowsOf<{ due: number; raised: number }>(result)[0] ?? { due: 0, raised: 0 };
}

const markRaised = (db: Queryable, today: IsoDate) =>
  db.execute(sql`insert into notification_raise_days (day) values (${today}::date) on conflict do nothing`);

/** Notifications per statement of a raise: per transaction when the raise runs outside one. */
export const RAISE_BATCH_ROWS = 50_000;

export type DateRaiseOptions = {
  /** Raise even when today's full raise has run (the hourly job). */
  force?: boolean;
  /** Notifications per statement (default RAISE_BATCH_ROWS). */
  batchRows?: number;
  /** Called after each statement (tests stop the raise here). */
  afterBatch?: (type: DateType, raised: number) => Promise<void>;
};

/**
 * Raises the date-driven notifications for `today` (Manila's calendar, DECISIONS 1), each once:
 *  - expired: every non-archived member whose current term's expiry is on or before today;
 *  - no_claims: every non-archived, not expired member whose term has reached its first
 *    anniversary (expiry − 2 years) with no claim dated in the term (latest claim before the
 *    term's start, expiry − 3 years);
 *  - high_claims: members with ₱10,000 or more claimed and no high_claims notification yet (those
 *    who passed the threshold before notifications were kept; claims raise it themselves).
 * Set-based: per type, one statement raising at most `batchRows` of the due (dueOf), again while a
 * statement was full, so an hour with nothing new costs one statement per type. Called on the pool
 * (`Db`: the hourly job, the reports page load) each statement commits on its own: no transaction
 * holds a backlog (a first raise at 1,000,000 members writes half a million rows) and a concurrent
 * claim waits on at most one batch's rows; a raise stopped part-way keeps its committed batches and
 * the next one raises the rest, each notification exactly once. Safe to run twice, concurrently or
 * on several servers: what is raised is left out and the unique key settles races. `today` is marked
 * raised after the last batch; without `force` nothing runs once it is (the page load's one look-up).
 */
export async function raiseDateNotifications(
  db: Queryable,
  today: IsoDate,
  options: DateRaiseOptions = {},
): Promise<DateRaiseResult & { batches: number }> {
  if (!options.force) {
    const done = await db.execute(
      sql`select count(*)::int as n from notification_raise_days where day = ${today}::date`,
    );
    if (countOf(done) > 0) return { ran: false, expired: 0, noClaims: 0, highClaims: 0, batches: 0 };
  }
  const limit = options.batchRows ?? RAISE_BATCH_ROWS;
  const raised = { expired: 0, no_claims: 0, high_claims: 0 };
  let batches = 0;
  for (const type of DATE_TYPES) {
    let batch: { due: number; raised: number };
    do {
      batch = await raiseDue(db, type, today, limit);
      raised[type] += batch.raised;
      batches += 1;
      await options.afterBatch?.(type, batch.raised);
    } while (batch.due === limit);
  }
  await markRaised(db, today);
  return {
    ran: true,
    expired: raised.expired,
    noClaims: raised.no_claims,
    highClaims: raised.high_claims,
    batches,
  };
}
