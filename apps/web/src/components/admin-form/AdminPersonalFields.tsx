import { NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ADMIN_CIVIL_STATUSES, ADMIN_GENDERS, ADMIN_TEXT_LIMITS } from '@portal/domain';
import { useAdminTexts } from '../../lib/i18n/admin-texts.ts';
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
  const { t } = useAdminTexts();
  const genderOptions = [
    { value: '', label: t('adminFields.selectGender') },
    ...ADMIN_GENDERS.map((value) => ({ value, label: t(`adminFields.genders.${value}`) })),
  ];
  const civilStatusOptions = [
    { value: '', label: t('adminFields.selectCivilStatus') },
    ...ADMIN_CIVIL_STATUSES.map((value) => ({ value, label: t(`adminFields.civilStatuses.${value}`) })),
  ];
  /** A name field with its maximum shown under it. */
  const named = (name: 'firstName' | 'middleName' | 'lastName' | 'maidenName') => {
    const props = field(name);
    return { ...props, ...textLimit(String(props.value ?? ''), ADMIN_TEXT_LIMITS[name]) };
  };
  return (
    <>
      <TextInput
        label={t('adminFields.firstName')}
        autoComplete="given-name"
        {...requiredField}
        {...named('firstName')}
      />
      <TextInput
        label={t('adminFields.middleName')}
        autoComplete="additional-name"
        {...named('middleName')}
      />
      <TextInput
        label={t('adminFields.lastName')}
        autoComplete="family-name"
        {...requiredField}
        {...named('lastName')}
      />
      <TextInput label={t('adminFields.maidenName')} {...named('maidenName')} />
      <DateField
        label={t('adminFields.dob')}
        max={today}
        {...requiredField}
        {...field('dob')}
        value={String(field('dob').value ?? '')}
      />
      <NativeSelect
        label={t('adminFields.gender')}
        data={genderOptions}
        {...requiredField}
        {...field('gender')}
      />
      <NativeSelect
        label={t('adminFields.civilStatus')}
        data={civilStatusOptions}
        {...requiredField}
        {...field('civilStatus')}
      />
    </>
  );
}

/** The administrator's contact number (the registration form's Account Information and My Profile). */
export function AdminContactNumberField(props: AdminFieldProps) {
  const { t } = useAdminTexts();
  return (
    <TextInput
      label={t('adminFields.contactNumber')}
      type="tel"
      placeholder={t('adminFields.contactNumberPlaceholder')}
      autoComplete="tel"
      {...requiredField}
      {...props}
    />
  );
}
