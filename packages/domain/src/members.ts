/** Members: required fields, duplicates, names, QR payloads and images (spec 3, 5; DECISIONS 8, 21). */
import { ID_PICTURE_MAX_BYTES, SENIOR_AGE, SIGNATURE_MAX_BYTES } from './constants.ts';
import { ageOn, type IsoDate, isBirthDate } from './dates.ts';
import { isImportedRegistrationDateAllowed, isRegistrationDateAllowed } from './membership.ts';
import { messages } from './messages.ts';
import { isKnownBarangay } from './place/index.ts';
import { isReferenceNumber } from './reference.ts';
import { requiredFieldsMessage } from './required-fields.ts';
import { retentionMessages } from './retention-messages.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const CIVIL_STATUSES = ['single', 'married', 'widowed', 'separated', 'divorced'] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];
export const CIVIL_STATUS_LABELS: Record<CivilStatus, string> = {
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
  separated: 'Separated',
  divorced: 'Divorced',
};

/** Member registration's required fields with their labels, in the order the message lists them (spec 5). */
export const MEMBER_REQUIRED_FIELDS = [
  { key: 'idNumber', label: 'ID Number' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'firstName', label: 'First Name' },
  { key: 'middleName', label: 'Middle Name' },
  { key: 'barangay', label: 'Barangay' },
  { key: 'dob', label: 'Date of Birth' },
  { key: 'registrationDate', label: 'Registration Date' },
  { key: 'idPicture', label: 'ID Picture' },
  { key: 'signature', label: 'E-signature' },
] as const;
export type MemberRequiredField = (typeof MEMBER_REQUIRED_FIELDS)[number]['key'];

/** What Generate QR Code needs (spec 5). */
export const QR_REQUIRED_FIELDS = [
  { key: 'idNumber', label: 'ID Number' },
  { key: 'referenceNumber', label: 'Reference Number' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'firstName', label: 'First Name' },
  { key: 'middleName', label: 'Middle Name' },
  { key: 'barangay', label: 'Barangay' },
  { key: 'dob', label: 'Date of Birth' },
  { key: 'registrationDate', label: 'Registration Date' },
] as const;
export type QrRequiredField = (typeof QR_REQUIRED_FIELDS)[number]['key'];

/** Blank: absent, null, false, or a string of only spaces. A File or any other value counts as given. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  return typeof value === 'string' && value.trim().length === 0;
}

/**
 * The missing required fields, in spec order. On the update form the images are optional
 * (`{ images: false }`).
 */
export function missingMemberFieldKeys(
  values: Partial<Record<MemberRequiredField, unknown>>,
  options: { images?: boolean } = {},
): MemberRequiredField[] {
  const images = options.images ?? true;
  return MEMBER_REQUIRED_FIELDS.filter(
    (f) => (images || (f.key !== 'idPicture' && f.key !== 'signature')) && isBlank(values[f.key]),
  ).map((f) => f.key);
}

/** Each required field's label, as the messages name it. */
export const MEMBER_FIELD_LABELS = Object.fromEntries(
  MEMBER_REQUIRED_FIELDS.map((f) => [f.key, f.label]),
) as Record<MemberRequiredField, string>;

/** Labels of the missing required fields, in spec order. */
export function missingMemberFields(
  values: Partial<Record<MemberRequiredField, unknown>>,
  options: { images?: boolean } = {},
): string[] {
  return missingMemberFieldKeys(values, options).map((key) => MEMBER_FIELD_LABELS[key]);
}

/** '{field} is required.' / '{a} and {b} are required.' / 'a, b and c are required.', or null. */
export function memberRequiredFieldsMessage(
  values: Partial<Record<MemberRequiredField, unknown>>,
  options: { images?: boolean } = {},
): string | null {
  return requiredFieldsMessage(missingMemberFields(values, options));
}

export function missingQrFields(values: Partial<Record<QrRequiredField, unknown>>): string[] {
  return QR_REQUIRED_FIELDS.filter((f) => isBlank(values[f.key])).map((f) => f.label);
}

export interface MemberRegistrationValues extends Partial<Record<MemberRequiredField, unknown>> {
  dob?: string | null;
  registrationDate?: string | null;
  barangay?: string | null;
}

export type MemberRegistrationCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'REQUIRED_FIELDS' | 'INVALID_FIELD' | 'REGISTRATION_DATE_OUT_OF_WINDOW';
      message: string;
      field?: string;
    };

/**
 * The form-level checks of member registration (spec 5), before the uniqueness checks that
 * need the database: required fields, a real dob from 1900-01-01 to today, a listed barangay,
 * and a registration date between one year ago and today (DECISIONS 6).
 */
export function validateMemberRegistration(
  values: MemberRegistrationValues,
  today: IsoDate,
  options: { images?: boolean } = {},
): MemberRegistrationCheck {
  const missing = memberRequiredFieldsMessage(values, options);
  if (missing) return { ok: false, code: 'REQUIRED_FIELDS', message: missing };
  const common = checkMemberFields(values, today);
  if (!common.ok) return common;
  if (!isRegistrationDateAllowed((values.registrationDate ?? '').trim(), today)) {
    return {
      ok: false,
      code: 'REGISTRATION_DATE_OUT_OF_WINDOW',
      message: messages.registrationDateOutOfWindow,
      field: 'registrationDate',
    };
  }
  return { ok: true };
}

/**
 * An imported member (DECISIONS 38): the registration rules, except that the images may be missing
 * and the registration date may be any day from 2000-01-01 to today (the records exist on paper).
 */
export function validateMemberImport(
  values: MemberRegistrationValues,
  today: IsoDate,
): MemberRegistrationCheck {
  const missing = memberRequiredFieldsMessage(values, { images: false });
  if (missing) return { ok: false, code: 'REQUIRED_FIELDS', message: missing };
  const common = checkMemberFields(values, today);
  if (!common.ok) return common;
  if (!isImportedRegistrationDateAllowed((values.registrationDate ?? '').trim(), today)) {
    return {
      ok: false,
      code: 'REGISTRATION_DATE_OUT_OF_WINDOW',
      message: messages.importRegistrationDateOutOfRange,
      field: 'registrationDate',
    };
  }
  return { ok: true };
}

/** A real dob from 1900-01-01 to today and a listed barangay (registration and update alike). */
function checkMemberFields(values: MemberRegistrationValues, today: IsoDate): MemberRegistrationCheck {
  if (!isBirthDate((values.dob ?? '').trim(), today)) {
    return { ok: false, code: 'INVALID_FIELD', message: messages.invalidInput, field: 'dob' };
  }
  if (!isKnownBarangay((values.barangay ?? '').trim())) {
    return { ok: false, code: 'INVALID_FIELD', message: messages.invalidInput, field: 'barangay' };
  }
  return { ok: true };
}

/**
 * The form-level checks of Update Member Information: the required fields (the images are
 * optional and the registration date never changes, DECISIONS 25), a real dob from 1900-01-01
 * to today, and a listed barangay.
 */
export function validateMemberUpdate(
  values: Omit<MemberRegistrationValues, 'registrationDate' | 'idPicture' | 'signature'>,
  today: IsoDate,
): MemberRegistrationCheck {
  const missing = memberRequiredFieldsMessage({ ...values, registrationDate: true }, { images: false });
  if (missing) return { ok: false, code: 'REQUIRED_FIELDS', message: missing };
  return checkMemberFields(values, today);
}

export interface MemberIdentity {
  lastName: string;
  firstName: string;
  middleName?: string | null;
  dob: IsoDate;
  barangay: string;
}

/** How names are compared by the duplicate rule: trimmed and lower-cased (SQL `lower(trim(x))`). */
export const foldName = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * The parts of the "same name, birthdate and address" duplicate rule (DECISIONS 8; archived
 * members included by the caller) — the one definition of the rule: last, first and middle name
 * trimmed and case-insensitive (`foldName`), the dob, and the barangay as stored (it is always
 * one of the city's listed names, spelled exactly, so it needs no folding).
 *
 * The server's duplicate check compares these values with `lower(trim(column))`, and the unique
 * index `members_duplicate_key_idx` (apps/server/src/db/schema, migration 0000_init) mirrors them:
 * (lower(trim(last_name)), lower(trim(first_name)), lower(trim(middle_name)), dob, barangay).
 * Change all three together.
 */
export function memberDuplicateKeyParts(m: MemberIdentity): {
  lastName: string;
  firstName: string;
  middleName: string;
  dob: IsoDate;
  barangay: string;
} {
  return {
    lastName: foldName(m.lastName),
    firstName: foldName(m.firstName),
    middleName: foldName(m.middleName),
    dob: m.dob.trim(),
    barangay: m.barangay.trim(),
  };
}

/** The duplicate rule's key as one string: two members are duplicates when their keys are equal. */
export function memberDuplicateKey(m: MemberIdentity): string {
  const p = memberDuplicateKeyParts(m);
  return [p.lastName, p.firstName, p.middleName, p.dob, p.barangay].join('|');
}

/**
 * What the ID-number key leaves out (DECISIONS 40): white space, dashes (every Unicode dash and the
 * minus sign), dots, slashes, and invisible characters (zero-width U+200B–200D, U+2060, U+FEFF, the
 * soft hyphen). Written out character by character so that migration 0004 can use the same class
 * in PostgreSQL (keep them equal).
 */
export const ID_NUMBER_KEY_IGNORED =
  /[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\-\u058A\u05BE\u1400\u1806\u2010-\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D.\u3002\uFF0E/\\\u2044\u2215\uFF0F\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/**
 * The key ID numbers are compared on (DECISIONS 40; duplicates and the unique index
 * members_id_number_key_idx): Unicode NFKC (full-width letters and digits become ASCII), case-folded,
 * without spaces, dashes, dots, slashes and invisible characters. 'ID-12 345', 'id12345',
 * 'ＩＤ１２３４５' and 'ID\u200B12345' all have the key 'id12345'. The member keeps the ID number as
 * typed; only the key is compared.
 */
export function idNumberKey(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    // Case folding maps the final sigma to σ; toLowerCase keeps it final.
    .replace(/ς/g, 'σ')
    .normalize('NFKC');
  return folded.replace(ID_NUMBER_KEY_IGNORED, '');
}

export interface MemberNames {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
}

/**
 * 'First Middle Last Suffix', skipping blank parts. A member whose personal data was removed (issue 27
 * item 5: every name blank) reads 'Removed member'.
 */
export function memberFullName(m: MemberNames): string {
  const name = [m.firstName, m.middleName, m.lastName, m.suffix]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
  return name || retentionMessages.removedMemberName;
}

/**
 * 'Last, First Middle Suffix': the name as the lists sorted by name (last, first, middle; DECISIONS)
 * show it, so the order reads from the first word (issue 23).
 */
export function memberNameLastFirst(m: MemberNames): string {
  const rest = [m.firstName, m.middleName, m.suffix]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
  const last = m.lastName.trim();
  if (!last && !rest) return retentionMessages.removedMemberName;
  return rest ? `${last}, ${rest}` : last;
}

/** The 'Senior Citizen' tag: 60 or over on that day. */
export function isSeniorCitizen(dob: IsoDate, today: IsoDate): boolean {
  return ageOn(dob, today) >= SENIOR_AGE;
}

/** What the member QR code encodes (DECISIONS 21). */
export function qrPayloadUrl(publicUrl: string, referenceNumber: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/scan?ref=${encodeURIComponent(referenceNumber)}`;
}

/** The JSON payload the scanner also accepts (spec 3). */
export function qrPayloadJson(referenceNumber: string, id: string): string {
  return JSON.stringify({ ref: referenceNumber, id, type: 'member' });
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The reference number in a scanned QR text (spec 2 QR Scanner; DECISIONS 21): a URL with a
 * `ref` query parameter, the JSON payload {"ref", "id", "type": "member"}, or a bare reference
 * number. Null when there is none (→ messages.scanInvalidFormat).
 */
export function parseScannedReference(text: string): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length === 0) return null;
  if (trimmed.startsWith('{')) {
    try {
      const payload: unknown = JSON.parse(trimmed);
      if (typeof payload !== 'object' || payload === null) return null;
      const { ref, type } = payload as { ref?: unknown; type?: unknown };
      if (type !== undefined && type !== 'member') return null;
      return typeof ref === 'string' && ref.trim().length > 0 ? ref.trim() : null;
    } catch {
      return null;
    }
  }
  const query = /[?&]ref=([^&#]*)/.exec(trimmed);
  if (query) {
    const ref = decode(query[1] ?? '')?.trim() ?? '';
    return ref.length > 0 ? ref : null;
  }
  return isReferenceNumber(trimmed) ? trimmed : null;
}

export type MemberImageKind = 'idPicture' | 'signature';
export type ImageType = 'png' | 'jpeg';

export const MEMBER_IMAGE_MAX_BYTES: Record<MemberImageKind, number> = {
  idPicture: ID_PICTURE_MAX_BYTES,
  signature: SIGNATURE_MAX_BYTES,
};

/** PNG or JPEG by the file's first bytes (names and declared types can lie). */
export function detectImageType(head: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

/** The message for an unacceptable ID picture or signature (PNG/JPG; 5MB / 2MB), or null. */
export function memberImageProblem(
  kind: MemberImageKind,
  file: { size: number; head: Uint8Array },
): string | null {
  if (detectImageType(file.head) === null) return messages.imageWrongType;
  if (file.size > MEMBER_IMAGE_MAX_BYTES[kind]) {
    return kind === 'idPicture' ? messages.idPictureTooLarge : messages.signatureTooLarge;
  }
  return null;
}
