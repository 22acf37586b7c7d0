/** The Add Beneficiary fields as the forms hold them, and the request body they become. */
import {
  BENEFICIARY_GENDER_LABELS,
  BENEFICIARY_GENDERS,
  type BeneficiaryCandidate,
  type BeneficiaryGender,
  type BeneficiaryRequest,
  RELATIONSHIPS,
  type Relationship,
  type SpouseOrder,
} from '@portal/domain';

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

export const beneficiaryGenderOptions = [
  { value: '', label: 'Select gender' },
  ...BENEFICIARY_GENDERS.map((value) => ({ value, label: BENEFICIARY_GENDER_LABELS[value] })),
];

export const relationshipOptions = [
  { value: '', label: 'Select relationship' },
  ...RELATIONSHIPS.map((value) => ({ value, label: value })),
];
