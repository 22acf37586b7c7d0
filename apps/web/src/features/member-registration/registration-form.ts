import {
  type MemberRegistrationCheck,
  memberFullName,
  missingQrFields,
  validateMemberRegistration,
} from '@portal/domain';
import {
  emptyMemberForm,
  type MemberFormValues,
  missingFieldKeys,
} from '../../components/member-form/member-form.ts';

export interface RegistrationValues extends MemberFormValues {
  registrationDate: string;
  idPicture: File | null;
  signature: File | null;
}

export function initialRegistrationValues(today: string): RegistrationValues {
  return { ...emptyMemberForm, registrationDate: today, idPicture: null, signature: null };
}

/** Spec 5 checks before sending: required fields (their message), a real dob, the registration window. */
export function checkRegistration(
  values: RegistrationValues,
  today: string,
): { check: MemberRegistrationCheck; invalid: string[] } {
  const check = validateMemberRegistration(values, today);
  const missing = missingFieldKeys(values);
  const invalid = check.ok ? [] : missing.length > 0 ? missing : check.field ? [check.field] : [];
  return { check, invalid };
}

/** The labels Generate QR Code still needs (spec 5). */
export function qrMissing(values: RegistrationValues, referenceNumber: string | null): string[] {
  return missingQrFields({ ...values, referenceNumber });
}

export function registrationName(values: RegistrationValues): string {
  return memberFullName(values);
}
