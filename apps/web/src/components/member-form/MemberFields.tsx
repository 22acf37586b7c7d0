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
import { DateField } from '../DateField.tsx';
import { requiredField } from '../required-field.ts';
import { textLimit } from '../text-limit.ts';
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

function textProps(
  { values, set, errors }: MemberFieldsProps,
  key: Exclude<MemberFormField, 'gender' | 'civilStatus'>,
) {
  return {
    name: key,
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errorOf(errors, key),
    ...textLimit(values[key], (MEMBER_TEXT_LIMITS as Partial<Record<string, number>>)[key]),
  };
}

/** ID Number, Last Name, First Name, Middle Name, Suffix, Maiden Name. */
export function PersonalFields(props: MemberFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput label="ID Number" {...requiredField} {...textProps(props, 'idNumber')} />
      <TextInput label="Last Name" autoComplete="off" {...requiredField} {...textProps(props, 'lastName')} />
      <TextInput
        label="First Name"
        autoComplete="off"
        {...requiredField}
        {...textProps(props, 'firstName')}
      />
      <TextInput
        label="Middle Name"
        autoComplete="off"
        {...requiredField}
        {...textProps(props, 'middleName')}
      />
      <TextInput label="Suffix" placeholder="Jr., Sr., III" {...textProps(props, 'suffix')} />
      <TextInput label="Maiden Name" {...textProps(props, 'maidenName')} />
    </SimpleGrid>
  );
}

/** House No./Street and Barangay, with the complete address as it will be stored. */
export function AddressFields(props: MemberFieldsProps) {
  const { values } = props;
  const preview = values.barangay ? completeAddress(values.houseStreet, values.barangay) : null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="House No./Street" {...textProps(props, 'houseStreet')} />
        <NativeSelect
          label="Barangay"
          data={barangayOptions}
          {...requiredField}
          {...textProps(props, 'barangay')}
        />
      </SimpleGrid>
      <Paper bg="gray.0" p="sm" mt="sm" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Complete address
        </Text>
        <Text size="sm" data-testid="complete-address">
          {preview ?? 'Choose a barangay to see the complete address.'}
        </Text>
      </Paper>
    </>
  );
}

/** Gender, Civil Status, Date of Birth with the age it gives today. */
export function DemographicsFields(props: MemberFieldsProps) {
  const { values, set, errors, today } = props;
  const age = isIsoDate(values.dob) && values.dob <= today ? ageOn(values.dob, today) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <NativeSelect
        label="Gender"
        name="gender"
        data={genderOptions}
        value={values.gender}
        onChange={(event) => set('gender', event.currentTarget.value as Gender | '')}
        error={errorOf(errors, 'gender')}
      />
      <NativeSelect
        label="Civil Status"
        name="civilStatus"
        data={civilStatusOptions}
        value={values.civilStatus}
        onChange={(event) => set('civilStatus', event.currentTarget.value as CivilStatus | '')}
        error={errorOf(errors, 'civilStatus')}
      />
      <DateField
        label="Date of Birth"
        name="dob"
        max={today}
        min="1900-01-01"
        value={values.dob}
        onChange={(value) => set('dob', value)}
        error={errorOf(errors, 'dob')}
        description={age === null ? 'Age is computed from the date of birth.' : `Age: ${age}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...requiredField}
      />
    </SimpleGrid>
  );
}

/** Phone Number. */
export function ContactFields(props: MemberFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Phone Number"
        type="tel"
        placeholder="+63 9XX XXX XXXX"
        autoComplete="off"
        {...textProps(props, 'phoneNumber')}
      />
    </SimpleGrid>
  );
}
