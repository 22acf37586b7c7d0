/** SQL of the activity log page: filtered entries, newest first, with who made them. */
import { ACTIVITY_PAGE_SIZE } from '@portal/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { activityWithAuthorColumns } from '../../core/activity.ts';
import type { Queryable } from '../../core/members.ts';
import { cappedCount } from '../../core/paging.ts';
import { activityLogs, admins } from '../../db/schema/index.ts';

export type ActivityFilters = {
  adminId?: string;
  action?: string;
  memberRef?: string;
  from?: string;
  to?: string;
  timeZone: string;
};

export function activityConditions(f: ActivityFilters): SQL | undefined {
  return and(
    f.adminId ? eq(activityLogs.adminId, f.adminId) : undefined,
    f.action ? eq(activityLogs.action, f.action) : undefined,
    // The index on the entries that name a member's reference (migration 0038; its condition said).
    f.memberRef
      ? sql`${activityLogs.details} ? 'memberRef' and upper(${activityLogs.details}->>'memberRef') = upper(${f.memberRef})`
      : undefined,
    // Calendar days of APP_TIMEZONE: from its midnight, to the midnight after `to`.
    f.from
      ? sql`${activityLogs.createdAt} >= (${f.from}::date)::timestamp at time zone ${f.timeZone}`
      : undefined,
    f.to
      ? sql`${activityLogs.createdAt} < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}`
      : undefined,
  );
}

const columns = activityWithAuthorColumns;
export type ActivityRow = {
  id: string;
  adminId: string | null;
  action: string;
  details: Record<string, unknown>;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
};

export async function activityPage(
  db: Queryable,
  f: ActivityFilters,
  page: number,
): Promise<{ rows: ActivityRow[]; total: number; totalCapped: boolean }> {
  const where = activityConditions(f);
  const rows = await db
    .select(columns)
    .from(activityLogs)
    .leftJoin(admins, eq(admins.userId, activityLogs.adminId))
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  // Counted only so far: the log grows by every write.
  return { rows, ...(await cappedCount(db, activityLogs, where, page, ACTIVITY_PAGE_SIZE)) };
}

/** Every matching entry, newest first, read in batches ('rows after the last one read'). */
export async function* activityBatches(
  db: Queryable,
  f: ActivityFilters,
  size = 1000,
): AsyncGenerator<ActivityRow[]> {
  let last: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = last
      ? sql`(${activityLogs.createdAt}, ${activityLogs.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`
      : undefined;
    const rows: ActivityRow[] = await db
      .select(columns)
      .from(activityLogs)
      .leftJoin(admins, eq(admins.userId, activityLogs.adminId))
      .where(and(activityConditions(f), after))
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    const end = rows[rows.length - 1]!;
    last = { createdAt: end.createdAt, id: end.id };
    if (rows.length < size) return;
  }
}

/** Deletes the entries older than `before`; how many. */
export async function deleteOlderThan(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(activityLogs)
    .where(sql`${activityLogs.createdAt} < ${before.toISOString()}::timestamptz`)
    .returning({ id: activityLogs.id });
  return deleted.length;
}
