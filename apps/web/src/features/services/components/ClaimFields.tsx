import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  CLAIM_TEXT_LIMITS,
  isRemoved,
  LAB_PROCEDURES,
  messages,
  OTHER_LABORATORY_PROCEDURE,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
  type ServiceUsageView,
} from '@portal/domain';
import { requiredField } from '../../../components/required-field.ts';
import { textLimit } from '../../../components/text-limit.ts';
import type { ClaimFormValues, ServicesBeneficiary } from '../claim-form.ts';

interface ClaimFieldsProps {
  values: ClaimFormValues;
  onChange: (values: ClaimFormValues) => void;
  /** Usage of every service on the chosen date: Depleted and Ineligible ones cannot be chosen. */
  usage: ServiceUsageView[];
  beneficiaries: ServicesBeneficiary[];
  registrationDate: string;
  today: string;
  /** Each wrong field's own message, shown under it. */
  errors: Readonly<Record<string, string>>;
}

const categoryOptions = [
  { value: '', label: 'Select category' },
  ...(['outpatient', 'inpatient'] as ServiceCategory[]).map((value) => ({
    value,
    label: SERVICE_CATEGORY_LABELS[value],
  })),
];

function serviceOption(u: ServiceUsageView) {
  const blocked = u.status === 'Depleted' || u.status === 'Ineligible';
  if (!blocked) return { value: u.serviceType, label: u.serviceType };
  const reason = u.status === 'Depleted' ? messages.serviceLimitReached : u.reason;
  return { value: u.serviceType, label: `${u.serviceType} — ${u.status}: ${reason}`, disabled: true };
}

/** Category, Service type, Laboratory procedure, Institution, Amount, Date, Beneficiary use, Beneficiary. */
export function ClaimFields(props: ClaimFieldsProps) {
  const { values, onChange, usage, beneficiaries, errors } = props;
  const invalid = (field: string) => ({ name: field, error: errors[field] || false });
  const set = (patch: Partial<ClaimFormValues>) => onChange({ ...values, ...patch });
  const services = usage.filter((u) => u.category === values.category);
  const chosenBeneficiaries = beneficiaries.filter((b) => !isRemoved(b));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label="Category"
        data={categoryOptions}
        value={values.category}
        onChange={(event) =>
          set({
            category: event.currentTarget.value as ClaimFormValues['category'],
            serviceType: '',
            specificProcedure: '',
          })
        }
        {...invalid('category')}
        {...requiredField}
      />
      <NativeSelect
        label="Service type"
        data={[
          { value: '', label: values.category ? 'Select service' : 'Select a category first' },
          ...services.map(serviceOption),
        ]}
        value={values.serviceType}
        disabled={!values.category}
        onChange={(event) => set({ serviceType: event.currentTarget.value, specificProcedure: '' })}
        {...invalid('serviceType')}
        {...requiredField}
      />
      {values.serviceType === OTHER_LABORATORY_PROCEDURE ? (
        <NativeSelect
          label="Laboratory procedure"
          data={[{ value: '', label: 'Select procedure' }, ...LAB_PROCEDURES]}
          value={values.specificProcedure}
          onChange={(event) => set({ specificProcedure: event.currentTarget.value })}
          {...invalid('specificProcedure')}
          {...requiredField}
        />
      ) : null}
      <TextInput
        label="Institution"
        value={values.institution}
        onChange={(event) => set({ institution: event.currentTarget.value })}
        {...invalid('institution')}
        {...textLimit(values.institution, CLAIM_TEXT_LIMITS.institution)}
        {...requiredField}
      />
      <TextInput
        label="Amount"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        leftSection="₱"
        value={values.amount}
        onChange={(event) => set({ amount: event.currentTarget.value })}
        {...invalid('amount')}
        {...requiredField}
      />
      <TextInput
        label="Date"
        type="date"
        min={props.registrationDate}
        max={props.today}
        value={values.date}
        onChange={(event) => set({ date: event.currentTarget.value })}
        {...invalid('date')}
        {...requiredField}
      />
      <NativeSelect
        label="Beneficiary use"
        data={['No', 'Yes']}
        value={values.beneficiaryUse}
        onChange={(event) =>
          set({ beneficiaryUse: event.currentTarget.value as 'Yes' | 'No', beneficiaryId: '' })
        }
      />
      {values.beneficiaryUse === 'Yes' ? (
        <NativeSelect
          label="Beneficiary"
          data={[
            { value: '', label: chosenBeneficiaries.length ? 'Select beneficiary' : 'No beneficiaries' },
            ...chosenBeneficiaries.map((b) => ({ value: b.id, label: b.fullName })),
          ]}
          value={values.beneficiaryId}
          onChange={(event) => set({ beneficiaryId: event.currentTarget.value })}
          {...invalid('beneficiaryId')}
          {...requiredField}
        />
      ) : null}
    </SimpleGrid>
  );
}
