import type { FormErrors } from '@mantine/form';
import {
  ADMIN_CONSENT_KEYS,
  type AdminRoleChoice,
  isBirthDate,
  messages,
  registerRequestSchema,
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

/** Spec 5 'Admin registration': the required fields, with the labels the form shows (and the schema names). */
export const REQUIRED_FIELDS: { field: RegisterField; label: string }[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'dob', label: 'Date of birth' },
  { field: 'gender', label: 'Gender' },
  { field: 'civilStatus', label: 'Civil status' },
  { field: 'contactNumber', label: 'Contact number' },
  { field: 'username', label: 'Username' },
  { field: 'email', label: 'Email' },
  { field: 'password', label: 'Password' },
  { field: 'confirmPassword', label: 'Confirm password' },
  { field: 'role', label: 'Role' },
];

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

/** The five consents as the summary names them. */
export const CONSENT_NAMES: Record<ConsentKey, string> = {
  terms: 'Terms and Conditions consent',
  privacy: 'Data Privacy Policy consent',
  processing: 'Personal data processing consent',
  professional: 'Professional responsibility consent',
  security: 'Security obligations consent',
};

/** Every field and consent with its label, in the order a person fills them in. */
export const REGISTER_FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  maidenName: 'Maiden name',
  dob: 'Date of birth',
  gender: 'Gender',
  civilStatus: 'Civil status',
  contactNumber: 'Contact number',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  role: 'Role',
  roleOther: 'Role',
  ...Object.fromEntries(CONSENTS.map((key) => [`consents.${key}`, CONSENT_NAMES[key]])),
};
export const REGISTER_FIELD_ORDER = [...FIELD_ORDER, ...CONSENTS.map((key) => `consents.${key}`)];

/** The form's errors as each field shows them: an unticked consent says it is required. */
export function registerFieldErrors(errors: FormErrors): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message !== 'string') continue;
    const consent = CONSENTS.find((key) => path === `consents.${key}`);
    shown[path] = consent ? requiredMessage(CONSENT_NAMES[consent]) : message;
  }
  return shown;
}

/**
 * Why Register is refused: the summary's message and every wrong field and consent in the order a
 * person fixes them. The message lists what is missing, the consents included ('First name, … and
 * Security obligations consent are required.'); a single problem says its own; otherwise the
 * general one. Null when the form may be sent.
 */
export function registerRefusal(errors: FormErrors): Refusal | null {
  const problems = fieldProblems(registerFieldErrors(errors), REGISTER_FIELD_ORDER, REGISTER_FIELD_LABELS);
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
      ...missing.map(({ label }) => label),
      ...consents.map((key) => CONSENT_NAMES[key]),
    ]);
    // The sentence names every missing field: the list then names them only (issue 23).
    if (named) return { message: named, problems, named: problems.length > 1 };
    message = messages.invalidInput;
  } else if (onlyMissing) {
    message = messages.registrationConsentsRequired;
  } else if (problems.length === 1) {
    message = problems[0]!.message;
  } else {
    message = messages.invalidInput;
  }
  return { message, problems };
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
