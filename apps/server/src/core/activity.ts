/** The activity log (DECISIONS 36): one entry per write, written in the write's own transaction. */
import { type ActivityAction, type ActivityDetailsOf, activityEntry } from '@portal/domain';
import { getTableName } from 'drizzle-orm';
import { activityLogs, admins } from '../db/schema/index.ts';
import type { Queryable } from './members.ts';

/** Who did it: the signed-in admin, or null for the portal itself (jobs). */
export type Actor = { userId: string } | null;

export async function recordActivity<A extends ActivityAction>(
  db: Queryable,
  actor: Actor,
  action: A,
  details: ActivityDetailsOf[A],
): Promise<void> {
  const entry = activityEntry(action, details);
  await db.insert(activityLogs).values({ adminId: actor?.userId ?? null, action, details: entry.details });
}

/**
 * recordActivity's insert as SQL text, for a statement prepared by hand (the claim's, which adds the
 * new claim's id to the details): `select` gives admin_id, action and details, in that order.
 */
export const activityInsertFrom = (select: string) =>
  `insert into ${getTableName(activityLogs)} (admin_id, action, details) ${select}`;

/**
 * An activity-log entry with its author's name, as the activity log and the dashboard list them
 * (selected from activity_logs left-joined to admins on admins.user_id = activity_logs.admin_id).
 */
export const activityWithAuthorColumns = {
  id: activityLogs.id,
  adminId: activityLogs.adminId,
  action: activityLogs.action,
  details: activityLogs.details,
  createdAt: activityLogs.createdAt,
  firstName: admins.firstName,
  lastName: admins.lastName,
};
