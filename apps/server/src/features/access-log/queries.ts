/** SQL of the access log: filtered entries newest first, with who read and whom. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import { cappedCount } from '../../core/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { accessLog, admins, members } from '../../db/schema/index.ts';

export type AccessFilters = {
  adminId?: string;
  /** A member's reference number (any case). */
  memberRef?: string;
  memberId?: string;
  kind?: string;
  from?: string;
  to?: string;
  timeZone: string;
};

export function accessConditions(f: AccessFilters): SQL | undefined {
  return and(
    f.adminId ? eq(accessLog.adminId, f.adminId) : undefined,
    f.memberId ? eq(accessLog.memberId, f.memberId) : undefined,
    // The reference number names one member: its id, then the (member_id, at) index.
    f.memberRef
      ? sql`${accessLog.memberId} = (select ${members.id} from ${members} where ${members.referenceNumber} = ${f.memberRef.toUpperCase()})`
      : undefined,
    f.kind ? eq(accessLog.kind, f.kind) : undefined,
    // Calendar days of APP_TIMEZONE: from its midnight, to the midnight after `to`.
    f.from ? sql`${accessLog.at} >= (${f.from}::date)::timestamp at time zone ${f.timeZone}` : undefined,
    f.to ? sql`${accessLog.at} < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}` : undefined,
  );
}

const columns = {
  id: accessLog.id,
  at: accessLog.at,
  adminId: accessLog.adminId,
  kind: accessLog.kind,
  detail: accessLog.detail,
  memberId: accessLog.memberId,
  rows: accessLog.rows,
  address: accessLog.address,
  route: accessLog.route,
  adminFirstName: admins.firstName,
  adminLastName: admins.lastName,
  memberRef: members.referenceNumber,
  memberFirstName: members.firstName,
  memberLastName: members.lastName,
};
export type AccessRow = {
  id: string;
  at: Date;
  adminId: string | null;
  kind: string;
  detail: string | null;
  memberId: string | null;
  rows: number | null;
  address: string | null;
  route: string;
  adminFirstName: string | null;
  adminLastName: string | null;
  memberRef: string | null;
  memberFirstName: string | null;
  memberLastName: string | null;
};

const base = (db: Queryable) =>
  db
    .select(columns)
    .from(accessLog)
    .leftJoin(admins, eq(admins.userId, accessLog.adminId))
    .leftJoin(members, eq(members.id, accessLog.memberId));

export async function accessPage(
  db: Queryable,
  f: AccessFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: AccessRow[]; total: number; totalCapped: boolean }> {
  const where = accessConditions(f);
  const rows = await base(db)
    .where(where)
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // Counted only so far: the log grows by every view.
  return { rows, ...(await cappedCount(db, accessLog, where, page, pageSize)) };
}

/** Every matching entry, newest first, read in batches ('rows after the last one read'). */
export async function* accessBatches(
  db: Queryable,
  f: AccessFilters,
  size = 1000,
): AsyncGenerator<AccessRow[]> {
  let last: { at: Date; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = last
      ? sql`(${accessLog.at}, ${accessLog.id}) < (${last.at.toISOString()}::timestamptz, ${last.id}::uuid)`
      : undefined;
    const rows: AccessRow[] = await base(db)
      .where(and(accessConditions(f), after))
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    const end = rows[rows.length - 1]!;
    last = { at: end.at, id: end.id };
    if (rows.length < size) return;
  }
}

/** Deletes the entries older than `before`; how many. */
export async function deleteAccessOlderThan(db: Queryable, before: Date): Promise<number> {
  const result = await db.execute(
    sql`with gone as (delete from ${accessLog} where ${accessLog.at} < ${before.toISOString()}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
