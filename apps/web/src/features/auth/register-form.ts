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
import { domainResolver, firstError } from '../../lib/forms/domain-resolver.ts';
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

export interface RegisterRefusal {
  /** Shown in the form's alert. */
  message: string;
  /** Fields to mark as invalid. */
  invalid: RegisterField[];
}

/**
 * Why Register is refused, in the order a person would fix it: the missing fields together, then
 * the first field's problem from the top, then the consents. Null when the form may be sent.
 */
export function registerRefusal(errors: FormErrors): RegisterRefusal | null {
  const missing = REQUIRED_FIELDS.filter(({ field }) => isRequiredError(field, errors[field]));
  if (missing.length > 0) {
    return {
      message: requiredFieldsMessage(missing.map(({ label }) => label)) ?? messages.invalidInput,
      invalid: missing.map(({ field }) => field),
    };
  }
  const problem = firstError(errors, FIELD_ORDER);
  if (problem) return { message: problem.message, invalid: [problem.path as RegisterField] };
  const consents = firstError(errors);
  return consents ? { message: consents.message, invalid: [] } : null;
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
