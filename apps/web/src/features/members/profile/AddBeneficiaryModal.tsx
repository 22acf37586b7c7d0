import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  activeSpouses,
  type BeneficiaryView,
  beneficiaryFullName,
  type ExistingBeneficiary,
  type MemberDetail,
  type SpouseOrder,
  validateNewBeneficiary,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import {
  BeneficiaryFields,
  type BeneficiaryProblem,
} from '../../../components/member-form/BeneficiaryFields.tsx';
import {
  type BeneficiaryFormValues,
  emptyBeneficiaryForm,
  toBeneficiaryRequest,
  toCandidate,
} from '../../../components/member-form/beneficiary-form.ts';
import { SpouseOrderModal } from '../../../components/member-form/SpouseOrderModal.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useAddBeneficiary } from '../api/add-beneficiary.ts';

interface AddBeneficiaryModalProps {
  opened: boolean;
  onClose: () => void;
  member: MemberDetail;
  beneficiaries: BeneficiaryView[];
  today: string;
}

/**
 * Add Beneficiary (spec 2, 5): the domain checks first (context 'profile'), the server has the last
 * word; a male member's 2nd–4th spouse goes through the Muslim Polygamy Confirmation.
 */
export function AddBeneficiaryModal({
  opened,
  onClose,
  member,
  beneficiaries,
  today,
}: AddBeneficiaryModalProps) {
  const [values, setValues] = useState<BeneficiaryFormValues>(emptyBeneficiaryForm);
  const [problem, setProblem] = useState<BeneficiaryProblem | null>(null);
  const [askOrder, setAskOrder] = useState<{ proposed: SpouseOrder | null; error: string | null } | null>(
    null,
  );
  const add = useAddBeneficiary();
  // The API's beneficiaries are what the domain's rules read (status and spouse order in its own words).
  const existing: ExistingBeneficiary[] = beneficiaries;

  useEffect(() => {
    if (opened) {
      setValues(emptyBeneficiaryForm);
      setProblem(null);
      setAskOrder(null);
    }
  }, [opened]);

  const submit = (spouseOrder?: SpouseOrder) => {
    const check = validateNewBeneficiary({
      memberGender: member.gender,
      existing,
      candidate: toCandidate(values, spouseOrder),
      context: 'profile',
      today,
    });
    if (!check.ok) {
      if (check.code === 'SPOUSE_ORDER_REQUIRED' && !spouseOrder) {
        setProblem(null);
        setAskOrder({ proposed: check.nextSpouseOrder ?? null, error: null });
        return;
      }
      if (spouseOrder && check.code === 'SPOUSE_ORDER_REQUIRED') {
        setAskOrder({ proposed: check.nextSpouseOrder ?? null, error: check.message });
        return;
      }
      setAskOrder(null);
      setProblem({ message: check.message, field: check.field ?? null });
      return;
    }
    add.mutate(
      {
        memberId: member.id,
        beneficiary: toBeneficiaryRequest(values, spouseOrder ?? check.beneficiary.spouseOrder),
      },
      {
        onSuccess: (answer) => {
          setAskOrder(null);
          notifications.show({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          if (isApiError(error) && error.code === 'SPOUSE_ORDER_REQUIRED') {
            setAskOrder({ proposed: check.nextSpouseOrder, error: spouseOrder ? error.message : null });
            return;
          }
          setAskOrder(null);
          setProblem({ message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened && askOrder === null}
        onClose={onClose}
        title="Add Beneficiary"
        size="xl"
        centered
        keepMounted={false}
      >
        <ModalForm
          onSubmit={() => submit()}
          onCancel={onClose}
          submitLabel="Add Beneficiary"
          submitting={add.isPending}
          error={null}
        >
          <BeneficiaryFields
            values={values}
            onChange={(next) => {
              setValues(next);
              setProblem(null);
            }}
            today={today}
            problem={problem}
          />
        </ModalForm>
      </Modal>
      <SpouseOrderModal
        opened={opened && askOrder !== null}
        spouseName={beneficiaryFullName(values)}
        taken={activeSpouses(existing).map((b) => b.spouseOrder ?? null)}
        proposed={askOrder?.proposed ?? null}
        error={askOrder?.error ?? null}
        loading={add.isPending}
        onConfirm={(order) => submit(order)}
        onCancel={() => setAskOrder(null)}
      />
    </>
  );
}
