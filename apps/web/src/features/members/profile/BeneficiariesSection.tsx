import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BeneficiaryView, MemberDetail } from '@portal/domain';
import { IconCheck, IconEdit, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';
import { useRemoveBeneficiary } from '../api/remove-beneficiary.ts';
import { AddBeneficiaryModal } from './AddBeneficiaryModal.tsx';
import { BeneficiariesTable } from './BeneficiariesTable.tsx';

/** The beneficiaries table with Add Beneficiary and the edit mode that removes one (soft removal). */
export function BeneficiariesSection({
  member,
  beneficiaries,
  today,
}: {
  member: MemberDetail;
  beneficiaries: BeneficiaryView[];
  today: string;
}) {
  const { t, m } = useMemberTexts();
  const [editing, setEditing] = useState(false);
  const [adding, add] = useDisclosure(false);
  const remove = useRemoveBeneficiary();

  const handleRemove = (beneficiary: BeneficiaryView) =>
    remove.mutate(
      { memberId: member.id, beneficiaryId: beneficiary.id },
      notifyOutcome({
        success: () => m('beneficiaryRemoved'),
        failure: (error) => m('beneficiaryRemoveFailed', errorMessage(error)),
      }),
    );

  return (
    <SectionCard
      id="beneficiaries-heading"
      title={t('beneficiaries.title')}
      actions={
        <Group gap="xs">
          <Button
            size="xs"
            variant={editing ? 'filled' : 'default'}
            leftSection={editing ? <IconCheck size={16} aria-hidden /> : <IconEdit size={16} aria-hidden />}
            onClick={() => setEditing((on) => !on)}
            aria-pressed={editing}
          >
            {editing ? t('beneficiaries.doneEditing') : t('beneficiaries.edit')}
          </Button>
          <Button size="xs" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={add.open}>
            {t('beneficiaries.add')}
          </Button>
        </Group>
      }
    >
      <BeneficiariesTable
        beneficiaries={beneficiaries}
        today={today}
        editing={editing}
        removingId={remove.isPending ? (remove.variables?.beneficiaryId ?? null) : null}
        onRemove={handleRemove}
      />
      <AddBeneficiaryModal
        opened={adding}
        onClose={add.close}
        member={member}
        beneficiaries={beneficiaries}
        today={today}
      />
    </SectionCard>
  );
}
