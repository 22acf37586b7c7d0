import type { FormErrors } from '@mantine/form';
import {
  type ADMIN_CIVIL_STATUSES,
  type ADMIN_GENDERS,
  type AdminProfileUpdateRequest,
  adminProfileUpdateSchema,
  isBirthDate,
  type MyProfile,
  messages,
  passwordChangeSchema,
} from '@portal/domain';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import type { useProfileTexts } from './texts.ts';

type ProfileTexts = ReturnType<typeof useProfileTexts>;

type AdminGender = (typeof ADMIN_GENDERS)[number];
type AdminCivilStatus = (typeof ADMIN_CIVIL_STATUSES)[number];

/** My Profile's personal information as the form holds it. */
export interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  maidenName: string;
  dob: string;
  gender: AdminGender | '';
  civilStatus: AdminCivilStatus | '';
  contactNumber: string;
}

export function profileValues(profile: MyProfile): ProfileValues {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    maidenName: profile.maidenName ?? '',
    dob: profile.dob,
    gender: profile.gender,
    civilStatus: profile.civilStatus,
    contactNumber: profile.contactNumber,
  };
}

const schemaErrors = domainResolver<ProfileValues>(adminProfileUpdateSchema);

/** The fields in the form's order (the order problems are told). */
export const PROFILE_FIELD_ORDER = [
  'firstName',
  'middleName',
  'lastName',
  'maidenName',
  'dob',
  'gender',
  'civilStatus',
  'contactNumber',
] as const;

/** The fields as the form labels them, in the chosen language. */
export const profileFieldLabels = (t: ProfileTexts['t']): Record<string, string> =>
  Object.fromEntries(PROFILE_FIELD_ORDER.map((name) => [name, t(`fields.${name}`)]));

/**
 * The registration form's rules and messages (adminProfileUpdateSchema), and a date of birth not
 * after today, which the schema cannot know as it reads no clock.
 */
export function profileErrors(values: ProfileValues, today: string): FormErrors {
  const errors = schemaErrors(values);
  if (!errors.dob && values.dob && !isBirthDate(values.dob, today)) errors.dob = messages.adminDobInvalid;
  return errors;
}

/** The PATCH body; only called once the form has no errors. */
export function toProfileRequest(values: ProfileValues): AdminProfileUpdateRequest {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    maidenName: values.maidenName.trim() || null,
    dob: values.dob,
    gender: values.gender as AdminGender,
    civilStatus: values.civilStatus as AdminCivilStatus,
    contactNumber: values.contactNumber.trim(),
  };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordValues: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Change Password's rules: the current one, the policy's message, the confirmation (passwordChangeSchema). */
export const passwordErrors = domainResolver<PasswordValues>(passwordChangeSchema);

/** The password form's fields in its order. */
export const PASSWORD_FIELD_ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The password form's fields as its refusal names them, in the chosen language. */
export const passwordFieldLabels = (t: ProfileTexts['t']): Record<keyof PasswordValues, string> => ({
  currentPassword: t('password.currentPassword'),
  newPassword: t('password.newPassword'),
  confirmPassword: t('password.confirmPassword'),
});
