/**
 * Raising notifications (DECISIONS 30), written once for every feature that raises one:
 *  - `insertNotifications`: the stable insert helper (registration's 'new', bulk import, …);
 *    each row is raised once: a row the unique key already holds is skipped.
 *  - `raiseDateNotifications(db, today)`: the date-driven types ('expired', 'no_claims', plus
 *    'high_claims' for members whose total passed ₱10,000 before a claim could raise it) as three
 *    set-based INSERT … SELECT … ON CONFLICT DO NOTHING statements. The periodic job runs it
 *    hourly (forced); the reports page load calls it too, which after the day's first full raise
 *    costs one look-up.
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

/**
 * Raises the date-driven notifications for `today` (Manila's calendar, DECISIONS 1), each once:
 *  - expired: every non-archived member whose current term's expiry is on or before today;
 *  - no_claims: every non-archived, not expired member whose term has reached its first
 *    anniversary (expiry − 2 years) with no claim dated in the term (latest claim before the
 *    term's start, expiry − 3 years);
 *  - high_claims: members with ₱10,000 or more claimed and no high_claims notification yet (those
 *    who passed the threshold before notifications were kept; claims raise it themselves).
 * Set-based: three statements whatever the number of members. Safe to run twice, concurrently or
 * on several servers: a NOT EXISTS skips what is already raised and the unique key
 * (ON CONFLICT DO NOTHING) settles races. Without `force` it does nothing when a full raise for
 * `today` has already run (the reports page load); the hourly job forces it, so members imported
 * or renewed meanwhile are caught within the hour.
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
  const expiredText = notificationTexts.expired();
  const noClaimsText = notificationTexts.noClaims();
  const highText = notificationTexts.highClaims();
  const expired = await countRaised(
    db,
    sql`insert into notifications (member_id, type, term_expiry, title, message)
      select m.id, 'expired', m.expiry_date, ${expiredText.title}, ${expiredText.message}
      from members m
      where m.archived_at is null and m.expiry_date <= ${today}::date
        and not exists (select 1 from notifications n
                        where n.member_id = m.id and n.type = 'expired' and n.term_expiry = m.expiry_date
                          and n.service_type is null and n.window_start is null)`,
  );
  const noClaims = await countRaised(
    db,
    sql`insert into notifications (member_id, type, term_expiry, title, message)
      select m.id, 'no_claims', m.expiry_date, ${noClaimsText.title}, ${noClaimsText.message}
      from members m left join member_claim_totals t on t.member_id = m.id
      where m.archived_at is null and m.expiry_date > ${today}::date
        and (m.expiry_date - make_interval(years => ${MEMBERSHIP_YEARS - 1}::int))::date <= ${today}::date
        and (t.latest_claim_date is null
             or t.latest_claim_date < (m.expiry_date - make_interval(years => ${MEMBERSHIP_YEARS}::int))::date)
        and not exists (select 1 from notifications n
                        where n.member_id = m.id and n.type = 'no_claims' and n.term_expiry = m.expiry_date
                          and n.service_type is null and n.window_start is null)`,
  );
  const highClaims = await countRaised(
    db,
    sql`insert into notifications (member_id, type, term_expiry, title, message)
      select m.id, 'high_claims', m.expiry_date, ${highText.title}, ${highText.message}
      from member_claim_totals t join members m on m.id = t.member_id
      where m.archived_at is null and t.total_claimed_centavos >= ${HIGH_CLAIMS_THRESHOLD_CENTAVOS}
        and not exists (select 1 from notifications n where n.member_id = m.id and n.type = 'high_claims')`,
  );
  await db.execute(
    sql`insert into notification_raise_days (day) values (${today}::date) on conflict do nothing`,
  );
  return {
    ran: true,
    expired,
    noClaims,
    highClaims,
  };
}
