/** SQL of membership renewals: the members due, and a member's renewal history. */
import { MEMBERS_PAGE_SIZE, MEMBERSHIP_YEARS, RENEWAL_REMINDER_KINDS } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { memberSearch } from '../../core/member-search.ts';
import type { Queryable } from '../../core/members.ts';
import { cappedCount } from '../../core/paging.ts';
import type { Tx } from '../../db/index.ts';
import { admins, members, outboxMessages, renewals } from '../../db/schema/index.ts';

export type DueFilters = {
  from: string | null;
  to: string;
  barangay?: string;
  search?: string;
  /** APP_TIMEZONE: the term's first day starts at its midnight. */
  timeZone: string;
};

const dueColumns = {
  id: members.id,
  firstName: members.firstName,
  middleName: members.middleName,
  lastName: members.lastName,
  suffix: members.suffix,
  referenceNumber: members.referenceNumber,
  barangay: members.barangay,
  phoneNumber: members.phoneNumber,
  expiryDate: members.expiryDate,
};
export type DueRow = { [K in keyof typeof dueColumns]: (typeof dueColumns)[K]['_']['data'] } & {
  suffix: string | null;
  phoneNumber: string | null;
  /** The latest renewal reminder of the current term that was sent: its channel and when. */
  reminderChannel: 'sms' | 'email' | null;
  reminderSentAt: Date | null;
};

/**
 * The member's latest sent renewal reminder of the current term (issue 25): a term is the 3 years
 * before its expiry, so a reminder written since expiry − 3 years belongs to it. A LATERAL look-up
 * per listed member in the outbox's (member_id, created_at) index, newest first, one row: the list
 * stays one statement whatever its length.
 */
function lastReminderOf(db: Queryable, timeZone: string) {
  return db
    .select({ channel: outboxMessages.channel, sentAt: outboxMessages.sentAt })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.memberId, members.id),
        inArray(outboxMessages.kind, [...RENEWAL_REMINDER_KINDS]),
        eq(outboxMessages.status, 'sent'),
        sql`${outboxMessages.createdAt} >= (${members.expiryDate} - make_interval(years => ${MEMBERSHIP_YEARS}::int)) at time zone ${timeZone}`,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1)
    .as('last_reminder');
}

function dueConditions(f: DueFilters): SQL {
  return and(
    isNull(members.archivedAt),
    f.from ? gte(members.expiryDate, f.from) : undefined,
    lte(members.expiryDate, f.to),
    f.barangay ? eq(members.barangay, f.barangay) : undefined,
    memberSearch(f.search),
  )!;
}

/**
 * Non-archived members whose expiry lies in the range, soonest first (ties by reference number). A
 * page comes with its total counted only so far (cappedTotal): the expired members grow with the years.
 */
export async function membersDue(
  db: Queryable,
  f: DueFilters,
  page: number | null,
): Promise<{ rows: DueRow[]; total: number; totalCapped: boolean }> {
  const where = dueConditions(f);
  const reminder = lastReminderOf(db, f.timeZone);
  const query = db
    .select({ ...dueColumns, reminderChannel: reminder.channel, reminderSentAt: reminder.sentAt })
    .from(members)
    .leftJoinLateral(reminder, sql`true`)
    .where(where)
    .orderBy(asc(members.expiryDate), asc(members.referenceNumber));
  if (page === null) {
    const rows = (await query) as DueRow[];
    return { rows, total: rows.length, totalCapped: false };
  }
  const rows = await query.limit(MEMBERS_PAGE_SIZE).offset((page - 1) * MEMBERS_PAGE_SIZE);
  return { rows: rows as DueRow[], ...(await cappedCount(db, members, where, page, MEMBERS_PAGE_SIZE)) };
}

export async function insertRenewal(
  tx: Tx,
  row: typeof renewals.$inferInsert,
): Promise<typeof renewals.$inferSelect> {
  const [inserted] = await tx.insert(renewals).values(row).returning();
  return inserted!;
}

export async function setExpiry(tx: Tx, memberId: string, expiryDate: string, at: Date): Promise<void> {
  await tx.update(members).set({ expiryDate, updatedAt: at }).where(eq(members.id, memberId));
}

/** A member's renewals, newest first, with who renewed. */
export async function renewalsOf(db: Queryable, memberId: string) {
  return db
    .select({
      id: renewals.id,
      previousExpiry: renewals.previousExpiry,
      newExpiry: renewals.newExpiry,
      renewedAt: renewals.renewedAt,
      note: renewals.note,
      renewedByFirstName: admins.firstName,
      renewedByLastName: admins.lastName,
    })
    .from(renewals)
    .leftJoin(admins, eq(admins.userId, renewals.renewedBy))
    .where(eq(renewals.memberId, memberId))
    .orderBy(desc(renewals.renewedAt), desc(renewals.id));
}
