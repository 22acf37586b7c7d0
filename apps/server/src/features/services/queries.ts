/** SQL of the services feature: limits and their history, a member and their claims (reads). */
import { SERVICE_TYPES } from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import {
  activityLogs,
  claimedServices,
  members,
  serviceLimitChanges,
  serviceLimits,
} from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';

type Queryable = Db | Tx;
export type MemberRow = typeof members.$inferSelect;
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

export async function findMember(db: Queryable, id: string): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
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

export async function logActivity(
  db: Queryable,
  adminId: string,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(activityLogs).values({ adminId, action, details });
}
