import { Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type ClaimView,
  claimMemberRefusal,
  type ServiceLimitView,
  serviceUsage,
  validateClaim,
} from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { firstError } from '../../../lib/forms/domain-resolver.ts';
import { useClaimService } from '../api/claim-service.ts';
import type { ServicesBeneficiary, ServicesMember } from '../claim-form.ts';
import {
  asRecordedClaims,
  asServiceLimits,
  type ClaimFormValues,
  claimFormErrors,
  claimMember,
  emptyClaimForm,
  previewDay,
  toCandidate,
  toClaimRequest,
} from '../claim-form.ts';
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
}

/**
 * Claim Service (spec 2, 5): the domain's claim rules answer first, on the same data the server
 * uses; the server checks again under the member's lock and its message is shown as it comes.
 */
export function ClaimServiceModal(props: ClaimServiceModalProps) {
  const { opened, onClose, member, beneficiaries, limits, claims, today } = props;
  // The form keeps at most one field error, the one the alert tells; any change clears it.
  const form = useForm<ClaimFormValues>({
    initialValues: emptyClaimForm(today),
    validate: claimFormErrors,
  });
  /** A refusal that points at no field (the member's state, the server's answer). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const claim = useClaimService();
  const { values, setValues } = form;

  useEffect(() => {
    if (opened) {
      setValues(emptyClaimForm(today));
      setRefusal(null);
    }
  }, [opened, today, setValues]);

  const recorded = useMemo(() => asRecordedClaims(claims), [claims]);
  const day = previewDay(values, today);
  const usage = useMemo(
    () => serviceUsage(asServiceLimits(limits), recorded, day, claimMember(member)),
    [limits, recorded, day, member],
  );
  const chosen = usage.find((u) => u.serviceType === values.serviceType && u.category === values.category);

  const refuse = ({ message, field }: { message: string; field?: string | null }) => {
    if (field) {
      form.setErrors({ [field]: message });
      setRefusal(null);
    } else {
      form.clearErrors();
      setRefusal(message);
    }
  };

  const send = (checked: ClaimFormValues) => {
    const check = validateClaim({
      member: claimMember(member),
      limits: asServiceLimits(limits),
      claims: recorded,
      beneficiaries,
      today,
      claim: toCandidate(checked),
    });
    if (!check.ok) {
      refuse(check);
      return;
    }
    setRefusal(null);
    claim.mutate(
      { memberId: member.id, claim: toClaimRequest(checked) },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          refuse({ message: errorMessage(error) });
        },
      },
    );
  };

  // The domain's order (validateClaim): the member's own state first, as no change to the form fixes
  // it; then the fields the schema finds missing or malformed, the first one told; then the claim rules.
  const validateAndSend = form.onSubmit(send, (errors) => {
    const first = firstError(errors);
    if (first) refuse({ message: first.message, field: first.path });
  });
  const submit = () => {
    const memberRefusal = claimMemberRefusal(claimMember(member), today);
    if (memberRefusal) refuse(memberRefusal);
    else validateAndSend();
  };

  const fieldProblem = firstError(form.errors);
  const problem = fieldProblem
    ? { message: fieldProblem.message, field: fieldProblem.path }
    : refusal
      ? { message: refusal, field: null }
      : null;

  return (
    <Modal opened={opened} onClose={onClose} title="Claim Service" size="lg" centered keepMounted={false}>
      <ModalForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Claim Service"
        submitting={claim.isPending}
        error={problem?.message ?? null}
      >
        <ClaimFields
          values={values}
          onChange={(next) => {
            // Setting the values clears the field errors (Mantine's clearInputErrorOnChange).
            form.setValues(next);
            setRefusal(null);
          }}
          usage={usage}
          beneficiaries={beneficiaries}
          registrationDate={member.registrationDate}
          today={today}
          invalidField={problem?.field ?? null}
          problemMessage={problem?.message}
        />
        {chosen ? <ServicePreview usage={chosen} /> : null}
      </ModalForm>
    </Modal>
  );
}
