import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BeneficiaryView, MemberDetail } from '@portal/domain';
import { useEffect } from 'react';
import { ModalForm } from '../../../components/ModalForm.tsx';
import {
  BENEFICIARY_FIELD_ORDER,
  BeneficiaryFields,
} from '../../../components/member-form/BeneficiaryFields.tsx';
import { SpouseOrderModal } from '../../../components/member-form/SpouseOrderModal.tsx';
import { useBeneficiaryCandidate } from '../../../components/member-form/use-beneficiary-candidate.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { serverFieldErrors } from '../../../lib/forms/refusal.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
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
  const { t, tr } = useMemberTexts();
  const add = useAddBeneficiary();
  // The API's beneficiaries are what the domain's rules read (status and spouse order in its own words).
  const entry = useBeneficiaryCandidate({
    memberGender: member.gender,
    existing: beneficiaries,
    context: 'profile',
    today,
    onAccepted: ({ request, chosenSpouseOrder, nextSpouseOrder }) =>
      add.mutate(
        { memberId: member.id, beneficiary: request },
        {
          onSuccess: (answer) => {
            entry.closeSpouseOrder();
            notifications.show({ color: 'green', message: tr(answer.message) });
            onClose();
          },
          onError: (error) => {
            if (isSessionEnded(error)) return;
            if (isApiError(error) && error.code === 'SPOUSE_ORDER_REQUIRED') {
              entry.askSpouseOrder(nextSpouseOrder, chosenSpouseOrder ? error.message : null);
              return;
            }
            entry.refuse({
              message: errorMessage(error),
              errors: serverFieldErrors(error, BENEFICIARY_FIELD_ORDER) as Record<string, string>,
            });
          },
        },
      ),
  });
  const { reset } = entry;

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  return (
    <>
      <Modal
        opened={opened && !entry.askingSpouseOrder}
        onClose={onClose}
        title={t('beneficiaries.add')}
        size="xl"
        centered
        keepMounted={false}
      >
        <ModalForm
          onSubmit={() => entry.submit()}
          onCancel={onClose}
          submitLabel={t('beneficiaries.add')}
          submitting={add.isPending}
          error={null}
        >
          <BeneficiaryFields
            values={entry.values}
            onChange={entry.change}
            today={today}
            problem={entry.problem}
          />
        </ModalForm>
      </Modal>
      <SpouseOrderModal
        {...entry.spouseOrderModal}
        opened={opened && entry.spouseOrderModal.opened}
        loading={add.isPending}
      />
    </>
  );
}
