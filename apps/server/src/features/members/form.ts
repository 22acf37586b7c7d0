/**
 * The member form as it arrives over HTTP (multipart `data` JSON + image files) turned into the
 * domain's inputs: `MemberRegistrationInput` / `MemberUpdateInput` and checked images. Only shape
 * and presence are checked here; the rules that need today or the database are the use cases'.
 */
import {
  MEMBER_FIELD_LABELS,
  type MemberRegistrationInput,
  type MemberUpdateInput,
  memberRegistrationSchema,
  memberUpdateSchema,
  missingMemberFieldKeys,
  requiredFieldsMessage,
} from '@portal/domain';
import type { z } from 'zod';
import { HttpError, invalidInput, malformed } from '../../http/errors.ts';
import { type CheckedImage, checkImage } from './images.ts';
import type { MemberForm } from './multipart.ts';

export type RegistrationFiles = { idPicture: CheckedImage; signature: CheckedImage };
export type UpdateFiles = { idPicture?: CheckedImage; signature?: CheckedImage };

function dataObject(form: MemberForm): Record<string, unknown> {
  const data = form.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw malformed();
  return data as Record<string, unknown>;
}

/** Spec 5's required-fields message ('X is required.', 'X and Y are required.', …) under each missing field. */
function requireFields(data: Record<string, unknown>, form: MemberForm, images: boolean): void {
  const missing = missingMemberFieldKeys(
    {
      ...data,
      // The update form has no registration date: it never changes (DECISIONS 25).
      ...(images ? {} : { registrationDate: true }),
      idPicture: form.idPicture !== undefined,
      signature: form.signature !== undefined,
    },
    { images },
  );
  if (missing.length === 0) return;
  const message = requiredFieldsMessage(missing.map((key) => MEMBER_FIELD_LABELS[key]))!;
  throw new HttpError(
    400,
    'REQUIRED_FIELDS',
    message,
    Object.fromEntries(missing.map((key) => [key, message])),
  );
}

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

/** Member Registration's form → the domain input and its two checked images. */
export function registrationFromForm(form: MemberForm): {
  input: MemberRegistrationInput;
  files: RegistrationFiles;
} {
  const data = dataObject(form);
  requireFields(data, form, true);
  const input = parse(memberRegistrationSchema, data);
  return {
    input,
    files: {
      idPicture: checkImage('idPicture', form.idPicture!),
      signature: checkImage('signature', form.signature!),
    },
  };
}

/** Update Member Information's form → the domain input and any replacement images. */
export function updateFromForm(form: MemberForm): { input: MemberUpdateInput; files: UpdateFiles } {
  const data = dataObject(form);
  requireFields(data, form, false);
  const input = parse(memberUpdateSchema, data);
  return {
    input,
    files: {
      idPicture: form.idPicture ? checkImage('idPicture', form.idPicture) : undefined,
      signature: form.signature ? checkImage('signature', form.signature) : undefined,
    },
  };
}
