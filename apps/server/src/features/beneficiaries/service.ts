import {
  type BeneficiaryErrorCode,
  type BeneficiaryInput,
  type BeneficiaryView,
  beneficiaryFullName,
  messages,
  todayIn,
  validateNewBeneficiary,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import {
  beneficiariesOf,
  findBeneficiary,
  insertBeneficiaries,
  markRemoved,
  toBeneficiaryView,
} from '../../core/beneficiaries.ts';
import { activityMember, lockActiveMember } from '../../core/members.ts';
import { HttpError, refused } from '../../http/errors.ts';

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
 * Add Beneficiary on the profile (context 'profile'). The member row stays locked until the
 * insert commits, so parallel additions see each other (spouse count, duplicates). An archived
 * member's beneficiaries stay as they were until the member is restored.
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
    const result = validateNewBeneficiary({
      memberGender: member.gender,
      existing: await beneficiariesOf(tx, member.id),
      candidate,
      context: 'profile',
      today,
    });
    if (!result.ok) throw refused(result, STATUS[result.code]);
    const [inserted] = await insertBeneficiaries(tx, member.id, [result.beneficiary]);
    await recordActivity(tx, admin, 'beneficiary.added', {
      ...activityMember(member),
      beneficiaryId: inserted!.id,
      beneficiaryName: beneficiaryFullName(inserted!),
    });
    return inserted!;
  });
  return toBeneficiaryView(row, today);
}

/** Soft removal: the row stays, shown as removed and ignored by the duplicate and spouse rules. */
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
    await recordActivity(tx, admin, 'beneficiary.removed', {
      ...activityMember(member),
      beneficiaryId: found.id,
      beneficiaryName: beneficiaryFullName(found),
    });
    return removed;
  });
  return toBeneficiaryView(row, today);
}
