/**
 * A member's beneficiaries as the domain holds them. The table keeps a male member's spouse order
 * as a number 1–4; here, and only here, it becomes the domain's '1st'…'4th' and back.
 */
import {
  type AcceptedBeneficiary,
  type BeneficiaryView,
  beneficiaryAge,
  beneficiaryFullName,
  beneficiaryStatusOn,
  type IsoDate,
  SPOUSE_ORDERS,
  type SpouseOrder,
} from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { membersBeneficiary } from '../db/schema/index.ts';
import { isUuid } from '../db/uuid.ts';
import type { Queryable } from './members.ts';

type StoredBeneficiary = typeof membersBeneficiary.$inferSelect;
/** A beneficiary row with the domain's spouse order. */
export type BeneficiaryRow = Omit<StoredBeneficiary, 'spouseOrder'> & { spouseOrder: SpouseOrder | null };

const toRow = (row: StoredBeneficiary): BeneficiaryRow => ({
  ...row,
  spouseOrder:
    row.spouseOrder && row.spouseOrder >= 1 && row.spouseOrder <= 4
      ? SPOUSE_ORDERS[row.spouseOrder - 1]!
      : null,
});
const storedSpouseOrder = (order: SpouseOrder | null) => (order ? SPOUSE_ORDERS.indexOf(order) + 1 : null);

/** Every beneficiary of the member (removed ones too), in the order they were added. */
export async function beneficiariesOf(db: Queryable, memberId: string): Promise<BeneficiaryRow[]> {
  const rows = await db
    .select()
    .from(membersBeneficiary)
    .where(eq(membersBeneficiary.memberId, memberId))
    .orderBy(asc(membersBeneficiary.createdAt), asc(membersBeneficiary.id));
  return rows.map(toRow);
}

export async function findBeneficiary(
  db: Queryable,
  memberId: string,
  beneficiaryId: string,
): Promise<BeneficiaryRow | undefined> {
  if (!isUuid(beneficiaryId)) return undefined;
  const [row] = await db
    .select()
    .from(membersBeneficiary)
    .where(and(eq(membersBeneficiary.id, beneficiaryId), eq(membersBeneficiary.memberId, memberId)))
    .limit(1);
  return row && toRow(row);
}

/**
 * Adds accepted beneficiaries to a member. With `listedFrom`, each is created one millisecond
 * after the previous, so the profile lists them in the order of the form.
 */
export async function insertBeneficiaries(
  tx: Tx,
  memberId: string,
  accepted: readonly AcceptedBeneficiary[],
  listedFrom?: Date,
): Promise<BeneficiaryRow[]> {
  if (accepted.length === 0) return [];
  const rows = await tx
    .insert(membersBeneficiary)
    .values(
      accepted.map((b, index) => ({
        ...b,
        memberId,
        spouseOrder: storedSpouseOrder(b.spouseOrder),
        ...(listedFrom ? { createdAt: new Date(listedFrom.getTime() + index) } : {}),
      })),
    )
    .returning();
  return rows.map(toRow);
}

/** Soft removal (spec 4): status 'removed', with who and when. */
export async function markRemoved(tx: Tx, id: string, by: string, at: Date): Promise<BeneficiaryRow> {
  const [row] = await tx
    .update(membersBeneficiary)
    .set({ status: 'removed', removedAt: at, removedBy: by })
    .where(eq(membersBeneficiary.id, id))
    .returning();
  return toRow(row!);
}

/** A beneficiary as the API shows it on `today`. */
export function toBeneficiaryView(row: BeneficiaryRow, today: IsoDate): BeneficiaryView {
  return {
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    middleName: row.middleName,
    suffix: row.suffix,
    fullName: beneficiaryFullName(row),
    gender: row.gender,
    dob: row.dob,
    age: beneficiaryAge(row.dob, today),
    relationship: row.relationship,
    relationshipOther: row.relationshipOther,
    pwd: row.pwd,
    spouseOrder: row.spouseOrder,
    status: beneficiaryStatusOn(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}
