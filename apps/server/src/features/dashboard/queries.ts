/** SQL of the dashboard beyond the shared report figures: claims per month (rollup) and latest activity. */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { activityWithAuthorColumns } from '../../core/activity.ts';
import type { Queryable } from '../../core/members.ts';
import { activityLogs, admins, membersListCounts } from '../../db/schema/index.ts';
// The rollup as of now: the folded rows plus the deltas not yet folded (migration 0011).
import { claimMonthCountsNow as claimMonthCounts } from '../../db/schema/reports.ts';

/** Claims per month (from `fromMonth`, the first of a month) and category, from the kept rollup. */
export async function claimsPerMonth(db: Queryable, fromMonth: string) {
  return db
    .select({
      month: sql<string>`${claimMonthCounts.month}::text`,
      category: claimMonthCounts.category,
      claims: sql<string>`sum(${claimMonthCounts.claimsCount})`,
      amount: sql<string>`sum(${claimMonthCounts.amountCentavos})`,
    })
    .from(claimMonthCounts)
    .where(gte(claimMonthCounts.month, fromMonth))
    .groupBy(claimMonthCounts.month, claimMonthCounts.category);
}

/** Services by amount claimed from `fromMonth` on, highest first. */
export async function servicesSince(db: Queryable, fromMonth: string) {
  return db
    .select({
      serviceType: claimMonthCounts.serviceType,
      category: sql<string>`min(${claimMonthCounts.category})`,
      claims: sql<string>`sum(${claimMonthCounts.claimsCount})`,
      amount: sql<string>`sum(${claimMonthCounts.amountCentavos})`,
    })
    .from(claimMonthCounts)
    .where(gte(claimMonthCounts.month, fromMonth))
    .groupBy(claimMonthCounts.serviceType)
    .having(sql`sum(${claimMonthCounts.claimsCount}) > 0`)
    .orderBy(sql`4 desc`, sql`${claimMonthCounts.serviceType} collate "C" asc`);
}

/** Non-archived registrations per month from `fromMonth` on (members_list_counts, as the reports' totals). */
export async function registrationsPerMonth(db: Queryable, fromMonth: string) {
  return db
    .select({
      month: sql<string>`${membersListCounts.month}::text`,
      n: sql<string>`sum(${membersListCounts.n})`,
    })
    .from(membersListCounts)
    .where(gte(membersListCounts.month, fromMonth))
    .groupBy(membersListCounts.month);
}

/** The barangays with the most non-archived members. */
export async function topBarangays(db: Queryable, limit: number) {
  return db
    .select({ barangay: membersListCounts.barangay, n: sql<string>`sum(${membersListCounts.n})` })
    .from(membersListCounts)
    .groupBy(membersListCounts.barangay)
    .having(sql`sum(${membersListCounts.n}) > 0`)
    .orderBy(sql`2 desc`, sql`${membersListCounts.barangay} collate "C" asc`)
    .limit(limit);
}

/** The latest activity-log entries (all, or one admin's), with who made them. */
export async function latestActivity(db: Queryable, adminId: string | undefined, limit: number) {
  return db
    .select(activityWithAuthorColumns)
    .from(activityLogs)
    .leftJoin(admins, eq(admins.userId, activityLogs.adminId))
    .where(and(adminId ? eq(activityLogs.adminId, adminId) : undefined))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
}
