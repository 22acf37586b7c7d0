import { Alert, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ageOn,
  BENEFICIARY_TEXT_LIMITS,
  type BeneficiaryGender,
  isIsoDate,
  MIN_BIRTH_DATE,
  type Relationship,
} from '@portal/domain';
import { useEffect, useRef } from 'react';
import { focusField } from '../../lib/forms/refusal.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { DateField } from '../DateField.tsx';
import { requiredField } from '../required-field.ts';
import { textLimit } from '../text-limit.ts';
import {
  type BeneficiaryFormValues,
  beneficiaryGenderOptions,
  relationshipOptions,
} from './beneficiary-form.ts';
import { useFieldMessage } from './field-texts.ts';
import { BENEFICIARY_LABELS } from './use-beneficiary-candidate.ts';

/**
 * Why the last check refused the entry: the message (the summary under the fields), and each wrong
 * field's own message under it (`errors`), or the one field it points at.
 */
export interface BeneficiaryProblem {
  message: string;
  field?: string | null;
  errors?: Readonly<Record<string, string>>;
  /** Which submit refused it: a new one moves to the first wrong field, an edit of a field does not. */
  attempt?: number;
}

/** The entry's fields in their order on screen (the first wrong one is focused). */
export const BENEFICIARY_FIELD_ORDER = [
  'lastName',
  'firstName',
  'middleName',
  'suffix',
  'gender',
  'dob',
  'relationship',
  'relationshipOther',
] as const;

/** A field's input name: the entry sits in the registration form beside the member's own Last Name. */
export const beneficiaryInputName = (key: string) => `beneficiary.${key}`;

function problemErrors(problem: BeneficiaryProblem | null | undefined): Readonly<Record<string, string>> {
  if (!problem) return {};
  if (problem.errors && Object.keys(problem.errors).length > 0) return problem.errors;
  return problem.field ? { [problem.field]: problem.message } : {};
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
  const { tr } = useMemberTexts();
  const ref = useRef<HTMLDivElement>(null);
  const errors = problemErrors(problem);
  const firstWrong = BENEFICIARY_FIELD_ORDER.find((key) => errors[key]);
  // A new refusal moves to its first wrong field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal moves the focus, not the edits after it
  useEffect(() => {
    if (firstWrong) focusField(ref.current, beneficiaryInputName(firstWrong));
  }, [problem?.attempt]);
  return (
    <Stack gap="md" ref={ref}>
      <BeneficiaryInputs values={values} onChange={onChange} today={today} errors={errors} />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {tr(problem.message)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function BeneficiaryInputs({
  values,
  onChange,
  today,
  errors,
}: Omit<BeneficiaryFieldsProps, 'problem'> & { errors: Readonly<Record<string, string>> }) {
  const texts = useMemberTexts();
  const { t } = texts;
  const message = useFieldMessage(BENEFICIARY_LABELS);
  const set = <K extends keyof BeneficiaryFormValues>(key: K, value: BeneficiaryFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const errorOf = (key: string) => message(key, errors[key] || false);
  const text = (key: 'lastName' | 'firstName' | 'middleName' | 'suffix' | 'relationshipOther') => ({
    name: beneficiaryInputName(key),
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errorOf(key),
    ...textLimit(values[key], BENEFICIARY_TEXT_LIMITS[key]),
  });
  const age = isIsoDate(values.dob) && values.dob <= today ? ageOn(values.dob, today) : null;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      <TextInput label={t('form.fields.lastName')} {...requiredField} {...text('lastName')} />
      <TextInput label={t('form.fields.firstName')} {...requiredField} {...text('firstName')} />
      <TextInput label={t('form.fields.middleName')} {...text('middleName')} />
      <TextInput
        label={t('form.fields.suffix')}
        placeholder={t('beneficiaryForm.suffixPlaceholder')}
        {...text('suffix')}
      />
      <NativeSelect
        label={t('form.fields.gender')}
        data={beneficiaryGenderOptions(texts)}
        value={values.gender}
        name={beneficiaryInputName('gender')}
        onChange={(event) => set('gender', event.currentTarget.value as BeneficiaryGender | '')}
        error={errorOf('gender')}
        {...requiredField}
      />
      <DateField
        label={t('form.fields.dob')}
        min={MIN_BIRTH_DATE}
        max={today}
        value={values.dob}
        name={beneficiaryInputName('dob')}
        onChange={(value) => set('dob', value)}
        description={age === null ? undefined : t('beneficiaryForm.age', { age })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorOf('dob')}
        {...requiredField}
      />
      <NativeSelect
        label={t('beneficiaries.relationship')}
        data={relationshipOptions(texts)}
        value={values.relationship}
        name={beneficiaryInputName('relationship')}
        onChange={(event) => set('relationship', event.currentTarget.value as Relationship | '')}
        error={errorOf('relationship')}
        {...requiredField}
      />
      {values.relationship === 'Other' ? (
        <TextInput label={t('beneficiaryForm.relationshipOther')} {...text('relationshipOther')} />
      ) : null}
      <Checkbox
        label={t('beneficiaryForm.pwd')}
        checked={values.pwd}
        onChange={(event) => set('pwd', event.currentTarget.checked)}
        mt={{ base: 0, md: 30 }}
      />
    </SimpleGrid>
  );
}
