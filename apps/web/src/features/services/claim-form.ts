/** The Claim Service form: its values, and what the domain's claim rules need of the page's data. */
import {
  type ClaimBeneficiary,
  type ClaimCandidate,
  type ClaimFormInput,
  type ClaimMember,
  claimInputSchema,
  isIsoDate,
  type RecordedClaim,
  type ServiceLimit,
} from '@portal/domain';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import type { ClaimView, ServiceLimitView, ServicesBeneficiary, ServicesMember } from './api/types.ts';

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

/** The API's 'Removed' is the domain's 'removed'. */
export const asClaimBeneficiaries = (beneficiaries: ServicesBeneficiary[]): ClaimBeneficiary[] =>
  beneficiaries.map((b) => ({ ...b, status: b.status.toLowerCase() }));

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
