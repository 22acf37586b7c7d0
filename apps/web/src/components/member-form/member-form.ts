/** The member profile fields as the registration and update forms hold them, and their request shape. */
import {
  CIVIL_STATUSES,
  type CivilStatus,
  GENDERS,
  type Gender,
  MEMBER_REQUIRED_FIELDS,
  type MemberLanguage,
  type MemberRequiredField,
  type MemberUpdateRequest,
  missingMemberFields,
  place,
  type ReminderConsent,
  reachLabels,
  requiredMessage,
} from '@portal/domain';
import type { MemberTexts } from '../../lib/i18n/member-texts.ts';

export interface MemberFormValues {
  idNumber: string;
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string;
  maidenName: string;
  houseStreet: string;
  barangay: string;
  gender: Gender | '';
  civilStatus: CivilStatus | '';
  phoneNumber: string;
  dob: string;
  /** May the program send reminders (DECISIONS 43), in which language, to which e-mail address. */
  reminderConsent: ReminderConsent;
  language: MemberLanguage;
  email: string;
}

export type MemberFormField = keyof MemberFormValues;

export const emptyMemberForm: MemberFormValues = {
  idNumber: '',
  lastName: '',
  firstName: '',
  middleName: '',
  suffix: '',
  maidenName: '',
  houseStreet: '',
  barangay: '',
  gender: '',
  civilStatus: '',
  phoneNumber: '',
  dob: '',
  reminderConsent: 'none',
  language: 'en',
  email: '',
};

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The profile fields of POST /api/members and PATCH /api/members/:id, as the domain's schema reads them. */
export function toMemberFieldsRequest(values: MemberFormValues): MemberUpdateRequest {
  return {
    idNumber: values.idNumber.trim(),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    suffix: optional(values.suffix),
    maidenName: optional(values.maidenName),
    houseStreet: optional(values.houseStreet),
    barangay: values.barangay,
    gender: values.gender,
    civilStatus: values.civilStatus,
    phoneNumber: optional(values.phoneNumber),
    dob: values.dob,
    reminderConsent: values.reminderConsent,
    language: values.language,
    email: optional(values.email),
  };
}

export const barangayOptions = ({ t }: MemberTexts) => [
  { value: '', label: t('form.selectBarangay') },
  ...place.barangays.map((name) => ({ value: name, label: name })),
];

export const genderOptions = ({ t }: MemberTexts) => [
  { value: '', label: t('form.selectGender') },
  ...GENDERS.map((value) => ({ value, label: t(`labels.gender.${value}`) })),
];

export const civilStatusOptions = ({ t }: MemberTexts) => [
  { value: '', label: t('form.selectCivilStatus') },
  ...CIVIL_STATUSES.map((value) => ({ value, label: t(`labels.civilStatus.${value}`) })),
];

/** The form keys of the required fields the domain finds missing (to outline them). */
export function missingFieldKeys(
  values: Partial<Record<MemberRequiredField, unknown>>,
  options: { images?: boolean } = {},
): string[] {
  const missing = missingMemberFields(values, options);
  return MEMBER_REQUIRED_FIELDS.filter((field) => missing.includes(field.label)).map((field) => field.key);
}

/** Every field of the member forms as the screen labels it, in the forms' order (the order problems are told). */
export const MEMBER_FORM_FIELD_LABELS: Record<string, string> = {
  idNumber: 'ID Number',
  lastName: 'Last Name',
  firstName: 'First Name',
  middleName: 'Middle Name',
  suffix: 'Suffix',
  maidenName: 'Maiden Name',
  houseStreet: 'House No./Street',
  barangay: 'Barangay',
  gender: 'Gender',
  civilStatus: 'Civil Status',
  dob: 'Date of Birth',
  phoneNumber: 'Phone Number',
  reminderConsent: reachLabels.consentLabel,
  language: reachLabels.languageLabel,
  email: reachLabels.emailLabel,
  idPicture: 'ID Picture',
  signature: 'E-signature',
  registrationDate: 'Registration Date',
};

export const MEMBER_FIELD_ORDER = Object.keys(MEMBER_FORM_FIELD_LABELS);

/**
 * Each missing required field with its own message ('Last Name is required.'), for the fields the
 * domain finds missing; the summary keeps the domain's one sentence for all of them.
 */
export function missingFieldErrors(
  values: Partial<Record<MemberRequiredField, unknown>>,
  options: { images?: boolean } = {},
): Record<string, string> {
  return Object.fromEntries(
    missingFieldKeys(values, options).map((key) => [
      key,
      requiredMessage(MEMBER_FORM_FIELD_LABELS[key] ?? key),
    ]),
  );
}
