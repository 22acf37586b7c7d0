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
  messages,
  type RecordedClaim,
  requiredMessage,
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

/** Correct (DECISIONS 51): the form starts from the voided claim's values. */
export const correctionForm = (claim: ClaimView): ClaimFormValues => ({
  category: claim.category,
  serviceType: claim.serviceType,
  specificProcedure: claim.specificProcedure ?? '',
  institution: claim.institution,
  amount: (claim.amountCentavos / 100).toFixed(2),
  date: claim.date,
  beneficiaryUse: claim.beneficiaryUse,
  beneficiaryId: claim.beneficiaryId ?? '',
});

/**
 * The fields the domain's claim schema finds missing ('Please fill in all required fields.') or
 * malformed, in the form's order; the rules on the member's records are validateClaim's.
 */
const claimSchemaErrors = domainResolver<ClaimFormValues>(claimInputSchema);

/** The Claim Service fields as the form labels them, in its order (the order problems are told). */
export const CLAIM_FIELD_LABELS: Record<string, string> = {
  serviceType: 'Service type',
  category: 'Category',
  specificProcedure: 'Laboratory procedure',
  institution: 'Institution',
  amount: 'Amount',
  date: 'Date',
  beneficiaryId: 'Beneficiary',
};
export const CLAIM_FIELD_ORDER = Object.keys(CLAIM_FIELD_LABELS);

/**
 * Each wrong field with its own message: 'Institution is required.' for a missing one (the summary
 * keeps the spec's 'Please fill in all required fields.'), the schema's for the others (the
 * institution's limit).
 */
export function claimFormErrors(values: ClaimFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(claimSchemaErrors(values))) {
    if (typeof message !== 'string') continue;
    errors[field] =
      message === messages.claimRequiredFields
        ? requiredMessage(CLAIM_FIELD_LABELS[field] ?? field)
        : message;
  }
  // The category follows from the service: without a service, the service is the one problem told.
  if (errors.serviceType) delete errors.category;
  return errors;
}

/** Whether one of the fields is only missing (the summary then says the spec's sentence). */
export const anyMissing = (errors: Record<string, string>) =>
  Object.entries(errors).some(
    ([field, message]) => message === requiredMessage(CLAIM_FIELD_LABELS[field] ?? field),
  );

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

/**
 * The institutions the form suggests: the member's own first (most used), then `program`'s (the
 * program's of the last year, most used first); each once, whatever its case and spaces.
 */
export function suggestions(claims: ClaimView[], program: string[]): string[] {
  const counts = new Map<string, { name: string; n: number }>();
  for (const c of claims) {
    const key = c.institution.trim().toLowerCase();
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { name: c.institution.trim(), n: 1 });
  }
  const own = [...counts.values()].sort((a, b) => b.n - a.n).map((c) => c.name);
  const keys = new Set(counts.keys());
  return [...own, ...program.filter((name) => !keys.has(name.trim().toLowerCase()))];
}
