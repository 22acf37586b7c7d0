import { Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ClaimView,
  claimMemberRefusal,
  messages,
  type ServiceLimitView,
  serviceUsage,
  validateClaim,
} from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { ReceiptLink } from '../../../components/ReceiptLink.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import {
  fieldProblems,
  focusFirstProblem,
  type Refusal,
  serverFieldErrors,
} from '../../../lib/forms/refusal.ts';
import { useClaimService } from '../api/claim-service.ts';
import { useInstitutions } from '../api/get-institutions.ts';
import type { ServicesBeneficiary, ServicesMember } from '../claim-form.ts';
import {
  anyMissing,
  asRecordedClaims,
  asServiceLimits,
  CLAIM_FIELD_LABELS,
  CLAIM_FIELD_ORDER,
  type ClaimFormValues,
  claimFormErrors,
  claimMember,
  correctionForm,
  emptyClaimForm,
  previewDay,
  suggestions,
  toCandidate,
  toClaimRequest,
} from '../claim-form.ts';
import { useServicesTexts } from '../texts.ts';
import { ClaimFields } from './ClaimFields.tsx';
import { ServicePreview } from './ServicePreview.tsx';

interface ClaimServiceModalProps {
  opened: boolean;
  onClose: () => void;
  member: ServicesMember;
  beneficiaries: ServicesBeneficiary[];
  limits: ServiceLimitView[];
  claims: ClaimView[];
  today: string;
  /** Correct (DECISIONS 51): the voided claim whose values the form starts from; the new claim names it. */
  correcting?: ClaimView | null;
}

/**
 * Claim Service (spec 2, 5): the domain's claim rules answer first, on the same data the server
 * uses; the server checks again under the member's lock and its message is shown as it comes.
 */
export function ClaimServiceModal(props: ClaimServiceModalProps) {
  const { opened, onClose, member, beneficiaries, limits, claims, today, correcting = null } = props;
  const startValues = () => (correcting ? correctionForm(correcting) : emptyClaimForm(today));
  const [values, setValues] = useState<ClaimFormValues>(startValues);
  // Each wrong field's message (under it) goes when the field changes; the summary stays until the next submit.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { t, m, tr } = useServicesTexts();
  const claim = useClaimService();
  const program = useInstitutions(opened);
  // The member's own institutions first (most used), then the program's of the last year.
  const institutions = useMemo(() => suggestions(claims, program.data ?? []), [claims, program.data]);

  useEffect(() => {
    if (opened) {
      setValues(correcting ? correctionForm(correcting) : emptyClaimForm(today));
      setErrors({});
      setRefusal(null);
    }
  }, [opened, today, correcting]);

  // A corrected claim is voided before the form opens; left out here even if the history is not refetched yet.
  const recorded = useMemo(
    () => asRecordedClaims(claims.filter((c) => c.id !== correcting?.id)),
    [claims, correcting],
  );
  const day = previewDay(values, today);
  const usage = useMemo(
    () => serviceUsage(asServiceLimits(limits), recorded, day, claimMember(member)),
    [limits, recorded, day, member],
  );
  const chosen = usage.find((u) => u.serviceType === values.serviceType && u.category === values.category);

  const refuse = (english: string, englishErrors: Record<string, string>) => {
    // The domain's messages are catalogue texts: shown in the chosen language (issue 26).
    const message = tr(english);
    const fieldErrors = Object.fromEntries(Object.entries(englishErrors).map(([k, v]) => [k, tr(v)]));
    const problems = fieldProblems(fieldErrors, CLAIM_FIELD_ORDER, CLAIM_FIELD_LABELS);
    setErrors(fieldErrors);
    setRefusal({ message, problems });
    requestAnimationFrame(() => focusFirstProblem(formRef.current, problems));
  };

  // The domain's order (validateClaim): the member's own state first, as no change to the form fixes
  // it; then the fields the schema finds missing or malformed, each told under it; then the claim rules.
  const submit = () => {
    const memberRefusal = claimMemberRefusal(claimMember(member), today);
    if (memberRefusal) {
      refuse(memberRefusal.message, {});
      return;
    }
    const fieldErrors = claimFormErrors(values);
    const wrong = Object.values(fieldErrors);
    if (wrong.length > 0) {
      const message = anyMissing(fieldErrors)
        ? messages.claimRequiredFields
        : wrong.length === 1
          ? wrong[0]!
          : messages.invalidInput;
      refuse(message, fieldErrors);
      return;
    }
    const check = validateClaim({
      member: claimMember(member),
      limits: asServiceLimits(limits),
      claims: recorded,
      beneficiaries,
      today,
      claim: toCandidate(values),
    });
    if (!check.ok) {
      refuse(check.message, check.field ? { [check.field]: check.message } : {});
      return;
    }
    setErrors({});
    setRefusal(null);
    claim.mutate(
      {
        memberId: member.id,
        claim: { ...toClaimRequest(values), ...(correcting ? { corrects: correcting.id } : {}) },
      },
      {
        onSuccess: (answer) => {
          // The receipt can be printed from here at once (DECISIONS 52), or later from the history.
          notifications.show({
            color: 'green',
            autoClose: 10_000,
            message: (
              <Group gap="xs" justify="space-between">
                <span>{correcting ? m('claimCorrected') : tr(answer.message)}</span>
                <ReceiptLink claimId={answer.claim.id} />
              </Group>
            ),
          });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          refuse(errorMessage(error), serverFieldErrors(error, CLAIM_FIELD_ORDER) as Record<string, string>);
        },
      },
    );
  };

  const change = (next: ClaimFormValues) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([field]) => next[field as keyof ClaimFormValues] === values[field as keyof ClaimFormValues],
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
    // The summary follows the fields (issue 23): a field changed leaves it; none left, no summary.
    setRefusal((current) => {
      if (!current || current.problems.length === 0) return current;
      const problems = current.problems.filter(
        (p) => next[p.path as keyof ClaimFormValues] === values[p.path as keyof ClaimFormValues],
      );
      if (problems.length === current.problems.length) return current;
      return problems.length > 0 ? { ...current, problems } : null;
    });
    setValues(next);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={correcting ? t('claim.correctTitle') : t('claim.button')}
      size="lg"
      centered
      keepMounted={false}
    >
      <ModalForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={t('claim.button')}
        submitting={claim.isPending}
        error={null}
        refusal={refusal}
        formRef={formRef}
      >
        <ClaimFields
          values={values}
          onChange={change}
          usage={usage}
          beneficiaries={beneficiaries}
          registrationDate={member.registrationDate}
          today={today}
          errors={errors}
          institutions={institutions}
        />
        {chosen ? <ServicePreview usage={chosen} /> : null}
      </ModalForm>
    </Modal>
  );
}
