import { expiryDate, memberFullName, messages, referenceNumber, todayIn } from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { memberColumns } from './columns.ts';
import { duplicateError, duplicateFromUniqueViolation } from './errors.ts';
import { FileBatch, IMAGE_CONTENT_TYPES, imageKey, memberQrPng, qrKey } from './images.ts';
import type { MemberForm } from './multipart.ts';
import { toMemberDetail } from './present.ts';
import {
  findDuplicate,
  insertBeneficiaries,
  insertMember,
  insertNotification,
  logActivity,
  referenceNumberTaken,
} from './queries.ts';
import type { MemberDetail } from './schemas.ts';
import { spouseOrderNumber } from './spouse-order.ts';
import { validateRegistration } from './validate.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'> & { logError?: (e: unknown) => void };

/** A reference number no member has yet (DECISIONS 7); the unique index still has the last word. */
export async function issueReferenceNumber(deps: Deps): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ref = referenceNumber(deps.now(), deps.config.timeZone, Math.random);
    if (!(await referenceNumberTaken(deps.db, ref))) return ref;
  }
  throw new Error('could not find an unused reference number');
}

/**
 * Member registration (spec 4): validate, check duplicates, store the ID picture, signature and
 * QR code, then member + beneficiaries + a 'new' notification + the activity-log entry in one
 * transaction. All or nothing: on any failure the transaction rolls back and the files this
 * attempt wrote are deleted.
 */
export async function registerMember(
  deps: Deps,
  admin: SignedInAdmin,
  form: MemberForm,
): Promise<MemberDetail> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const { input, beneficiaries, idPicture, signature } = validateRegistration(form, today);
  const fullName = memberFullName(input);
  const files = new FileBatch(deps.storage);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const duplicate = await findDuplicate(tx, input);
      if (duplicate) throw duplicateError(duplicate);
      const idPictureKey = await files.put(
        (ts) => imageKey(idPicture, ts),
        idPicture.bytes,
        IMAGE_CONTENT_TYPES[idPicture.extension],
      );
      const signatureKey = await files.put(
        (ts) => imageKey(signature, ts),
        signature.bytes,
        IMAGE_CONTENT_TYPES[signature.extension],
      );
      const qr = await memberQrPng(deps.config.publicUrl, input.referenceNumber);
      const qrCodeKey = await files.put((ts) => qrKey(input.referenceNumber, ts), qr, 'image/png');
      const member = await insertMember(tx, {
        ...memberColumns(input),
        referenceNumber: input.referenceNumber,
        registrationDate: input.registrationDate,
        expiryDate: expiryDate(input.registrationDate),
        idPictureKey,
        signatureKey,
        qrCodeKey,
        createdBy: admin.userId,
      });
      await insertBeneficiaries(
        tx,
        // One millisecond apart, so the profile lists them in the order of the form.
        beneficiaries.map((b, index) => ({
          ...b,
          memberId: member.id,
          spouseOrder: spouseOrderNumber(b.spouseOrder),
          createdAt: new Date(member.createdAt.getTime() + index),
        })),
      );
      await insertNotification(tx, {
        title: messages.newMemberNotificationTitle,
        message: messages.newMemberNotification(fullName, input.referenceNumber),
        type: 'new',
        memberId: member.id,
      });
      await logActivity(tx, admin.userId, 'member.registered', {
        description: messages.memberRegisteredActivity(fullName),
        memberRef: input.referenceNumber,
        memberName: fullName,
        memberId: member.id,
      });
      return member;
    });
    return toMemberDetail(row, today);
  } catch (error) {
    await files.discard(deps.logError);
    throw duplicateFromUniqueViolation(error) ?? error;
  }
}
