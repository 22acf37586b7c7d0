import { Badge, Text } from '@mantine/core';
import { type BeneficiaryStatus, type BeneficiaryView, beneficiaryAge, isRemoved } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { type MemberTexts, useMemberTexts } from '../../../lib/i18n/member-texts.ts';

const STATUS_COLOR: Record<BeneficiaryStatus, string> = {
  eligible: 'green',
  ineligible: 'orange',
  removed: 'gray',
};

interface BeneficiariesTableProps {
  beneficiaries: BeneficiaryView[];
  today: string;
  editing: boolean;
  removingId: string | null;
  onRemove: (beneficiary: BeneficiaryView) => void;
}

function relationshipText({ t }: MemberTexts, b: BeneficiaryView): string {
  const base =
    b.relationship === 'Other' && b.relationshipOther
      ? t('labels.relationshipOther', { other: b.relationshipOther })
      : t(`labels.relationship.${b.relationship}`);
  return b.spouseOrder ? `${base} (${t(`labels.spouseOrder.${b.spouseOrder}`)})` : base;
}

/** Name, Suffix, Age, Gender, Relationship, Date of Birth, PWD, Status; in edit mode a Remove button per row. */
export function BeneficiariesTable({
  beneficiaries,
  today,
  editing,
  removingId,
  onRemove,
}: BeneficiariesTableProps) {
  const texts = useMemberTexts();
  const { t, m, locale } = texts;
  if (beneficiaries.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {m('noBeneficiariesFound')}
      </Text>
    );
  }
  const columns: ListColumn<BeneficiaryView>[] = [
    {
      key: 'name',
      label: t('beneficiaries.name'),
      cell: (b) => [b.firstName, b.middleName, b.lastName].filter(Boolean).join(' '),
    },
    { key: 'suffix', label: t('beneficiaries.suffix'), cell: (b) => b.suffix || '—' },
    { key: 'age', label: t('beneficiaries.age'), cell: (b) => beneficiaryAge(b.dob, today) },
    { key: 'gender', label: t('beneficiaries.gender'), cell: (b) => t(`labels.gender.${b.gender}`) },
    { key: 'relationship', label: t('beneficiaries.relationship'), cell: (b) => relationshipText(texts, b) },
    { key: 'dob', label: t('beneficiaries.dob'), cell: (b) => formatDate(b.dob, locale), nowrap: true },
    { key: 'pwd', label: t('beneficiaries.pwd'), cell: (b) => (b.pwd ? t('common.yes') : t('common.no')) },
    {
      key: 'status',
      label: t('beneficiaries.status'),
      nowrap: true,
      cell: (b) => (
        <Badge color={STATUS_COLOR[b.status]} variant="light">
          {t(`labels.beneficiaryStatus.${b.status}`)}
        </Badge>
      ),
    },
    ...(editing
      ? [
          {
            key: 'actions',
            label: t('common.actions'),
            labelHidden: true,
            cell: (b: BeneficiaryView) =>
              isRemoved(b) ? null : (
                <RowButton
                  icon={IconTrash}
                  label={t('beneficiaries.removeOf', { name: b.fullName })}
                  color="red"
                  loading={removingId === b.id}
                  onClick={() => onRemove(b)}
                >
                  {t('beneficiaries.remove')}
                </RowButton>
              ),
          },
        ]
      : []),
  ];
  return (
    <ResponsiveTable
      caption={t('beneficiaries.caption')}
      rows={beneficiaries}
      rowKey={(b) => b.id}
      columns={columns}
      dimmed={isRemoved}
      minWidth={760}
    />
  );
}
