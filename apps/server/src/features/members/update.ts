import { checkMemberGenderChange, memberFullName, messages, todayIn } from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { memberColumns } from './columns.ts';
import { duplicateError, duplicateFromUniqueViolation, memberArchived, memberNotFound } from './errors.ts';
import { FileBatch, IMAGE_CONTENT_TYPES, imageKey } from './images.ts';
import type { MemberForm } from './multipart.ts';
import { toMemberDetail } from './present.ts';
import { beneficiariesOf, findDuplicate, lockMember, logActivity, updateMemberRow } from './queries.ts';
import type { MemberDetail } from './schemas.ts';
import { spouseOrderFromNumber } from './spouse-order.ts';
import { validateUpdate } from './validate.ts';

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
  form: MemberForm,
): Promise<MemberDetail> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const { input, idPicture, signature } = validateUpdate(form, today);
  const files = new FileBatch(deps.storage);
  let replaced: string[] = [];
  try {
    const row = await deps.db.transaction(async (tx) => {
      const current = await lockMember(tx, id);
      if (!current) throw memberNotFound();
      if (current.archivedAt) throw memberArchived();
      const duplicate = await findDuplicate(tx, input, current.id);
      if (duplicate) throw duplicateError(duplicate);
      // Only a male member may have more than one spouse (DECISIONS 12).
      const spouses = (await beneficiariesOf(tx, current.id)).map((b) => ({
        ...b,
        spouseOrder: spouseOrderFromNumber(b.spouseOrder),
      }));
      const genderChange = checkMemberGenderChange(input.gender, spouses);
      if (!genderChange.ok) {
        throw new HttpError(409, genderChange.code, genderChange.message, { gender: genderChange.message });
      }
      const keys: { idPictureKey?: string; signatureKey?: string } = {};
      if (idPicture) {
        keys.idPictureKey = await files.put(
          (ts) => imageKey(idPicture, ts),
          idPicture.bytes,
          IMAGE_CONTENT_TYPES[idPicture.extension],
        );
      }
      if (signature) {
        keys.signatureKey = await files.put(
          (ts) => imageKey(signature, ts),
          signature.bytes,
          IMAGE_CONTENT_TYPES[signature.extension],
        );
      }
      const updated = await updateMemberRow(tx, current.id, { ...memberColumns(input), ...keys });
      const fullName = memberFullName(updated!);
      await logActivity(tx, admin.userId, 'member.updated', {
        description: messages.memberUpdatedActivity(fullName),
        memberRef: updated!.referenceNumber,
        memberName: fullName,
        memberId: current.id,
      });
      replaced = [
        keys.idPictureKey ? current.idPictureKey : null,
        keys.signatureKey ? current.signatureKey : null,
      ].filter((key): key is string => key !== null);
      return updated!;
    });
    for (const key of replaced) await deps.storage.delete(key).catch((error) => deps.logError?.(error));
    return toMemberDetail(row, today);
  } catch (error) {
    await files.discard(deps.logError);
    throw duplicateFromUniqueViolation(error) ?? error;
  }
}
