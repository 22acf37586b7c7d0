import {
  checkMemberGenderChange,
  type MemberDetail,
  type MemberUpdateInput,
  todayIn,
  validateMemberUpdate,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { beneficiariesOf } from '../../core/beneficiaries.ts';
import { activityMember, lockActiveMember } from '../../core/members.ts';
import { refused } from '../../http/errors.ts';
import { memberColumns } from './columns.ts';
import { duplicateError, duplicateFromUniqueViolation } from './errors.ts';
import type { UpdateFiles } from './form.ts';
import { FileBatch } from './images.ts';
import { toMemberDetail } from './present.ts';
import { findDuplicate, updateMemberRow } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'> & { logError?: (e: unknown) => void };

/**
 * Update Member Information: profile fields and optionally a new ID picture and/or signature.
 * Duplicates are still refused. New files are removed if anything fails; the replaced files
 * are deleted only after the commit.
 */
export async function updateMember(
  deps: Deps,
  admin: SignedInAdmin,
  id: string,
  input: MemberUpdateInput,
  files: UpdateFiles,
): Promise<MemberDetail> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const check = validateMemberUpdate(input, today);
  if (!check.ok) throw refused(check);
  const batch = new FileBatch(deps.storage);
  let replaced: string[] = [];
  try {
    const row = await deps.db.transaction(async (tx) => {
      const current = await lockActiveMember(tx, id);
      const duplicate = await findDuplicate(tx, input, current.id);
      if (duplicate) throw duplicateError(duplicate);
      // Only a male member may have more than one spouse (DECISIONS 12).
      const genderChange = checkMemberGenderChange(input.gender, await beneficiariesOf(tx, current.id));
      if (!genderChange.ok) throw refused({ ...genderChange, field: 'gender' }, 409);
      const keys: { idPictureKey?: string; signatureKey?: string } = {};
      if (files.idPicture) keys.idPictureKey = await batch.putImage(files.idPicture);
      if (files.signature) keys.signatureKey = await batch.putImage(files.signature);
      const updated = (await updateMemberRow(tx, current.id, { ...memberColumns(input), ...keys }))!;
      await recordActivity(tx, admin, 'member.updated', activityMember(updated));
      replaced = [
        keys.idPictureKey ? current.idPictureKey : null,
        keys.signatureKey ? current.signatureKey : null,
      ].filter((key): key is string => key !== null);
      return updated;
    });
    for (const key of replaced) await deps.storage.delete(key).catch((error) => deps.logError?.(error));
    return toMemberDetail(row, today);
  } catch (error) {
    await batch.discard(deps.logError);
    throw duplicateFromUniqueViolation(error) ?? error;
  }
}
