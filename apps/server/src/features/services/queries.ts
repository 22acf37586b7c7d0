/** SQL of the services feature: limits and their history, a member and their claims (reads). */
import { SERVICE_TYPES } from '@portal/domain';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  admins,
  claimedServices,
  serviceLimitChanges,
  serviceLimits,
  voidedClaims,
} from '../../db/schema/index.ts';

/** A claim with the full name of the admin who recorded it (null once that admin is gone). */
export type ClaimRow = typeof claimedServices.$inferSelect & { recordedByName: string | null };
/** A voided claim with the full names of who recorded and who voided it. */
export type VoidedClaimRow = typeof voidedClaims.$inferSelect & {
  recordedByName: string | null;
  voidedByName: string | null;
};
export type LimitRow = typeof serviceLimits.$inferSelect;

/** Catalogue order (spec 9), whatever order the rows come back in. */
const catalogueOrder = (a: LimitRow, b: LimitRow) =>
  (SERVICE_TYPES as readonly string[]).indexOf(a.serviceType) -
  (SERVICE_TYPES as readonly string[]).indexOf(b.serviceType);

export async function allLimits(db: Queryable): Promise<LimitRow[]> {
  return (await db.select().from(serviceLimits)).sort(catalogueOrder);
}

/** The limit rows of `serviceTypes`, locked so two saves record each other's values as "old". */
export async function lockLimits(tx: Tx, serviceTypes: string[]): Promise<LimitRow[]> {
  return tx
    .select()
    .from(serviceLimits)
    .where(inArray(serviceLimits.serviceType, serviceTypes))
    .for('update');
}

export async function saveLimit(
  tx: Tx,
  change: { serviceType: string; oldMaxCentavos: number; newMaxCentavos: number },
  adminId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(serviceLimits)
    .set({ maxCentavos: change.newMaxCentavos, updatedAt: at, updatedBy: adminId })
    .where(eq(serviceLimits.serviceType, change.serviceType));
  await tx.insert(serviceLimitChanges).values({ ...change, changedBy: adminId, changedAt: at });
}

/** An admin's full name as people are named on screen: 'Maria Dela Cruz'. */
const fullName = (a: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${a.firstName} || ' ' || ${a.lastName}), '')`;
const recorder = alias(admins, 'recorder');
const voider = alias(admins, 'voider');

/** The member's claims, newest service date first; only those of `serviceType` when given. */
export async function claimsOf(db: Queryable, memberId: string, serviceType?: string): Promise<ClaimRow[]> {
  return db
    .select({ ...getTableColumns(claimedServices), recordedByName: fullName(recorder) })
    .from(claimedServices)
    .leftJoin(recorder, eq(recorder.userId, claimedServices.createdBy))
    .where(
      and(
        eq(claimedServices.memberId, memberId),
        serviceType ? eq(claimedServices.serviceType, serviceType) : undefined,
      ),
    )
    .orderBy(desc(claimedServices.serviceDate), desc(claimedServices.createdAt));
}

/** The member's voided claims (DECISIONS 51), newest service date first; only `claimId` when given. */
export async function voidedClaimsOf(
  db: Queryable,
  memberId: string,
  claimId?: string,
): Promise<VoidedClaimRow[]> {
  return db
    .select({
      ...getTableColumns(voidedClaims),
      recordedByName: fullName(recorder),
      voidedByName: fullName(voider),
    })
    .from(voidedClaims)
    .leftJoin(recorder, eq(recorder.userId, voidedClaims.createdBy))
    .leftJoin(voider, eq(voider.userId, voidedClaims.voidedBy))
    .where(and(eq(voidedClaims.memberId, memberId), claimId ? eq(voidedClaims.id, claimId) : undefined))
    .orderBy(desc(voidedClaims.serviceDate), desc(voidedClaims.createdAt));
}

/**
 * The institutions of the claims of the last year, most used first (at most `limit`): what the claim
 * form suggests. Spellings that differ only in case and spaces count together and show in their most
 * used spelling. Read from claimed_services_service_date_idx (service date, with the institution).
 */
export async function usedInstitutions(db: Queryable, since: string, limit: number): Promise<string[]> {
  const rows = await db.execute(sql`
    select (array_agg(institution order by n desc))[1] as name
    from (
      select institution, count(*) as n from ${claimedServices}
      where service_date >= ${since}
      group by institution
    ) spelled
    group by lower(btrim(institution))
    order by sum(n) desc, 1
    limit ${limit}`);
  return rowsOf<{ name: string }>(rows).map((r) => r.name);
}
