import {
  type BeneficiaryErrorCode,
  type BeneficiaryInput,
  beneficiaryFullName,
  memberFullName,
  messages,
  todayIn,
  validateNewBeneficiary,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { memberArchived, memberNotFound } from '../members/errors.ts';
import { toBeneficiaryView } from '../members/present.ts';
import { beneficiariesOf, insertBeneficiaries, lockMember, logActivity } from '../members/queries.ts';
import type { BeneficiaryView } from '../members/schemas.ts';
import { spouseOrderFromNumber, spouseOrderNumber } from '../members/spouse-order.ts';
import { findBeneficiary, markRemoved } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

/** Refusals about the member's existing beneficiaries are conflicts; bad input is a 400. */
const STATUS: Record<BeneficiaryErrorCode, number> = {
  REQUIRED_FIELDS: 400,
  INVALID_FIELD: 400,
  AGE_LIMIT: 400,
  DUPLICATE_BENEFICIARY: 409,
  ONLY_ONE_SPOUSE: 409,
  MAXIMUM_WIVES: 409,
  SPOUSE_ORDER_REQUIRED: 409,
};

/**
 * Locks the member row until the transaction ends. An archived member's beneficiaries stay as they
 * were until the member is restored, so additions and removals are refused alike.
 */
async function lockActiveMember(tx: Tx, memberId: string) {
  const member = await lockMember(tx, memberId);
  if (!member) throw memberNotFound();
  if (member.archivedAt) throw memberArchived();
  return member;
}

/**
 * Add Beneficiary on the profile (context 'profile'). The member row stays locked until the
 * insert commits, so parallel additions see each other (spouse count, duplicates).
 */
export async function addBeneficiary(
  deps: Deps,
  admin: SignedInAdmin,
  memberId: string,
  candidate: BeneficiaryInput,
): Promise<BeneficiaryView> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const row = await deps.db.transaction(async (tx) => {
    const member = await lockActiveMember(tx, memberId);
    const existing = (await beneficiariesOf(tx, member.id)).map((b) => ({
      ...b,
      spouseOrder: spouseOrderFromNumber(b.spouseOrder),
    }));
    const result = validateNewBeneficiary({
      memberGender: member.gender,
      existing,
      candidate,
      context: 'profile',
      today,
    });
    if (!result.ok) {
      throw new HttpError(
        STATUS[result.code],
        result.code,
        result.message,
        result.field ? { [result.field]: result.message } : undefined,
      );
    }
    const b = result.beneficiary;
    const [inserted] = await insertBeneficiaries(tx, [
      { ...b, memberId: member.id, spouseOrder: spouseOrderNumber(b.spouseOrder) },
    ]);
    await logActivity(tx, admin.userId, 'beneficiary.added', {
      description: messages.beneficiaryAddedActivity(beneficiaryFullName(b), memberFullName(member)),
      memberRef: member.referenceNumber,
      memberName: memberFullName(member),
      beneficiaryId: inserted!.id,
    });
    return inserted!;
  });
  return toBeneficiaryView(row, today);
}

/** Soft removal: the row stays, shown as 'Removed' and ignored by the duplicate and spouse rules. */
export async function removeBeneficiary(
  deps: Deps,
  admin: SignedInAdmin,
  memberId: string,
  beneficiaryId: string,
): Promise<BeneficiaryView> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const row = await deps.db.transaction(async (tx) => {
    const member = await lockActiveMember(tx, memberId);
    const found = await findBeneficiary(tx, member.id, beneficiaryId);
    if (!found) throw new HttpError(404, 'BENEFICIARY_NOT_FOUND', messages.beneficiaryNotFound);
    if (found.status === 'removed') {
      throw new HttpError(409, 'BENEFICIARY_ALREADY_REMOVED', messages.beneficiaryAlreadyRemoved);
    }
    const removed = await markRemoved(tx, found.id, admin.userId, deps.now());
    await logActivity(tx, admin.userId, 'beneficiary.removed', {
      description: messages.beneficiaryRemovedActivity(beneficiaryFullName(found), memberFullName(member)),
      memberRef: member.referenceNumber,
      memberName: memberFullName(member),
      beneficiaryId: found.id,
    });
    return removed;
  });
  return toBeneficiaryView(row, today);
}
