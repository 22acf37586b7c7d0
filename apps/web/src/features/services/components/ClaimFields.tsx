import { Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  CLAIM_TEXT_LIMITS,
  isRemoved,
  LAB_PROCEDURES,
  OTHER_LABORATORY_PROCEDURE,
  type ServiceCategory,
  type ServiceUsageView,
  serviceCategoryOf,
} from '@portal/domain';
import { DateField } from '../../../components/DateField.tsx';
import { requiredField } from '../../../components/required-field.ts';
import { textLimit } from '../../../components/text-limit.ts';
import type { ClaimFormValues, ServicesBeneficiary } from '../claim-form.ts';
import { type ServicesTexts, useServicesTexts } from '../texts.ts';

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
  /** Institutions to suggest, most used first. */
  institutions: string[];
}

function serviceOption(u: ServiceUsageView, { t, m, tr }: ServicesTexts) {
  const blocked = u.status === 'Depleted' || u.status === 'Ineligible';
  if (!blocked) return { value: u.serviceType, label: u.serviceType };
  const reason = u.status === 'Depleted' ? m('serviceLimitReached') : tr(u.reason ?? '');
  return {
    value: u.serviceType,
    label: `${u.serviceType} — ${t(`statuses.${u.status}`)}: ${reason}`,
    disabled: true,
  };
}

/** Service type (its category shown beside it), Laboratory procedure, Institution, Amount, Date, Beneficiary use, Beneficiary. */
export function ClaimFields(props: ClaimFieldsProps) {
  const { values, onChange, usage, beneficiaries, errors, institutions } = props;
  const texts = useServicesTexts();
  const { t } = texts;
  const invalid = (field: string) => ({ name: field, error: errors[field] || false });
  const set = (patch: Partial<ClaimFormValues>) => onChange({ ...values, ...patch });
  const chosenBeneficiaries = beneficiaries.filter((b) => !isRemoved(b));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label={t('claim.serviceType')}
        // The form opens here (issue 23): a service is typed or chosen first; its category follows.
        data-autofocus
        data={[
          { value: '', label: t('claim.selectService') },
          ...(['outpatient', 'inpatient'] as ServiceCategory[]).map((category) => ({
            group: t(`categories.${category}`),
            items: usage.filter((u) => u.category === category).map((u) => serviceOption(u, texts)),
          })),
        ]}
        value={values.serviceType}
        onChange={(event) => {
          const serviceType = event.currentTarget.value;
          set({ serviceType, category: serviceCategoryOf(serviceType) ?? '', specificProcedure: '' });
        }}
        {...invalid('serviceType')}
        {...requiredField}
      />
      <TextInput
        label={t('claim.category')}
        description={t('claim.categoryHint')}
        readOnly
        tabIndex={-1}
        value={values.category ? t(`categories.${values.category}`) : ''}
        placeholder="—"
        {...invalid('category')}
      />
      {values.serviceType === OTHER_LABORATORY_PROCEDURE ? (
        <NativeSelect
          label={t('claim.procedure')}
          data={[{ value: '', label: t('claim.selectProcedure') }, ...LAB_PROCEDURES]}
          value={values.specificProcedure}
          onChange={(event) => set({ specificProcedure: event.currentTarget.value })}
          {...invalid('specificProcedure')}
          {...requiredField}
        />
      ) : null}
      <Autocomplete
        label={t('claim.institution')}
        data={institutions}
        limit={8}
        value={values.institution}
        onChange={(institution) => set({ institution })}
        {...invalid('institution')}
        {...textLimit(values.institution, CLAIM_TEXT_LIMITS.institution)}
        {...requiredField}
      />
      <TextInput
        label={t('claim.amount')}
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
      <DateField
        label={t('claim.date')}
        min={props.registrationDate}
        max={props.today}
        value={values.date}
        onChange={(value) => set({ date: value })}
        {...invalid('date')}
        {...requiredField}
      />
      <NativeSelect
        label={t('claim.beneficiaryUse')}
        data={[
          { value: 'No', label: t('claim.no') },
          { value: 'Yes', label: t('claim.yes') },
        ]}
        value={values.beneficiaryUse}
        onChange={(event) =>
          set({ beneficiaryUse: event.currentTarget.value as 'Yes' | 'No', beneficiaryId: '' })
        }
      />
      {values.beneficiaryUse === 'Yes' ? (
        <NativeSelect
          label={t('claim.beneficiary')}
          data={[
            {
              value: '',
              label: chosenBeneficiaries.length ? t('claim.selectBeneficiary') : t('claim.noBeneficiaries'),
            },
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
