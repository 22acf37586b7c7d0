/** SQL of the services feature: limits and their history, a member and their claims (reads). */
import { SERVICE_TYPES } from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import { claimedServices, serviceLimitChanges, serviceLimits } from '../../db/schema/index.ts';

export type ClaimRow = typeof claimedServices.$inferSelect;
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

/** The member's claims, newest service date first; only those of `serviceType` when given. */
export async function claimsOf(db: Queryable, memberId: string, serviceType?: string): Promise<ClaimRow[]> {
  return db
    .select()
    .from(claimedServices)
    .where(
      and(
        eq(claimedServices.memberId, memberId),
        serviceType ? eq(claimedServices.serviceType, serviceType) : undefined,
      ),
    )
    .orderBy(desc(claimedServices.serviceDate), desc(claimedServices.createdAt));
}
