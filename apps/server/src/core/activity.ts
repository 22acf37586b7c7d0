/** The activity log (DECISIONS 36): one entry per write, written in the write's own transaction. */
import { type ActivityAction, type ActivityDetailsOf, activityEntry } from '@portal/domain';
import { activityLogs } from '../db/schema/index.ts';
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
