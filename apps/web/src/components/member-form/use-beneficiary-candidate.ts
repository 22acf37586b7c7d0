import {
  type AcceptedBeneficiary,
  activeSpouses,
  type BeneficiaryRequest,
  beneficiaryFullName,
  beneficiaryInputSchema,
  type ExistingBeneficiary,
  messages,
  requiredMessage,
  type SpouseOrder,
  validateNewBeneficiary,
} from '@portal/domain';
import { useCallback, useRef, useState } from 'react';
import { domainResolver } from '../../lib/forms/domain-resolver.ts';
import type { BeneficiaryProblem } from './BeneficiaryFields.tsx';
import {
  type BeneficiaryFormValues,
  emptyBeneficiaryForm,
  toBeneficiaryRequest,
  toCandidate,
} from './beneficiary-form.ts';

/** A candidate the domain accepted: what it became, and the request body that carries it. */
export interface AcceptedCandidate {
  beneficiary: AcceptedBeneficiary;
  request: BeneficiaryRequest;
  /** The order chosen in the Muslim spouse confirmation, when it was asked. */
  chosenSpouseOrder: SpouseOrder | undefined;
  /** The order the confirmation would propose (to ask again when the server asks for one). */
  nextSpouseOrder: SpouseOrder | null;
}

/** The labels the entry's English messages name ('First Name is required.'). */
export const BENEFICIARY_LABELS: Readonly<Record<string, string>> = {
  lastName: 'Last Name',
  firstName: 'First Name',
  middleName: 'Middle Name',
  suffix: 'Suffix',
  gender: 'Gender',
  dob: 'Date of Birth',
  relationship: 'Relationship',
  relationshipOther: 'Relationship',
};
const REQUIRED = ['lastName', 'firstName', 'gender', 'dob', 'relationship'] as const;

const schemaErrors = domainResolver<BeneficiaryRequest>(beneficiaryInputSchema);

/**
 * Each wrong field of the entry with its own message: 'Last Name is required.' for a missing one,
 * the schema's for the others (lengths with their limit).
 */
function entryErrors(values: BeneficiaryFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of REQUIRED) {
    if (!String(values[key]).trim()) errors[key] = requiredMessage(BENEFICIARY_LABELS[key] ?? key);
  }
  for (const [key, message] of Object.entries(schemaErrors(toBeneficiaryRequest(values)))) {
    if (!errors[key] && typeof message === 'string' && message !== messages.beneficiaryRequiredFields) {
      errors[key] = message;
    }
  }
  return errors;
}

interface SpouseOrderQuestion {
  proposed: SpouseOrder | null;
  error: string | null;
}

interface BeneficiaryCandidateOptions {
  memberGender: string | null;
  /** The member's beneficiaries the rules read (spouse count, duplicates). */
  existing: readonly ExistingBeneficiary[];
  context: 'registration' | 'profile';
  today: string;
  /** Called once the domain accepts the entry (after the spouse order, when one was needed). */
  onAccepted: (accepted: AcceptedCandidate) => void;
}

/**
 * The Add Beneficiary flow of the registration form and of the member profile, written once: the
 * entry is checked with the domain's validateNewBeneficiary; a male member's 2nd–4th spouse asks
 * for the spouse order (Muslim Polygamy Confirmation) and is checked again with it; a refusal
 * becomes the entry's problem. Render `<SpouseOrderModal {...flow.spouseOrderModal} />`.
 */
export function useBeneficiaryCandidate({
  memberGender,
  existing,
  context,
  today,
  onAccepted,
}: BeneficiaryCandidateOptions) {
  const [values, setValues] = useState<BeneficiaryFormValues>(emptyBeneficiaryForm);
  const [problem, setProblem] = useState<BeneficiaryProblem | null>(null);
  const [question, setQuestion] = useState<SpouseOrderQuestion | null>(null);
  const attempts = useRef(0);

  /** A refusal of this submit: its message, and the wrong fields with their own messages. */
  const refuseWith = (refusal: BeneficiaryProblem) => {
    attempts.current += 1;
    setQuestion(null);
    setProblem({ ...refusal, attempt: attempts.current });
  };

  const submit = (spouseOrder?: SpouseOrder) => {
    const check = validateNewBeneficiary({
      memberGender,
      existing,
      candidate: toCandidate(values, spouseOrder),
      context,
      today,
    });
    const errors = entryErrors(values);
    if (!check.ok && check.code !== 'SPOUSE_ORDER_REQUIRED') {
      if (check.field && !errors[check.field]) errors[check.field] = check.message;
      refuseWith({ message: check.message, field: check.field ?? null, errors });
      return;
    }
    const wrong = Object.values(errors);
    if (wrong.length > 0) {
      refuseWith({ message: wrong.length === 1 ? wrong[0]! : messages.invalidInput, errors });
      return;
    }
    if (!check.ok) {
      setProblem(null);
      setQuestion({ proposed: check.nextSpouseOrder ?? null, error: spouseOrder ? check.message : null });
      return;
    }
    onAccepted({
      beneficiary: check.beneficiary,
      request: toBeneficiaryRequest(values, spouseOrder ?? check.beneficiary.spouseOrder),
      chosenSpouseOrder: spouseOrder,
      nextSpouseOrder: check.nextSpouseOrder,
    });
  };

  /** Clears the entry (after it was added, or when the form opens again). */
  const reset = useCallback(() => {
    setValues(emptyBeneficiaryForm);
    setProblem(null);
    setQuestion(null);
  }, []);

  return {
    values,
    /** The entry changed: a changed field's message goes; the refusal's summary stays until the next submit. */
    change: (next: BeneficiaryFormValues) => {
      setValues(next);
      setProblem((current) => {
        if (!current) return current;
        const changed = (Object.keys(next) as (keyof BeneficiaryFormValues)[]).filter(
          (key) => next[key] !== values[key],
        );
        const errors = { ...(current.errors ?? {}) };
        for (const key of changed) delete errors[key];
        const field =
          current.field && changed.includes(current.field as keyof BeneficiaryFormValues)
            ? null
            : current.field;
        return { ...current, errors, field };
      });
    },
    problem,
    submit,
    reset,
    /** A refusal from elsewhere (the server): shown under the entry, the confirmation closed. */
    refuse: refuseWith,
    /** Asks for the spouse order again (the server wanted one), with its message when given. */
    askSpouseOrder: (proposed: SpouseOrder | null, error: string | null) => setQuestion({ proposed, error }),
    closeSpouseOrder: () => setQuestion(null),
    askingSpouseOrder: question !== null,
    spouseOrderModal: {
      opened: question !== null,
      spouseName: beneficiaryFullName(values),
      taken: activeSpouses(existing).map((b) => b.spouseOrder ?? null),
      proposed: question?.proposed ?? null,
      error: question?.error ?? null,
      onConfirm: (order: SpouseOrder) => submit(order),
      onCancel: () => setQuestion(null),
    },
  };
}
