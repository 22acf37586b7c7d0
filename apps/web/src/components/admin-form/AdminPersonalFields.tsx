import { NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  ADMIN_CIVIL_STATUSES,
  ADMIN_GENDERS,
  ADMIN_TEXT_LIMITS,
  CIVIL_STATUS_LABELS,
  GENDER_LABELS,
} from '@portal/domain';
import { DateField } from '../DateField.tsx';
import { requiredField } from '../required-field.ts';
import { textLimit } from '../text-limit.ts';

/** An administrator's personal information (registration and My Profile share its rules: adminPersonalFields). */
export type AdminPersonalField =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'maidenName'
  | 'dob'
  | 'gender'
  | 'civilStatus';

/** What the form gives one field (Mantine's getInputProps, plus the field's name when the caller sets it). */
export type AdminFieldProps = GetInputPropsReturnType & { name?: string };

const genderOptions = [
  { value: '', label: 'Select gender' },
  ...ADMIN_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
];

const civilStatusOptions = [
  { value: '', label: 'Select civil status' },
  ...ADMIN_CIVIL_STATUSES.map((value) => ({ value, label: CIVIL_STATUS_LABELS[value] })),
];

interface AdminPersonalFieldsProps {
  /** The form's props for each field. */
  field: (name: AdminPersonalField) => AdminFieldProps;
  /** The latest date of birth the picker offers (Manila's today). */
  today: string;
}

/**
 * First name, Middle name, Last name, Maiden name, Date of birth, Gender and Civil status, in that
 * order, for the caller's grid: the registration form's Personal Information and My Profile.
 */
export function AdminPersonalFields({ field, today }: AdminPersonalFieldsProps) {
  /** A name field with its maximum shown under it. */
  const named = (name: 'firstName' | 'middleName' | 'lastName' | 'maidenName') => {
    const props = field(name);
    return { ...props, ...textLimit(String(props.value ?? ''), ADMIN_TEXT_LIMITS[name]) };
  };
  return (
    <>
      <TextInput label="First name" autoComplete="given-name" {...requiredField} {...named('firstName')} />
      <TextInput label="Middle name" autoComplete="additional-name" {...named('middleName')} />
      <TextInput label="Last name" autoComplete="family-name" {...requiredField} {...named('lastName')} />
      <TextInput label="Maiden name" {...named('maidenName')} />
      <DateField
        label="Date of birth"
        max={today}
        {...requiredField}
        {...field('dob')}
        value={String(field('dob').value ?? '')}
      />
      <NativeSelect label="Gender" data={genderOptions} {...requiredField} {...field('gender')} />
      <NativeSelect
        label="Civil status"
        data={civilStatusOptions}
        {...requiredField}
        {...field('civilStatus')}
      />
    </>
  );
}

/** The administrator's contact number (the registration form's Account Information and My Profile). */
export function AdminContactNumberField(props: AdminFieldProps) {
  return (
    <TextInput
      label="Contact number"
      type="tel"
      placeholder="+63 9XX XXX XXXX"
      autoComplete="tel"
      {...requiredField}
      {...props}
    />
  );
}
