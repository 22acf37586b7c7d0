/**
 * SQL of acknowledgment receipts (DECISIONS 52): the claim (recorded or voided) locked for its print,
 * the year's counter, the receipt row, and what the sheet names.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import {
  admins,
  claimedServices,
  claimReceipts,
  receiptCounters,
  serviceLimits,
  voidedClaims,
} from '../../db/schema/index.ts';

export type ReceiptRow = typeof claimReceipts.$inferSelect;

/** The claim as a receipt prints it, wherever it is kept. */
export type ReceiptClaim = {
  id: string;
  memberId: string;
  serviceType: string;
  specificProcedure: string | null;
  category: 'outpatient' | 'inpatient';
  institution: string;
  amountCentavos: number;
  serviceDate: string;
  beneficiaryName: string | null;
  createdBy: string | null;
  voided: { at: Date; by: string | null; reason: string } | null;
};

const claimFields = {
  id: claimedServices.id,
  memberId: claimedServices.memberId,
  serviceType: claimedServices.serviceType,
  specificProcedure: claimedServices.specificProcedure,
  category: claimedServices.category,
  institution: claimedServices.institution,
  amountCentavos: claimedServices.amountCentavos,
  serviceDate: claimedServices.serviceDate,
  beneficiaryName: claimedServices.beneficiaryName,
  createdBy: claimedServices.createdBy,
};

/**
 * The claim `id`, locked until the transaction ends: in claimed_services, else (voided) in
 * voided_claims; undefined when neither holds it. The lock makes two prints of one claim run one
 * after the other (the second sees the first's receipt and is a reprint), and a void waits for a
 * print under way. A claim voided meanwhile is gone from claimed_services once its void has
 * committed, and the second statement, with a new snapshot, finds it voided.
 */
export async function lockClaim(tx: Tx, id: string): Promise<ReceiptClaim | undefined> {
  const [current] = await tx
    .select(claimFields)
    .from(claimedServices)
    .where(eq(claimedServices.id, id))
    .for('no key update');
  if (current) return { ...current, voided: null };
  const [voided] = await tx
    .select({
      id: voidedClaims.id,
      memberId: voidedClaims.memberId,
      serviceType: voidedClaims.serviceType,
      specificProcedure: voidedClaims.specificProcedure,
      category: voidedClaims.category,
      institution: voidedClaims.institution,
      amountCentavos: voidedClaims.amountCentavos,
      serviceDate: voidedClaims.serviceDate,
      beneficiaryName: voidedClaims.beneficiaryName,
      createdBy: voidedClaims.createdBy,
      voidedAt: voidedClaims.voidedAt,
      voidedBy: voidedClaims.voidedBy,
      voidReason: voidedClaims.voidReason,
    })
    .from(voidedClaims)
    .where(eq(voidedClaims.id, id))
    .for('no key update');
  if (!voided) return undefined;
  const { voidedAt, voidedBy, voidReason, ...claim } = voided;
  return { ...claim, voided: { at: voidedAt, by: voidedBy, reason: voidReason } };
}

export async function findReceipt(db: Queryable, claimId: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(claimReceipts).where(eq(claimReceipts.claimId, claimId));
  return row;
}

/**
 * The next number of `year`: the counter row is created at 1 or bumped, and stays locked until the
 * transaction ends, so first prints take their numbers one after the other, and a print that rolls
 * back gives its number back: the numbers of a year have no gaps.
 */
export async function nextReceiptNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertReceipt(
  tx: Tx,
  values: { claimId: string; memberId: string; year: number; number: number; at: Date; by: string },
): Promise<ReceiptRow> {
  const [row] = await tx
    .insert(claimReceipts)
    .values({
      claimId: values.claimId,
      memberId: values.memberId,
      year: values.year,
      number: values.number,
      issuedAt: values.at,
      issuedBy: values.by,
      prints: 1,
      lastPrintedAt: values.at,
    })
    .returning();
  return row!;
}

export async function countReprint(tx: Tx, claimId: string, at: Date): Promise<ReceiptRow> {
  const [row] = await tx
    .update(claimReceipts)
    .set({ prints: sql`${claimReceipts.prints} + 1`, lastPrintedAt: at })
    .where(eq(claimReceipts.claimId, claimId))
    .returning();
  return row!;
}

/** Full names ('Maria Dela Cruz') of the admins with these user ids; the missing ones are left out. */
export async function adminNames(db: Queryable, userIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: admins.userId, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(inArray(admins.userId, ids));
  return new Map(rows.map((r) => [r.userId, `${r.firstName} ${r.lastName}`.trim()]));
}

/** The service's limit (its maximum per window), or undefined when the service is not in the catalogue. */
export async function serviceLimitOf(db: Queryable, serviceType: string) {
  const [row] = await db
    .select({
      serviceType: serviceLimits.serviceType,
      category: serviceLimits.category,
      maxCentavos: serviceLimits.maxCentavos,
    })
    .from(serviceLimits)
    .where(eq(serviceLimits.serviceType, serviceType));
  return row;
}

/** The member's current claims of one service (voided claims are not in claimed_services). */
export async function serviceClaimsOf(db: Queryable, memberId: string, serviceType: string) {
  return db
    .select({
      serviceType: claimedServices.serviceType,
      amountCentavos: claimedServices.amountCentavos,
      date: claimedServices.serviceDate,
    })
    .from(claimedServices)
    .where(and(eq(claimedServices.memberId, memberId), eq(claimedServices.serviceType, serviceType)));
}
