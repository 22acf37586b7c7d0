import {
  type AcceptedBeneficiary,
  type ExistingBeneficiary,
  expiryDate,
  type IsoDate,
  type MemberDetail,
  type MemberRegistrationInput,
  referenceNumber,
  todayIn,
  validateMemberRegistration,
  validateNewBeneficiary,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { insertBeneficiaries } from '../../core/beneficiaries.ts';
import type { Once } from '../../core/idempotency.ts';
import { memberColumns } from '../../core/member-columns.ts';
import { recordConsent, withReachChecked } from '../../core/member-reach.ts';
import { activityMember } from '../../core/members.ts';
import { insertNotifications, newMemberNotification } from '../../core/notifications.ts';
import { currentPublicAddress } from '../../core/settings.ts';
import { refused } from '../../http/errors.ts';
import { duplicateError, duplicateFromUniqueViolation } from './errors.ts';
import type { RegistrationFiles } from './form.ts';
import { FileBatch, memberQrPng, qrKey } from './images.ts';
import { toMemberDetail } from './present.ts';
import { findDuplicate, insertMember, referenceNumberTaken } from './queries.ts';

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
 * Member registration (spec 4): the registration window and each beneficiary by the domain's
 * rules, duplicates, then the ID picture, signature and QR code are stored (as pending uploads,
 * see FileBatch), and member + beneficiaries + a 'new' notification + the activity-log entry are
 * saved in one transaction that also ends the files' pending state. All or nothing: on any failure
 * the transaction rolls back and the files this attempt wrote are deleted; after a crash the sweep
 * deletes them. With `once` (an Idempotency-Key), the transaction also checks for and stores the answer.
 */
export async function registerMember(
  deps: Deps,
  admin: SignedInAdmin,
  form: MemberRegistrationInput,
  files: RegistrationFiles,
  once?: Once<MemberDetail>,
): Promise<MemberDetail> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const check = validateMemberRegistration({ ...form, idPicture: true, signature: true }, today);
  if (!check.ok) throw refused(check);
  // A number that cannot receive SMS is refused at registration; a mobile one is stored +639XXXXXXXXX.
  const input = withReachChecked(form);
  const beneficiaries = acceptBeneficiaries(input, today);
  // Checked before any file is written (and again in the transaction: a parallel request may win).
  const duplicate = await findDuplicate(deps.db, input);
  if (duplicate) throw duplicateError(duplicate);
  const batch = new FileBatch(deps.storage, deps.db);
  try {
    // Files are written before the transaction, so it holds no lock while storage is written to:
    // each is recorded as pending in a statement of its own first (core/files.ts), committed at once.
    const idPictureKey = await batch.putImage(files.idPicture);
    const signatureKey = await batch.putImage(files.signature);
    // The confirmed public address (PUBLIC_URL first; DECISIONS 54): the printed code must lead somewhere.
    const qrCodeAddress = await currentPublicAddress(deps);
    const qr = await memberQrPng(qrCodeAddress, input.referenceNumber);
    const qrCodeKey = await batch.put((ts) => qrKey(input.referenceNumber, ts), qr, 'image/png');
    const detail = await deps.db.transaction(async (tx) => {
      // A request with the same Idempotency-Key that committed meanwhile: its answer, not a duplicate.
      await once?.begin(tx);
      const duplicate = await findDuplicate(tx, input);
      if (duplicate) throw duplicateError(duplicate);
      const member = await insertMember(tx, {
        ...memberColumns(input),
        referenceNumber: input.referenceNumber,
        registrationDate: input.registrationDate,
        expiryDate: expiryDate(input.registrationDate),
        idPictureKey,
        signatureKey,
        qrCodeKey,
        qrCodeAddress,
        createdBy: admin.userId,
      });
      await recordConsent(tx, member.id, admin.userId, input, member.createdAt);
      await insertBeneficiaries(tx, member.id, beneficiaries, member.createdAt);
      await insertNotifications(tx, [newMemberNotification(member, admin.userId)]);
      await recordActivity(tx, admin, 'member.registered', activityMember(member));
      await batch.commitIn(tx);
      const saved = toMemberDetail(member, today);
      await once?.finish(tx, saved);
      return saved;
    });
    batch.committed();
    return detail;
  } catch (error) {
    await batch.discard(deps.logError);
    throw duplicateFromUniqueViolation(error) ?? error;
  }
}

/** Each beneficiary of the form in order, against the ones before it (context 'registration'). */
function acceptBeneficiaries(input: MemberRegistrationInput, today: IsoDate): AcceptedBeneficiary[] {
  const accepted: AcceptedBeneficiary[] = [];
  input.beneficiaries.forEach((candidate, index) => {
    const existing: ExistingBeneficiary[] = accepted.map((b) => ({ ...b, status: 'eligible' }));
    const result = validateNewBeneficiary({
      memberGender: input.gender || null,
      existing,
      candidate,
      context: 'registration',
      today,
    });
    if (!result.ok) throw refused(result, 400, `beneficiaries.${index}`);
    accepted.push(result.beneficiary);
  });
  return accepted;
}
