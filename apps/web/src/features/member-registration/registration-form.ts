import type { FormErrors } from '@mantine/form';
import {
  type AcceptedBeneficiary,
  type BeneficiaryRequest,
  checkMemberReach,
  memberFullName,
  memberRegistrationSchema,
  memberRequiredFieldsMessage,
  messages,
  missingQrFields,
  requiredFieldsMessage,
  validateMemberRegistration,
} from '@portal/domain';
import {
  emptyMemberForm,
  MEMBER_FIELD_ORDER,
  MEMBER_FORM_FIELD_LABELS,
  type MemberFormValues,
  missingFieldErrors,
  missingFieldKeys,
} from '../../components/member-form/member-form.ts';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import { fieldProblems, type Refusal } from '../../lib/forms/refusal.ts';

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
 * Register Member's checks (spec 5), each field with its own message: every missing required field
 * ('Last Name is required.', images included), every field's shape as the server's schema reads it
 * (lengths with their limit, no control characters), and once nothing is missing a real dob, a
 * listed barangay and the registration window (validateMemberRegistration).
 */
export function registrationErrors(values: RegistrationValues, today: string): FormErrors {
  const missing = missingFieldErrors(values);
  const errors: FormErrors = {
    ...schemaErrors({ ...values, beneficiaries: values.beneficiaries.map((b) => b.request) }),
    ...missing,
  };
  if (Object.keys(missing).length === 0) {
    const check = validateMemberRegistration(values, today);
    const field = check.ok ? null : (check.field ?? 'form');
    if (!check.ok && field && !errors[field]) errors[field] = check.message;
  }
  // A number that cannot receive SMS is refused at registration (DECISIONS 43).
  const reach = checkMemberReach(values, { phoneChanged: true });
  if (!reach.ok && !errors[reach.field]) errors[reach.field] = reach.message;
  return errors;
}

/**
 * The summary of a refused Register Member: the domain's one sentence for the missing fields
 * ('ID Number and Last Name are required.') when only fields are missing, a single problem's own
 * message, else the general one; and every wrong field in the form's order.
 */
export function registrationRefusal(
  values: RegistrationValues,
  errors: FormErrors,
  translatedLabels?: Readonly<Record<string, string>>,
): Refusal {
  const labels = translatedLabels ?? MEMBER_FORM_FIELD_LABELS;
  const problems = fieldProblems(errors, MEMBER_FIELD_ORDER, labels);
  const missing = Object.keys(missingFieldErrors(values));
  const onlyMissing = missing.length > 0 && problems.every((p) => missing.includes(p.path));
  const other = typeof errors.form === 'string' ? errors.form : null;
  // In another language the sentence names the fields by their labels there (translated on screen).
  const named = !onlyMissing
    ? null
    : translatedLabels
      ? requiredFieldsMessage(missingFieldKeys(values).map((key) => translatedLabels[key] ?? key))
      : memberRequiredFieldsMessage(values);
  // The sentence names every missing field: the list then names them only (issue 23).
  if (named) return { message: named, problems, named: problems.length > 1 };
  const message = onlyMissing
    ? messages.invalidInput
    : problems.length === 1 && !other
      ? problems[0]!.message
      : problems.length === 0 && other
        ? other
        : messages.invalidInput;
  return { message, problems };
}

/** The labels Generate QR Code still needs (spec 5). */
export function qrMissing(values: RegistrationValues, referenceNumber: string | null): string[] {
  return missingQrFields({ ...values, referenceNumber });
}

export function registrationName(values: RegistrationValues): string {
  return memberFullName(values);
}
