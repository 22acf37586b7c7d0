import {
  ADMIN_CONSENT_KEYS,
  type AdminRoleChoice,
  CONTACT_NUMBER_PATTERN,
  isIsoDate,
  meetsPasswordPolicy,
  messages,
  requiredFieldsMessage,
  USERNAME_PATTERN,
} from '@portal/domain';
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

/** Spec 5 'Admin registration': the required fields, with the labels the form shows. */
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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks of one field beyond "required", given inline once the person leaves the field and
 * again when Register is pressed; the same rules the server's schema applies.
 */
export const FIELD_CHECKS: Partial<
  Record<RegisterField, (values: RegisterValues, today: string) => string | null>
> = {
  dob: ({ dob }, today) =>
    dob && (!isIsoDate(dob) || dob < '1900-01-01' || dob > today) ? messages.adminDobInvalid : null,
  contactNumber: ({ contactNumber }) =>
    contactNumber.trim() && !CONTACT_NUMBER_PATTERN.test(contactNumber.trim())
      ? messages.contactNumberInvalid
      : null,
  username: ({ username }) =>
    username.trim() && !USERNAME_PATTERN.test(username.trim()) ? messages.usernameInvalid : null,
  email: ({ email }) => (email.trim() && !EMAIL_SHAPE.test(email.trim()) ? messages.emailInvalid : null),
  password: ({ password }) =>
    password && !meetsPasswordPolicy(password) ? messages.registrationPasswordPolicy : null,
  confirmPassword: ({ password, confirmPassword }) =>
    confirmPassword && confirmPassword !== password ? messages.passwordsDoNotMatch : null,
  roleOther: ({ role, roleOther }) =>
    role === 'other' && !roleOther.trim() ? messages.registrationRoleOtherRequired : null,
};

export interface RegisterCheck {
  /** The first problem, shown in the form's alert; null when the form may be sent. */
  message: string | null;
  /** Fields to mark as invalid. */
  invalid: RegisterField[];
}

/** The checks run when Register is pressed, in the order a person would fix them. */
export function checkRegistration(values: RegisterValues, today: string): RegisterCheck {
  const missing = REQUIRED_FIELDS.filter(({ field }) => !String(values[field]).trim());
  if (missing.length > 0) {
    return {
      message: requiredFieldsMessage(missing.map(({ label }) => label)),
      invalid: missing.map(({ field }) => field),
    };
  }
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    const problem = check(values, today);
    if (problem) return { message: problem, invalid: [field as RegisterField] };
  }
  if (!CONSENTS.every((key) => values.consents[key])) {
    return { message: messages.registrationConsentsRequired, invalid: [] };
  }
  return { message: null, invalid: [] };
}

/** The request body; only called once checkRegistration passed. */
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
