import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { BENEFICIARY_GENDER_LABELS, beneficiaryFullName, type ExistingBeneficiary } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BeneficiaryFields } from '../../../components/member-form/BeneficiaryFields.tsx';
import { SpouseOrderModal } from '../../../components/member-form/SpouseOrderModal.tsx';
import { useBeneficiaryCandidate } from '../../../components/member-form/use-beneficiary-candidate.ts';
import { formatDate } from '../../../lib/dates.ts';
import type { AddedBeneficiary } from '../registration-form.ts';

interface RegistrationBeneficiariesProps {
  memberGender: string;
  beneficiaries: AddedBeneficiary[];
  onChange: (beneficiaries: AddedBeneficiary[]) => void;
  today: string;
}

function asExisting(list: AddedBeneficiary[]): ExistingBeneficiary[] {
  return list.map(({ accepted }) => ({ ...accepted, status: accepted.status }));
}

/**
 * The Beneficiaries (Optional) section: one entry form checked by the domain with the registration
 * messages ('This beneficiary is already added.'), and the list of those added so far.
 */
export function RegistrationBeneficiaries({
  memberGender,
  beneficiaries,
  onChange,
  today,
}: RegistrationBeneficiariesProps) {
  const existing = asExisting(beneficiaries);
  const entry = useBeneficiaryCandidate({
    memberGender,
    existing,
    context: 'registration',
    today,
    onAccepted: ({ beneficiary, request }) => {
      onChange([
        ...beneficiaries,
        { key: `${Date.now()}-${beneficiaries.length}`, request, accepted: beneficiary },
      ]);
      entry.reset();
    },
  });

  const remove = (key: string) => onChange(beneficiaries.filter((b) => b.key !== key));

  return (
    <Stack gap="md">
      <BeneficiaryFields
        values={entry.values}
        onChange={entry.change}
        today={today}
        problem={entry.problem}
      />
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => entry.submit()}
        >
          Add beneficiary
        </Button>
      </Group>

      {beneficiaries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No beneficiaries added yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>Beneficiaries to register with this member</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Gender</Table.Th>
                <Table.Th>Date of Birth</Table.Th>
                <Table.Th>Age</Table.Th>
                <Table.Th>Relationship</Table.Th>
                <Table.Th>PWD</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {beneficiaries.map(({ key, accepted }) => {
                const name = beneficiaryFullName(accepted);
                return (
                  <Table.Tr key={key}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{BENEFICIARY_GENDER_LABELS[accepted.gender]}</Table.Td>
                    <Table.Td>{formatDate(accepted.dob)}</Table.Td>
                    <Table.Td>{accepted.age}</Table.Td>
                    <Table.Td>
                      {accepted.relationship === 'Other' && accepted.relationshipOther
                        ? `Other (${accepted.relationshipOther})`
                        : accepted.relationship}
                      {accepted.spouseOrder ? (
                        <Badge ml={6} size="sm" variant="light">
                          {accepted.spouseOrder} spouse
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{accepted.pwd ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name}`}
                        onClick={() => remove(key)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <SpouseOrderModal {...entry.spouseOrderModal} />
    </Stack>
  );
}
