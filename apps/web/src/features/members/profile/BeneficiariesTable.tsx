import { Badge, Button, Table, Text } from '@mantine/core';
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
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption className="visually-hidden">The member's beneficiaries</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Suffix</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Relationship</Table.Th>
            <Table.Th>Date of Birth</Table.Th>
            <Table.Th>PWD</Table.Th>
            <Table.Th>Status</Table.Th>
            {editing ? (
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {beneficiaries.map((b) => {
            const name = [b.firstName, b.middleName, b.lastName].filter(Boolean).join(' ');
            return (
              <Table.Tr key={b.id} c={isRemoved(b) ? 'dimmed' : undefined}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{b.suffix || '—'}</Table.Td>
                <Table.Td>{beneficiaryAge(b.dob, today)}</Table.Td>
                <Table.Td>{BENEFICIARY_GENDER_LABELS[b.gender]}</Table.Td>
                <Table.Td>{relationshipText(b)}</Table.Td>
                <Table.Td>{formatDate(b.dob)}</Table.Td>
                <Table.Td>{b.pwd ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[b.status]} variant="light">
                    {BENEFICIARY_STATUS_LABELS[b.status]}
                  </Badge>
                </Table.Td>
                {editing ? (
                  <Table.Td>
                    {isRemoved(b) ? null : (
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
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
