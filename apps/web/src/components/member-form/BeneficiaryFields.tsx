import { Alert, Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ageOn, type BeneficiaryGender, isIsoDate, MIN_BIRTH_DATE, type Relationship } from '@portal/domain';
import { requiredField } from '../required-field.ts';
import {
  type BeneficiaryFormValues,
  beneficiaryGenderOptions,
  relationshipOptions,
} from './beneficiary-form.ts';

/** Why the last check refused the entry: the message, and the field it points at (outlined in red). */
export interface BeneficiaryProblem {
  message: string;
  field?: string | null;
}

interface BeneficiaryFieldsProps {
  values: BeneficiaryFormValues;
  onChange: (values: BeneficiaryFormValues) => void;
  today: string;
  /** The last check's refusal, shown under the fields (role="alert"). */
  problem?: BeneficiaryProblem | null;
}

/**
 * The beneficiary entry of the registration form and of Add Beneficiary: Last Name, First Name,
 * Middle Name, Suffix, Gender, Date of Birth, Relationship (+ specify), PWD, then the refusal.
 */
export function BeneficiaryFields({ values, onChange, today, problem }: BeneficiaryFieldsProps) {
  return (
    <>
      <BeneficiaryInputs values={values} onChange={onChange} today={today} invalidField={problem?.field} />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem.message}
        </Alert>
      ) : null}
    </>
  );
}

function BeneficiaryInputs({
  values,
  onChange,
  today,
  invalidField,
}: Omit<BeneficiaryFieldsProps, 'problem'> & { invalidField?: string | null }) {
  const set = <K extends keyof BeneficiaryFormValues>(key: K, value: BeneficiaryFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const text = (key: 'lastName' | 'firstName' | 'middleName' | 'suffix' | 'relationshipOther') => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: invalidField === key,
  });
  const age = isIsoDate(values.dob) && values.dob <= today ? ageOn(values.dob, today) : null;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      <TextInput label="Last Name" {...requiredField} {...text('lastName')} />
      <TextInput label="First Name" {...requiredField} {...text('firstName')} />
      <TextInput label="Middle Name" {...text('middleName')} />
      <TextInput label="Suffix" placeholder="Jr., III" {...text('suffix')} />
      <NativeSelect
        label="Gender"
        data={beneficiaryGenderOptions}
        value={values.gender}
        onChange={(event) => set('gender', event.currentTarget.value as BeneficiaryGender | '')}
        error={invalidField === 'gender'}
        {...requiredField}
      />
      <TextInput
        label="Date of Birth"
        type="date"
        min={MIN_BIRTH_DATE}
        max={today}
        value={values.dob}
        onChange={(event) => set('dob', event.currentTarget.value)}
        description={age === null ? undefined : `Age ${age}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={invalidField === 'dob'}
        {...requiredField}
      />
      <NativeSelect
        label="Relationship"
        data={relationshipOptions}
        value={values.relationship}
        onChange={(event) => set('relationship', event.currentTarget.value as Relationship | '')}
        error={invalidField === 'relationship'}
        {...requiredField}
      />
      {values.relationship === 'Other' ? (
        <TextInput label="Please specify the relationship" {...text('relationshipOther')} />
      ) : null}
      <Checkbox
        label="PWD (person with disability)"
        checked={values.pwd}
        onChange={(event) => set('pwd', event.currentTarget.checked)}
        mt={{ base: 0, md: 30 }}
      />
    </SimpleGrid>
  );
}
