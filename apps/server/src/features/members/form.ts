/**
 * The member form as it arrives over HTTP (multipart `data` JSON + image files) turned into the
 * domain's inputs: `MemberRegistrationInput` or `MemberUpdateChanges`, and checked images. Only
 * shape and presence are checked here; the rules that need today, the member's current values or
 * the database are the use cases'.
 */
import {
  MEMBER_FIELD_LABELS,
  MEMBER_UPDATE_FIELDS,
  type MemberRegistrationInput,
  type MemberRequiredField,
  type MemberUpdateChanges,
  memberRegistrationSchema,
  missingMemberFieldKeys,
  requiredFieldsMessage,
} from '@portal/domain';
import { HttpError, malformed, parseOrRefuse } from '../../http/errors.ts';
import { type CheckedImage, checkImage } from './images.ts';
import type { MemberForm } from './multipart.ts';

export type RegistrationFiles = { idPicture: CheckedImage; signature: CheckedImage };
export type UpdateFiles = { idPicture?: CheckedImage; signature?: CheckedImage };

function dataObject(form: MemberForm): Record<string, unknown> {
  const data = form.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw malformed();
  return data as Record<string, unknown>;
}

/**
 * Spec 5's required-fields message ('X is required.', 'X and Y are required.', …) under each missing
 * field. Without `images` the ID picture, signature and registration date are not asked for (the
 * update form: images optional, the registration date never changes).
 */
export function requireMemberFields(
  values: Partial<Record<MemberRequiredField, unknown>>,
  options: { images: boolean },
): void {
  const given = options.images ? values : { ...values, registrationDate: true };
  const missing = missingMemberFieldKeys(given, options);
  if (missing.length === 0) return;
  const message = requiredFieldsMessage(missing.map((key) => MEMBER_FIELD_LABELS[key]))!;
  throw new HttpError(
    400,
    'REQUIRED_FIELDS',
    message,
    Object.fromEntries(missing.map((key) => [key, message])),
  );
}

/** Member Registration's form → the domain input and its two checked images. */
export function registrationFromForm(form: MemberForm): {
  input: MemberRegistrationInput;
  files: RegistrationFiles;
} {
  const data = dataObject(form);
  requireMemberFields(
    { ...data, idPicture: form.idPicture !== undefined, signature: form.signature !== undefined },
    { images: true },
  );
  const input = parseOrRefuse(memberRegistrationSchema, data);
  return {
    input,
    files: {
      idPicture: checkImage('idPicture', form.idPicture!),
      signature: checkImage('signature', form.signature!),
    },
  };
}

/**
 * Update Member Information's form → the fields it names (a partial update changes only those,
 * DECISIONS 41) and any replacement images. An update that names nothing and sends no file is refused.
 */
export function updateFromForm(form: MemberForm): { changes: MemberUpdateChanges; files: UpdateFiles } {
  const data = dataObject(form);
  const changes: MemberUpdateChanges = {};
  for (const field of MEMBER_UPDATE_FIELDS) if (field in data) changes[field] = data[field];
  const files = {
    idPicture: form.idPicture ? checkImage('idPicture', form.idPicture) : undefined,
    signature: form.signature ? checkImage('signature', form.signature) : undefined,
  };
  if (Object.keys(changes).length === 0 && !files.idPicture && !files.signature) throw malformed();
  return { changes, files };
}
