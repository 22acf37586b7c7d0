/** The Add Beneficiary fields as the forms hold them, and the request body they become. */
import {
  BENEFICIARY_GENDERS,
  type BeneficiaryCandidate,
  type BeneficiaryGender,
  type BeneficiaryRequest,
  RELATIONSHIPS,
  type Relationship,
  type SpouseOrder,
} from '@portal/domain';
import type { MemberTexts } from '../../lib/i18n/member-texts.ts';

export interface BeneficiaryFormValues {
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string;
  gender: BeneficiaryGender | '';
  dob: string;
  relationship: Relationship | '';
  relationshipOther: string;
  pwd: boolean;
}

export const emptyBeneficiaryForm: BeneficiaryFormValues = {
  lastName: '',
  firstName: '',
  middleName: '',
  suffix: '',
  gender: '',
  dob: '',
  relationship: '',
  relationshipOther: '',
  pwd: false,
};

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** What the domain's validateNewBeneficiary reads. */
export function toCandidate(
  values: BeneficiaryFormValues,
  spouseOrder?: SpouseOrder | null,
): BeneficiaryCandidate {
  return { ...values, spouseOrder: spouseOrder ?? null };
}

/** The body of POST /api/members/:id/beneficiaries and of one registration beneficiary. */
export function toBeneficiaryRequest(
  values: BeneficiaryFormValues,
  spouseOrder?: SpouseOrder | null,
): BeneficiaryRequest {
  return {
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    middleName: optional(values.middleName),
    suffix: optional(values.suffix),
    gender: values.gender as BeneficiaryGender,
    dob: values.dob,
    relationship: values.relationship as Relationship,
    relationshipOther: values.relationship === 'Other' ? optional(values.relationshipOther) : undefined,
    pwd: values.pwd,
    ...(spouseOrder ? { spouseOrder } : {}),
  };
}

export const beneficiaryGenderOptions = ({ t }: MemberTexts) => [
  { value: '', label: t('form.selectGender') },
  ...BENEFICIARY_GENDERS.map((value) => ({ value, label: t(`labels.gender.${value}`) })),
];

export const relationshipOptions = ({ t }: MemberTexts) => [
  { value: '', label: t('beneficiaryForm.selectRelationship') },
  ...RELATIONSHIPS.map((value) => ({ value, label: t(`labels.relationship.${value}`) })),
];
