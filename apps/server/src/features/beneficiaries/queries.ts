import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { membersBeneficiary } from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';
import type { BeneficiaryRow } from '../members/queries.ts';

export async function findBeneficiary(
  tx: Tx,
  memberId: string,
  beneficiaryId: string,
): Promise<BeneficiaryRow | undefined> {
  if (!isUuid(beneficiaryId)) return undefined;
  const [row] = await tx
    .select()
    .from(membersBeneficiary)
    .where(and(eq(membersBeneficiary.id, beneficiaryId), eq(membersBeneficiary.memberId, memberId)))
    .limit(1);
  return row;
}

/** Soft removal (spec 4): status 'removed', with who and when. */
export async function markRemoved(tx: Tx, id: string, by: string, at: Date): Promise<BeneficiaryRow> {
  const [row] = await tx
    .update(membersBeneficiary)
    .set({ status: 'removed', removedAt: at, removedBy: by })
    .where(eq(membersBeneficiary.id, id))
    .returning();
  return row!;
}
