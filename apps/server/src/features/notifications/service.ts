/**
 * The notifications list and read state (DECISIONS 30). Read marks are the admin's own view of the
 * list, not a write to the program's records: they leave no activity-log entry (DECISIONS 36 lists
 * the writes that do).
 */
import {
  memberFullName,
  messages,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationType,
  type NotificationView,
  type UnreadCount,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { paging } from '../../core/paging.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError } from '../../http/errors.ts';
import {
  markAllRead,
  markRead,
  type NotificationRow,
  notificationPage,
  notificationTotal,
  unreadCount,
} from './queries.ts';

type Deps = Pick<AppContext, 'db'>;

const notFound = () => new HttpError(404, 'NOTIFICATION_NOT_FOUND', messages.notificationNotFound);

function toView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.read,
    member:
      row.memberId === null
        ? null
        : {
            id: row.memberId,
            referenceNumber: row.referenceNumber ?? '',
            fullName: memberFullName({
              firstName: row.firstName ?? '',
              middleName: row.middleName,
              lastName: row.lastName ?? '',
              suffix: row.suffix,
            }),
          },
    importBatch:
      row.importBatchId === null ? null : { id: row.importBatchId, fileName: row.importFileName ?? '' },
    termExpiry: row.termExpiry,
    serviceType: row.serviceType,
    windowStart: row.windowStart,
  };
}

export async function listNotifications(
  deps: Deps,
  admin: SignedInAdmin,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const [rows, total, unread] = [
    await notificationPage(deps.db, admin.userId, query.type, query.page),
    await notificationTotal(deps.db, admin.userId, query.type),
    await unreadCount(deps.db, admin.userId),
  ];
  return {
    notifications: rows.map(toView),
    ...paging(query.page, NOTIFICATIONS_PAGE_SIZE, total),
    unread,
  };
}

export async function unreadNotifications(deps: Deps, admin: SignedInAdmin): Promise<UnreadCount> {
  return { unread: await unreadCount(deps.db, admin.userId) };
}

export async function markNotificationRead(
  deps: Deps,
  admin: SignedInAdmin,
  id: string,
): Promise<UnreadCount> {
  if (!isUuid(id) || !(await markRead(deps.db, admin.userId, id))) throw notFound();
  return unreadNotifications(deps, admin);
}

export async function markAllNotificationsRead(
  deps: Deps,
  admin: SignedInAdmin,
  type: NotificationType | undefined,
): Promise<UnreadCount> {
  await deps.db.transaction((tx) => markAllRead(tx, admin.userId, type));
  return unreadNotifications(deps, admin);
}
