/** The dashboard's expiring count (DECISIONS 31), from the reports' own rollup so the two agree. */
import { addDays, type IsoDate } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { reportCountsNow as reportCounts } from '../../db/schema/reports.ts';
import type { Queryable } from '../members.ts';

/** Non-archived active members whose expiry is within `days` days (today < expiry ≤ today + days). */
export async function expiringWithin(db: Queryable, today: IsoDate, days: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${reportCounts.members}), 0)` })
    .from(reportCounts)
    .where(
      sql`${reportCounts.expiryDate} > ${today}::date and ${reportCounts.expiryDate} <= ${addDays(today, days)}::date`,
    );
  return Number(row?.n ?? 0);
}
