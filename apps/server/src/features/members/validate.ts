import {
  type AcceptedBeneficiary,
  type ExistingBeneficiary,
  type IsoDate,
  type MemberRegistrationInput,
  type MemberUpdateInput,
  memberRegistrationSchema,
  memberUpdateSchema,
  missingMemberFields,
  requiredFieldsMessage,
  validateMemberRegistration,
  validateMemberUpdate,
  validateNewBeneficiary,
} from '@portal/domain';
import { HttpError } from '../../http/errors.ts';
import { invalidInput, malformed } from './errors.ts';
import { type CheckedImage, checkImage } from './images.ts';
import type { MemberForm } from './multipart.ts';
import { normalizeBeneficiary } from './spouse-order.ts';

const LABEL_TO_FIELD: Record<string, string> = {
  'ID Number': 'idNumber',
  'Last Name': 'lastName',
  'First Name': 'firstName',
  'Middle Name': 'middleName',
  Barangay: 'barangay',
  'Date of Birth': 'dob',
  'Registration Date': 'registrationDate',
  'ID Picture': 'idPicture',
  'E-signature': 'signature',
};

function dataObject(form: MemberForm): Record<string, unknown> {
  const data = form.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw malformed();
  return data as Record<string, unknown>;
}

/** Spec 5's required-fields message ('X is required.', 'X and Y are required.', 'X, Y and Z are required.'). */
function requireFields(data: Record<string, unknown>, form: MemberForm, images: boolean): void {
  const missing = missingMemberFields(
    {
      ...data,
      // The update form has no registration date: it never changes (DECISIONS 25).
      ...(images ? {} : { registrationDate: true }),
      idPicture: form.idPicture !== undefined,
      signature: form.signature !== undefined,
    },
    { images },
  );
  const message = requiredFieldsMessage(missing);
  if (!message) return;
  const fields = Object.fromEntries(missing.map((label) => [LABEL_TO_FIELD[label] ?? label, message]));
  throw new HttpError(400, 'REQUIRED_FIELDS', message, fields);
}

export type ValidRegistration = {
  input: MemberRegistrationInput;
  beneficiaries: AcceptedBeneficiary[];
  idPicture: CheckedImage;
  signature: CheckedImage;
};

/**
 * Everything of a registration that needs no database: required fields, formats, the
 * registration window (domain), the two images by content and size, and each beneficiary row
 * in order against the rows before it (context 'registration').
 */
export function validateRegistration(form: MemberForm, today: IsoDate): ValidRegistration {
  const data = dataObject(form);
  requireFields(data, form, true);
  const raw = Array.isArray(data.beneficiaries)
    ? { ...data, beneficiaries: data.beneficiaries.map(normalizeBeneficiary) }
    : data;
  const parsed = memberRegistrationSchema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error);
  const input = parsed.data;
  const check = validateMemberRegistration({ ...input, idPicture: true, signature: true }, today);
  if (!check.ok) {
    throw new HttpError(
      400,
      check.code,
      check.message,
      check.field ? { [check.field]: check.message } : undefined,
    );
  }
  const idPicture = checkImage('idPicture', form.idPicture!);
  const signature = checkImage('signature', form.signature!);
  return { input, beneficiaries: acceptBeneficiaries(input, today), idPicture, signature };
}

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
    if (!result.ok) {
      const key = `beneficiaries.${index}${result.field ? `.${result.field}` : ''}`;
      throw new HttpError(400, result.code, result.message, { [key]: result.message });
    }
    accepted.push(result.beneficiary);
  });
  return accepted;
}

export type ValidUpdate = { input: MemberUpdateInput; idPicture?: CheckedImage; signature?: CheckedImage };

/** Update Member Information: the profile fields (images optional, same limits). */
export function validateUpdate(form: MemberForm, today: IsoDate): ValidUpdate {
  const data = dataObject(form);
  requireFields(data, form, false);
  const parsed = memberUpdateSchema.safeParse(data);
  if (!parsed.success) throw invalidInput(parsed.error);
  const check = validateMemberUpdate(parsed.data, today);
  if (!check.ok) {
    throw new HttpError(
      400,
      check.code,
      check.message,
      check.field ? { [check.field]: check.message } : undefined,
    );
  }
  return {
    input: parsed.data,
    idPicture: form.idPicture ? checkImage('idPicture', form.idPicture) : undefined,
    signature: form.signature ? checkImage('signature', form.signature) : undefined,
  };
}
