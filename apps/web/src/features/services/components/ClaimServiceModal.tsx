import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { serviceUsage, validateClaim } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useClaimService } from '../api/claim-service.ts';
import type { ClaimView, ServiceLimitView, ServicesBeneficiary, ServicesMember } from '../api/types.ts';
import {
  asClaimBeneficiaries,
  asRecordedClaims,
  asServiceLimits,
  type ClaimFormValues,
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
  const [values, setValues] = useState<ClaimFormValues>(() => emptyClaimForm(today));
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null);
  const claim = useClaimService();

  useEffect(() => {
    if (opened) {
      setValues(emptyClaimForm(today));
      setProblem(null);
    }
  }, [opened, today]);

  const recorded = useMemo(() => asRecordedClaims(claims), [claims]);
  const day = previewDay(values, today);
  const usage = useMemo(
    () => serviceUsage(asServiceLimits(limits), recorded, day, claimMember(member)),
    [limits, recorded, day, member],
  );
  const chosen = usage.find((u) => u.serviceType === values.serviceType && u.category === values.category);

  const submit = () => {
    const check = validateClaim({
      member: claimMember(member),
      limits: asServiceLimits(limits),
      claims: recorded,
      beneficiaries: asClaimBeneficiaries(beneficiaries),
      today,
      claim: toCandidate(values),
    });
    if (!check.ok) {
      setProblem({ message: check.message, field: check.field ?? null });
      return;
    }
    claim.mutate(
      { memberId: member.id, claim: toClaimRequest(values) },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          setProblem({ message: errorMessage(error), field: null });
        },
      },
    );
  };

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
            setValues(next);
            setProblem(null);
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
