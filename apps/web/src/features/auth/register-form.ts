import type { FormErrors } from '@mantine/form';
import {
  ADMIN_CONSENT_KEYS,
  type AdminRoleChoice,
  adminText,
  isBirthDate,
  messages,
  publicText,
  registerRequestSchema,
  registerText,
  registrationCrossFieldProblems,
  requiredFieldsMessage,
  requiredMessage,
} from '@portal/domain';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import { fieldProblems, type Refusal } from '../../lib/forms/refusal.ts';
import type { CivilStatus, Gender, RegisterAdminInput } from './api/register-admin.ts';

export const CONSENTS = ADMIN_CONSENT_KEYS;
export type ConsentKey = (typeof CONSENTS)[number];

export interface RegisterValues {
  firstName: string;
  middleName: string;
  lastName: string;
  maidenName: string;
  dob: string;
  gender: Gender | '';
  civilStatus: CivilStatus | '';
  contactNumber: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: AdminRoleChoice | '';
  roleOther: string;
  consents: Record<ConsentKey, boolean>;
}

export type RegisterField = Exclude<keyof RegisterValues, 'consents'>;

export const initialRegisterValues: RegisterValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  maidenName: '',
  dob: '',
  gender: '',
  civilStatus: '',
  contactNumber: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: '',
  roleOther: '',
  consents: { terms: false, privacy: false, processing: false, professional: false, security: false },
};

/** The fields in the order a person fills them in (and fixes them): the first problem is told first. */
const FIELD_ORDER: readonly RegisterField[] = [
  'firstName',
  'middleName',
  'lastName',
  'maidenName',
  'dob',
  'gender',
  'civilStatus',
  'contactNumber',
  'username',
  'email',
  'password',
  'confirmPassword',
  'role',
  'roleOther',
];

const schemaErrors = domainResolver<RegisterValues>(registerRequestSchema);

/**
 * The form's errors, keyed by field ('consents.terms' for a consent): the domain's registration
 * schema, its checks across fields (run whatever the other fields hold, so a mismatched
 * confirmation shows as soon as it is left), and a birth date not after today, which the schema
 * cannot know as it reads no clock.
 */
export function registerErrors(values: RegisterValues, today: string): FormErrors {
  const errors: FormErrors = { ...schemaErrors(values), ...registrationCrossFieldProblems(values) };
  if (!errors.dob && values.dob && !isBirthDate(values.dob, today)) errors.dob = messages.adminDobInvalid;
  return errors;
}

/** Whether an error only says the field is empty ('{label} is required.'). */
function isRequiredError(field: string, error: unknown): boolean {
  const required = REQUIRED_FIELDS.find((f) => f.field === field);
  return required !== undefined && error === requiredMessage(required.label);
}

/**
 * A field's own problem, told inline once the person has left the field: a wrong value, never
 * emptiness (missing fields are listed together when Register is pressed).
 */
export function fieldProblem(errors: FormErrors, field: RegisterField): string | null {
  const error = errors[field];
  return typeof error === 'string' && !isRequiredError(field, error) ? error : null;
}

/** Where the form's labels come from, in one language: the catalogues' texts of its fields and consents. */
export interface RegisterLabelTexts {
  adminFields: Readonly<Record<'firstName' | 'middleName' | 'lastName' | 'maidenName' | 'dob', string>> &
    Readonly<Record<'gender' | 'civilStatus' | 'contactNumber', string>>;
  account: Readonly<Record<'username' | 'email' | 'password' | 'confirmPassword' | 'role', string>>;
  consentNames: Readonly<Record<ConsentKey, string>>;
}

/** Every field and consent with its label ('consents.terms': the consent's name), in one language. */
export function registerFieldLabels({ adminFields, account, consentNames }: RegisterLabelTexts) {
  const labels: Record<string, string> = {
    firstName: adminFields.firstName,
    middleName: adminFields.middleName,
    lastName: adminFields.lastName,
    maidenName: adminFields.maidenName,
    dob: adminFields.dob,
    gender: adminFields.gender,
    civilStatus: adminFields.civilStatus,
    contactNumber: adminFields.contactNumber,
    username: account.username,
    email: account.email,
    password: account.password,
    confirmPassword: account.confirmPassword,
    role: account.role,
    roleOther: account.role,
  };
  for (const key of CONSENTS) labels[`consents.${key}`] = consentNames[key];
  return labels;
}

/**
 * The labels in English: the words of the spec's messages ('First name is required.', '… and Security
 * obligations consent are required.'), which the domain's schema writes with them.
 */
export const REGISTER_FIELD_LABELS: Readonly<Record<string, string>> = registerFieldLabels({
  adminFields: adminText.adminFields,
  account: publicText.register,
  consentNames: registerText.consents.names,
});

/** The fields a person may leave empty (spec 5; 'Please specify your role' is asked for with 'Other' only). */
const OPTIONAL_FIELDS: ReadonlySet<RegisterField> = new Set(['middleName', 'maidenName', 'roleOther']);

/** Spec 5 'Admin registration': the required fields, with their English labels (the schema names them). */
export const REQUIRED_FIELDS: { field: RegisterField; label: string }[] = FIELD_ORDER.filter(
  (field) => !OPTIONAL_FIELDS.has(field),
).map((field) => ({ field, label: REGISTER_FIELD_LABELS[field]! }));

export const REGISTER_FIELD_ORDER = [...FIELD_ORDER, ...CONSENTS.map((key) => `consents.${key}`)];

/** Leaves a text as it is (English). */
const asIs = (text: string) => text;

/**
 * The form's errors as each field shows them, in the language of `labels` and `tr` (English when
 * left out): an empty field or unticked consent says it is required, by its label there; any other
 * message of the catalogues through `tr`.
 */
export function registerFieldErrors(
  errors: FormErrors,
  labels: Readonly<Record<string, string>> = REGISTER_FIELD_LABELS,
  tr: (text: string) => string = asIs,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message !== 'string') continue;
    const required = path.startsWith('consents.') || isRequiredError(path, message);
    shown[path] = tr(required ? requiredMessage(labels[path] ?? path) : message);
  }
  return shown;
}

/**
 * Why Register is refused: the summary's message and every wrong field and consent in the order a
 * person fixes them. The message lists what is missing, the consents included ('First name, … and
 * Security obligations consent are required.'); a single problem says its own; otherwise the
 * general one. Null when the form may be sent. In another language, `labels` and `tr` of that
 * language ('Kailangan ang Pangalan, … at Pahintulot sa mga obligasyon sa seguridad.').
 */
export function registerRefusal(
  errors: FormErrors,
  labels: Readonly<Record<string, string>> = REGISTER_FIELD_LABELS,
  tr: (text: string) => string = asIs,
): Refusal | null {
  const problems = fieldProblems(registerFieldErrors(errors, labels, tr), REGISTER_FIELD_ORDER, labels);
  if (problems.length === 0) return null;
  const missing = REQUIRED_FIELDS.filter(({ field }) => isRequiredError(field, errors[field]));
  const consents = CONSENTS.filter((key) => errors[`consents.${key}`]);
  const missingPaths = new Set<string>([
    ...missing.map(({ field }) => field),
    ...consents.map((key) => `consents.${key}`),
  ]);
  const onlyMissing = problems.every((problem) => missingPaths.has(problem.path));
  let message: string;
  if (onlyMissing && missing.length > 0) {
    const named = requiredFieldsMessage([
      ...missing.map(({ field }) => labels[field] ?? field),
      ...consents.map((key) => labels[`consents.${key}`] ?? key),
    ]);
    // The sentence names every missing field: the list then names them only (issue 23).
    if (named) return { message: tr(named), problems, named: problems.length > 1 };
    message = messages.invalidInput;
  } else if (onlyMissing) {
    message = messages.registrationConsentsRequired;
  } else if (problems.length === 1) {
    message = problems[0]!.message;
  } else {
    message = messages.invalidInput;
  }
  return { message: tr(message), problems };
}

/** The request body; only called once the form has no errors. */
export function toRegisterInput(values: RegisterValues): RegisterAdminInput {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    middleName: optional(values.middleName),
    maidenName: optional(values.maidenName),
    dob: values.dob,
    gender: values.gender as Gender,
    civilStatus: values.civilStatus as CivilStatus,
    contactNumber: values.contactNumber.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    role: values.role as AdminRoleChoice,
    roleOther: values.role === 'other' ? values.roleOther.trim() : undefined,
    consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
  };
}
