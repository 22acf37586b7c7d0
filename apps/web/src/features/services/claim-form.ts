/** The Claim Service form: its values, and what the domain's claim rules need of the page's data. */
import {
  type BeneficiaryView,
  type ClaimCandidate,
  type ClaimFormInput,
  type ClaimMember,
  type ClaimView,
  claimInputSchema,
  isIsoDate,
  type MemberDetail,
  type RecordedClaim,
  type ServiceLimit,
  type ServiceLimitView,
} from '@portal/domain';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';

/** What the services section needs of the profile's member (GET /api/members/:id). */
export type ServicesMember = Pick<
  MemberDetail,
  'id' | 'dob' | 'registrationDate' | 'expiryDate' | 'archivedAt'
>;

/** What the services section needs of the profile's beneficiaries (eligible, ineligible or removed). */
export type ServicesBeneficiary = Pick<
  BeneficiaryView,
  'id' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'fullName' | 'status'
>;

export interface ClaimFormValues {
  category: '' | 'outpatient' | 'inpatient';
  serviceType: string;
  specificProcedure: string;
  institution: string;
  amount: string;
  date: string;
  beneficiaryUse: 'Yes' | 'No';
  beneficiaryId: string;
}

export const emptyClaimForm = (today: string): ClaimFormValues => ({
  category: '',
  serviceType: '',
  specificProcedure: '',
  institution: '',
  amount: '',
  date: today,
  beneficiaryUse: 'No',
  beneficiaryId: '',
});

/**
 * The fields the domain's claim schema finds missing ('Please fill in all required fields.') or
 * malformed, in the form's order; the rules on the member's records are validateClaim's.
 */
export const claimFormErrors = domainResolver<ClaimFormValues>(claimInputSchema);

export const claimMember = (member: ServicesMember): ClaimMember => ({
  registrationDate: member.registrationDate,
  expiryDate: member.expiryDate,
  dob: member.dob,
  archived: member.archivedAt !== null,
});

export const asServiceLimits = (limits: ServiceLimitView[]): ServiceLimit[] =>
  limits.map(({ serviceType, category, maxCentavos }) => ({ serviceType, category, maxCentavos }));

export const asRecordedClaims = (claims: ClaimView[]): RecordedClaim[] =>
  claims.map((c) => ({
    serviceType: c.serviceType,
    amountCentavos: c.amountCentavos,
    date: c.date,
    institution: c.institution,
    beneficiaryId: c.beneficiaryId,
  }));

export const toCandidate = (values: ClaimFormValues): ClaimCandidate => ({
  ...values,
  specificProcedure: values.specificProcedure || null,
  beneficiaryId: values.beneficiaryUse === 'Yes' ? values.beneficiaryId || null : null,
});

export const toClaimRequest = (values: ClaimFormValues): ClaimFormInput => ({
  category: values.category as 'outpatient' | 'inpatient',
  serviceType: values.serviceType,
  institution: values.institution,
  amount: values.amount,
  date: values.date,
  beneficiaryUse: values.beneficiaryUse,
  ...(values.specificProcedure ? { specificProcedure: values.specificProcedure } : {}),
  ...(values.beneficiaryUse === 'Yes' && values.beneficiaryId ? { beneficiaryId: values.beneficiaryId } : {}),
});

/** The day whose windows the form shows: the chosen date when it is a real one, else today. */
export const previewDay = (values: ClaimFormValues, today: string): string =>
  isIsoDate(values.date) ? values.date : today;
