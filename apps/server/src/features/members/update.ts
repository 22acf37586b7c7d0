import {
  checkMemberGenderChange,
  type MemberDetail,
  type MemberUpdateChanges,
  type MemberUpdateInput,
  memberUpdateSchema,
  mergeMemberUpdate,
  todayIn,
  validateMemberUpdate,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { beneficiariesOf } from '../../core/beneficiaries.ts';
import { deletePendingFiles, markReplacedFiles } from '../../core/files.ts';
import { memberColumns } from '../../core/member-columns.ts';
import { recordConsent, withReachChecked } from '../../core/member-reach.ts';
import { activityMember, findMember, lockActiveMember, type MemberRow } from '../../core/members.ts';
import { currentPublicAddress } from '../../core/settings.ts';
import { parseOrRefuse, refused } from '../../http/errors.ts';
import { duplicateError, duplicateFromUniqueViolation } from './errors.ts';
import { requireMemberFields, type UpdateFiles } from './form.ts';
import { FileBatch, memberQrPng, qrKey } from './images.ts';
import { toMemberDetail } from './present.ts';
import { findDuplicate, updateMemberRow } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'> & { logError?: (e: unknown) => void };

/** The member's current values as the update form holds them (blanks as the form sends them). */
function currentValues(row: MemberRow): MemberUpdateInput {
  return {
    idNumber: row.idNumber,
    lastName: row.lastName,
    firstName: row.firstName,
    middleName: row.middleName,
    suffix: row.suffix ?? undefined,
    maidenName: row.maidenName ?? undefined,
    barangay: row.barangay,
    houseStreet: row.houseStreet ?? undefined,
    gender: row.gender ?? '',
    civilStatus: row.civilStatus ?? '',
    phoneNumber: row.phoneNumber ?? undefined,
    dob: row.dob,
    reminderConsent: row.reminderConsent,
    language: row.language,
    email: row.email ?? undefined,
  };
}

/**
 * Update Member Information: the fields the request names (the others keep their values, checked
 * as a whole under the member's lock) and optionally a new ID picture and/or signature. Duplicates
 * are still refused. New files are stored as pending uploads before the transaction (FileBatch) and
 * removed if anything fails. The replaced files are recorded as pending in the transaction that
 * stops naming them and deleted after the commit; after a crash the sweep deletes them.
 */
export async function updateMember(
  deps: Deps,
  admin: SignedInAdmin,
  id: string,
  changes: MemberUpdateChanges,
  files: UpdateFiles,
): Promise<MemberDetail> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const batch = new FileBatch(deps.storage, deps.db);
  let replaced: string[] = [];
  try {
    // Before the transaction: each file's pending row is a statement of its own (see FileBatch).
    const keys: { idPictureKey?: string; signatureKey?: string; qrCodeKey?: string; qrCodeAddress?: string } =
      {};
    if (files.idPicture) keys.idPictureKey = await batch.putImage(files.idPicture);
    if (files.signature) keys.signatureKey = await batch.putImage(files.signature);
    // An imported member has no QR code image yet (DECISIONS 38): the first Update Profile makes it.
    const before = await findMember(deps.db, id);
    if (before && !before.qrCodeKey) {
      const ref = before.referenceNumber;
      keys.qrCodeAddress = await currentPublicAddress(deps);
      const qr = await memberQrPng(keys.qrCodeAddress, ref);
      keys.qrCodeKey = await batch.put((ts) => qrKey(ref, ts), qr, 'image/png');
    }
    const row = await deps.db.transaction(async (tx) => {
      const current = await lockActiveMember(tx, id);
      const merged = mergeMemberUpdate(currentValues(current), changes);
      requireMemberFields(merged, { images: false });
      // A changed number must be a mobile one; a landline kept unchanged stays (DECISIONS 43).
      const input = withReachChecked(parseOrRefuse(memberUpdateSchema, merged), current.phoneNumber);
      const check = validateMemberUpdate(input, today);
      if (!check.ok) throw refused(check);
      const duplicate = await findDuplicate(tx, input, current.id);
      if (duplicate) throw duplicateError(duplicate);
      // Only a male member may have more than one spouse (DECISIONS 12).
      const genderChange = checkMemberGenderChange(input.gender, await beneficiariesOf(tx, current.id));
      if (!genderChange.ok) throw refused({ ...genderChange, field: 'gender' }, 409);
      const updated = (await updateMemberRow(tx, current.id, { ...memberColumns(input), ...keys }))!;
      // Consent withdrawn or changed: the member's queued messages stop here, in this transaction.
      await recordConsent(tx, current.id, admin.userId, input, deps.now(), current);
      await recordActivity(tx, admin, 'member.updated', activityMember(updated));
      await batch.commitIn(tx);
      replaced = [
        keys.idPictureKey ? current.idPictureKey : null,
        keys.signatureKey ? current.signatureKey : null,
        keys.qrCodeKey ? current.qrCodeKey : null,
      ].filter((key): key is string => key !== null);
      await markReplacedFiles(tx, replaced);
      return updated;
    });
    batch.committed();
    await deletePendingFiles(deps.db, deps.storage, replaced, deps.logError);
    return toMemberDetail(row, today);
  } catch (error) {
    await batch.discard(deps.logError);
    throw duplicateFromUniqueViolation(error) ?? error;
  }
}
