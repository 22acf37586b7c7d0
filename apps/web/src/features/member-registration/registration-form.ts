import type { FormErrors } from '@mantine/form';
import {
  type AcceptedBeneficiary,
  type BeneficiaryRequest,
  memberFullName,
  memberRegistrationSchema,
  memberRequiredFieldsMessage,
  messages,
  missingQrFields,
  validateMemberRegistration,
} from '@portal/domain';
import {
  emptyMemberForm,
  type MemberFormValues,
  missingFieldKeys,
} from '../../components/member-form/member-form.ts';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';

/** A beneficiary added on the form: the request row it becomes and the domain's reading of it. */
export interface AddedBeneficiary {
  key: string;
  request: BeneficiaryRequest;
  accepted: AcceptedBeneficiary;
}

export interface RegistrationValues extends MemberFormValues {
  registrationDate: string;
  /** The images travel as files beside the schema's fields. */
  idPicture: File | null;
  signature: File | null;
  beneficiaries: AddedBeneficiary[];
}

export function initialRegistrationValues(today: string): RegistrationValues {
  return { ...emptyMemberForm, registrationDate: today, idPicture: null, signature: null, beneficiaries: [] };
}

/** The fields the person fills in; the reference number is the server's, so it is waited for, not checked. */
const schemaErrors = domainResolver<Record<string, unknown>>(
  memberRegistrationSchema.omit({ referenceNumber: true }),
);

/**
 * Register Member's checks (spec 5), each error carrying the message the popup shows: the
 * required fields, images included, with one message; a real dob, a listed barangay and the
 * registration window (validateMemberRegistration); then every field's shape as the server's
 * schema reads it (lengths, no control characters, the beneficiary rows).
 */
export function registrationErrors(values: RegistrationValues, today: string): FormErrors {
  const missing = missingFieldKeys(values);
  if (missing.length > 0) {
    const message = memberRequiredFieldsMessage(values) ?? messages.invalidInput;
    return Object.fromEntries(missing.map((key) => [key, message]));
  }
  const check = validateMemberRegistration(values, today);
  if (!check.ok) return { [check.field ?? 'form']: check.message };
  return schemaErrors({ ...values, beneficiaries: values.beneficiaries.map((b) => b.request) });
}

/** The labels Generate QR Code still needs (spec 5). */
export function qrMissing(values: RegistrationValues, referenceNumber: string | null): string[] {
  return missingQrFields({ ...values, referenceNumber });
}

export function registrationName(values: RegistrationValues): string {
  return memberFullName(values);
}
