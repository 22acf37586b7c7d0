import {
  type AcceptedBeneficiary,
  activeSpouses,
  type BeneficiaryRequest,
  beneficiaryFullName,
  type ExistingBeneficiary,
  type SpouseOrder,
  validateNewBeneficiary,
} from '@portal/domain';
import { useCallback, useState } from 'react';
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

  const submit = (spouseOrder?: SpouseOrder) => {
    const check = validateNewBeneficiary({
      memberGender,
      existing,
      candidate: toCandidate(values, spouseOrder),
      context,
      today,
    });
    if (!check.ok) {
      if (check.code === 'SPOUSE_ORDER_REQUIRED') {
        setProblem(null);
        setQuestion({ proposed: check.nextSpouseOrder ?? null, error: spouseOrder ? check.message : null });
        return;
      }
      setQuestion(null);
      setProblem({ message: check.message, field: check.field ?? null });
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
    /** The entry changed: its last refusal no longer applies. */
    change: (next: BeneficiaryFormValues) => {
      setValues(next);
      setProblem(null);
    },
    problem,
    submit,
    reset,
    /** A refusal from elsewhere (the server): shown under the entry, the confirmation closed. */
    refuse: (refusal: BeneficiaryProblem) => {
      setQuestion(null);
      setProblem(refusal);
    },
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
