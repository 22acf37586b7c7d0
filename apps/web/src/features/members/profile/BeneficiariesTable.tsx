import { Badge, Button, Text } from '@mantine/core';
import {
  BENEFICIARY_GENDER_LABELS,
  BENEFICIARY_STATUS_LABELS,
  type BeneficiaryStatus,
  type BeneficiaryView,
  beneficiaryAge,
  isRemoved,
  messages,
} from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { type ListColumn, ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { formatDate } from '../../../lib/dates.ts';

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

function relationshipText(b: BeneficiaryView): string {
  const base =
    b.relationship === 'Other' && b.relationshipOther ? `Other (${b.relationshipOther})` : b.relationship;
  return b.spouseOrder ? `${base} (${b.spouseOrder})` : base;
}

/** Name, Suffix, Age, Gender, Relationship, Date of Birth, PWD, Status; in edit mode a Remove button per row. */
export function BeneficiariesTable({
  beneficiaries,
  today,
  editing,
  removingId,
  onRemove,
}: BeneficiariesTableProps) {
  if (beneficiaries.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {messages.noBeneficiariesFound}
      </Text>
    );
  }
  const columns: ListColumn<BeneficiaryView>[] = [
    {
      key: 'name',
      label: 'Name',
      cell: (b) => [b.firstName, b.middleName, b.lastName].filter(Boolean).join(' '),
    },
    { key: 'suffix', label: 'Suffix', cell: (b) => b.suffix || '—' },
    { key: 'age', label: 'Age', cell: (b) => beneficiaryAge(b.dob, today) },
    { key: 'gender', label: 'Gender', cell: (b) => BENEFICIARY_GENDER_LABELS[b.gender] },
    { key: 'relationship', label: 'Relationship', cell: relationshipText },
    { key: 'dob', label: 'Date of Birth', cell: (b) => formatDate(b.dob), nowrap: true },
    { key: 'pwd', label: 'PWD', cell: (b) => (b.pwd ? 'Yes' : 'No') },
    {
      key: 'status',
      label: 'Status',
      nowrap: true,
      cell: (b) => (
        <Badge color={STATUS_COLOR[b.status]} variant="light">
          {BENEFICIARY_STATUS_LABELS[b.status]}
        </Badge>
      ),
    },
    ...(editing
      ? [
          {
            key: 'actions',
            label: 'Actions',
            labelHidden: true,
            cell: (b: BeneficiaryView) =>
              isRemoved(b) ? null : (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Remove ${b.fullName}`}
                  loading={removingId === b.id}
                  onClick={() => onRemove(b)}
                >
                  Remove
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <ResponsiveTable
      caption="The member's beneficiaries"
      rows={beneficiaries}
      rowKey={(b) => b.id}
      columns={columns}
      dimmed={isRemoved}
      minWidth={760}
    />
  );
}
