import { NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  ageOn,
  type CivilStatus,
  completeAddress,
  type Gender,
  isIsoDate,
  MEMBER_TEXT_LIMITS,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { DateField } from '../DateField.tsx';
import { requiredField } from '../required-field.ts';
import { textLimit } from '../text-limit.ts';
import { useFieldMessage } from './field-texts.ts';
import {
  barangayOptions,
  civilStatusOptions,
  genderOptions,
  type MemberFormField,
  type MemberFormValues,
} from './member-form.ts';

export interface MemberFieldsProps {
  values: MemberFormValues;
  set: <K extends MemberFormField>(key: K, value: MemberFormValues[K]) => void;
  /** Each wrong field's message (shown under it), or `true` to outline it only; keyed by field. */
  errors: Readonly<Record<string, ReactNode>>;
  today: string;
}

const errorOf = (errors: MemberFieldsProps['errors'], key: string): ReactNode => errors[key] || false;

type FieldMessage = ReturnType<typeof useFieldMessage>;

function textProps(
  { values, set, errors }: MemberFieldsProps,
  key: Exclude<MemberFormField, 'gender' | 'civilStatus'>,
  message: FieldMessage,
) {
  return {
    name: key,
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: message(key, errorOf(errors, key)),
    ...textLimit(values[key], (MEMBER_TEXT_LIMITS as Partial<Record<string, number>>)[key]),
  };
}

/** ID Number, Last Name, First Name, Middle Name, Suffix, Maiden Name. */
export function PersonalFields(props: MemberFieldsProps) {
  const { t } = useMemberTexts();
  const message = useFieldMessage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput
        label={t('form.fields.idNumber')}
        {...requiredField}
        {...textProps(props, 'idNumber', message)}
      />
      <TextInput
        label={t('form.fields.lastName')}
        autoComplete="off"
        {...requiredField}
        {...textProps(props, 'lastName', message)}
      />
      <TextInput
        label={t('form.fields.firstName')}
        autoComplete="off"
        {...requiredField}
        {...textProps(props, 'firstName', message)}
      />
      <TextInput
        label={t('form.fields.middleName')}
        autoComplete="off"
        {...requiredField}
        {...textProps(props, 'middleName', message)}
      />
      <TextInput
        label={t('form.fields.suffix')}
        placeholder={t('form.suffixPlaceholder')}
        {...textProps(props, 'suffix', message)}
      />
      <TextInput label={t('form.fields.maidenName')} {...textProps(props, 'maidenName', message)} />
    </SimpleGrid>
  );
}

/** House No./Street and Barangay, with the complete address as it will be stored. */
export function AddressFields(props: MemberFieldsProps) {
  const texts = useMemberTexts();
  const { t } = texts;
  const message = useFieldMessage();
  const { values } = props;
  const preview = values.barangay ? completeAddress(values.houseStreet, values.barangay) : null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('form.fields.houseStreet')} {...textProps(props, 'houseStreet', message)} />
        <NativeSelect
          label={t('form.fields.barangay')}
          data={barangayOptions(texts)}
          {...requiredField}
          {...textProps(props, 'barangay', message)}
        />
      </SimpleGrid>
      <Paper bg="gray.0" p="sm" mt="sm" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('form.completeAddress')}
        </Text>
        <Text size="sm" data-testid="complete-address">
          {preview ?? t('form.chooseBarangay')}
        </Text>
      </Paper>
    </>
  );
}

/** Gender, Civil Status, Date of Birth with the age it gives today. */
export function DemographicsFields(props: MemberFieldsProps) {
  const texts = useMemberTexts();
  const { t } = texts;
  const message = useFieldMessage();
  const { values, set, errors, today } = props;
  const age = isIsoDate(values.dob) && values.dob <= today ? ageOn(values.dob, today) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <NativeSelect
        label={t('form.fields.gender')}
        name="gender"
        data={genderOptions(texts)}
        value={values.gender}
        onChange={(event) => set('gender', event.currentTarget.value as Gender | '')}
        error={message('gender', errorOf(errors, 'gender'))}
      />
      <NativeSelect
        label={t('form.fields.civilStatus')}
        name="civilStatus"
        data={civilStatusOptions(texts)}
        value={values.civilStatus}
        onChange={(event) => set('civilStatus', event.currentTarget.value as CivilStatus | '')}
        error={message('civilStatus', errorOf(errors, 'civilStatus'))}
      />
      <DateField
        label={t('form.fields.dob')}
        name="dob"
        max={today}
        min="1900-01-01"
        value={values.dob}
        onChange={(value) => set('dob', value)}
        error={message('dob', errorOf(errors, 'dob'))}
        description={age === null ? t('form.ageComputed') : t('form.age', { age })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...requiredField}
      />
    </SimpleGrid>
  );
}

/** Phone Number. */
export function ContactFields(props: MemberFieldsProps) {
  const { t } = useMemberTexts();
  const message = useFieldMessage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('form.fields.phoneNumber')}
        type="tel"
        placeholder={t('form.phonePlaceholder')}
        autoComplete="off"
        {...textProps(props, 'phoneNumber', message)}
      />
    </SimpleGrid>
  );
}
