/**
 * SQL of the notifications list and the per-admin read state (DECISIONS 30). An admin has read a
 * notification when it was created at or before their read-all mark (notification_read_marks), or
 * when they marked it read one by one (notification_reads). An admin never sees the notifications
 * their own actions raised (actor_id, issue 23): not in the list, the totals or the unread count.
 */
import { NOTIFICATIONS_PAGE_SIZE, type NotificationType, UNREAD_COUNT_CAP } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import { rowsOf } from '../../db/rows.ts';

/** The admin's read-all mark, or −infinity when they never marked all read. */
const markOf = (adminId: string) =>
  sql`coalesce((select k.read_up_to from notification_read_marks k where k.admin_id = ${adminId}),
               '-infinity'::timestamptz)`;

const unreadBy = (adminId: string): SQL =>
  sql`n.created_at > ${markOf(adminId)}
      and not exists (select 1 from notification_reads r where r.admin_id = ${adminId} and r.notification_id = n.id)`;

const typeIs = (type: NotificationType | undefined): SQL => (type ? sql`n.type = ${type}` : sql`true`);

/**
 * What `adminId` sees: every notification but those their own actions raised; the backup ones
 * (DECISIONS 49) only when a head admin.
 */
const shownTo = (adminId: string): SQL =>
  sql`n.actor_id is distinct from ${adminId}
      and (n.type not in ('backup_failed', 'backup_stale')
           or exists (select 1 from admins a where a.user_id = ${adminId} and a.role = 'head_admin'))`;

export type NotificationRow = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  createdAt: Date | string;
  termExpiry: string | null;
  serviceType: string | null;
  windowStart: string | null;
  read: boolean;
  /** Null for an 'import' notification; then the batch's columns are set. */
  memberId: string | null;
  referenceNumber: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  importBatchId: string | null;
  importFileName: string | null;
};

/** One page of notifications, newest first, with whether `adminId` has read each. */
export async function notificationPage(
  db: Queryable,
  adminId: string,
  type: NotificationType | undefined,
  page: number,
): Promise<NotificationRow[]> {
  const result = await db.execute(sql`
    select n.id, n.type, n.title, n.message, n.created_at as "createdAt",
           n.term_expiry::text as "termExpiry", n.service_type as "serviceType",
           n.window_start::text as "windowStart", not (${unreadBy(adminId)}) as read,
           m.id as "memberId", m.reference_number as "referenceNumber", m.first_name as "firstName",
           m.middle_name as "middleName", m.last_name as "lastName", m.suffix,
           b.id as "importBatchId", b.file_name as "importFileName"
    from notifications n
      left join members m on m.id = n.member_id
      left join member_import_batches b on b.id = n.import_batch_id
    where ${typeIs(type)} and ${shownTo(adminId)}
    order by n.created_at desc, n.id desc
    limit ${NOTIFICATIONS_PAGE_SIZE} offset ${(page - 1) * NOTIFICATIONS_PAGE_SIZE}`);
  return rowsOf<NotificationRow>(result);
}

export async function notificationTotal(
  db: Queryable,
  adminId: string,
  type: NotificationType | undefined,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from notifications n where ${typeIs(type)} and ${shownTo(adminId)}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The admin's unread notifications, counted up to UNREAD_COUNT_CAP. */
export async function unreadCount(db: Queryable, adminId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from notifications n where ${unreadBy(adminId)} and ${shownTo(adminId)}
      limit ${UNREAD_COUNT_CAP}) unread`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Marks one notification read for the admin; false when there is no such notification. */
export async function markRead(db: Queryable, adminId: string, notificationId: string): Promise<boolean> {
  const result = await db.execute(sql`
    with found as (select id from notifications n where n.id = ${notificationId}::uuid and ${shownTo(adminId)}),
    marked as (
      insert into notification_reads (admin_id, notification_id)
      select ${adminId}, id from found
      on conflict do nothing)
    select count(*)::int as n from found`);
  return (rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0;
}

/**
 * Marks every notification read for the admin: the read-all mark moves to now (never back), and the
 * one-by-one reads it covers are dropped. With `type`, only that type's unread ones are marked, one
 * row each (the mark is for all types).
 */
export async function markAllRead(db: Queryable, adminId: string, type: NotificationType | undefined) {
  if (type) {
    await db.execute(sql`
      insert into notification_reads (admin_id, notification_id)
      select ${adminId}, n.id from notifications n where n.type = ${type} and ${unreadBy(adminId)}
      on conflict do nothing`);
    return;
  }
  await db.execute(sql`
    insert into notification_read_marks (admin_id, read_up_to) values (${adminId}, now())
    on conflict (admin_id) do update
      set read_up_to = greatest(notification_read_marks.read_up_to, excluded.read_up_to)`);
  await db.execute(sql`
    delete from notification_reads r using notifications n
    where r.admin_id = ${adminId} and n.id = r.notification_id and n.created_at <= now()`);
}
