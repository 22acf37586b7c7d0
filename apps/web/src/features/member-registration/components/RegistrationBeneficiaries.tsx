import { ActionIcon, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { BENEFICIARY_GENDER_LABELS, beneficiaryFullName, type ExistingBeneficiary } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BeneficiaryFields } from '../../../components/member-form/BeneficiaryFields.tsx';
import { SpouseOrderModal } from '../../../components/member-form/SpouseOrderModal.tsx';
import { useBeneficiaryCandidate } from '../../../components/member-form/use-beneficiary-candidate.ts';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
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
      {/* Enter in a beneficiary field adds the beneficiary (issue 23), not the whole registration. */}
      <Box
        onKeyDown={(event) => {
          const target = event.target as HTMLElement;
          if (event.key !== 'Enter' || target.tagName !== 'INPUT' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          entry.submit();
        }}
      >
        <BeneficiaryFields
          values={entry.values}
          onChange={entry.change}
          today={today}
          problem={entry.problem}
        />
      </Box>
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
        <ResponsiveTable
          caption="Beneficiaries to register with this member"
          rows={beneficiaries}
          rowKey={(row) => row.key}
          columns={[
            { key: 'name', label: 'Name', cell: ({ accepted }) => beneficiaryFullName(accepted) },
            {
              key: 'gender',
              label: 'Gender',
              cell: ({ accepted }) => BENEFICIARY_GENDER_LABELS[accepted.gender],
            },
            {
              key: 'dob',
              label: 'Date of Birth',
              cell: ({ accepted }) => formatDate(accepted.dob),
              nowrap: true,
            },
            { key: 'age', label: 'Age', cell: ({ accepted }) => accepted.age },
            {
              key: 'relationship',
              label: 'Relationship',
              cell: ({ accepted }) => (
                <>
                  {accepted.relationship === 'Other' && accepted.relationshipOther
                    ? `Other (${accepted.relationshipOther})`
                    : accepted.relationship}
                  {accepted.spouseOrder ? (
                    <Badge ml={6} size="sm" variant="light">
                      {accepted.spouseOrder} spouse
                    </Badge>
                  ) : null}
                </>
              ),
            },
            { key: 'pwd', label: 'PWD', cell: ({ accepted }) => (accepted.pwd ? 'Yes' : 'No') },
            {
              key: 'actions',
              label: 'Actions',
              labelHidden: true,
              cell: ({ key, accepted }) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${beneficiaryFullName(accepted)}`}
                  onClick={() => remove(key)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ),
            },
          ]}
          minWidth={620}
          verticalSpacing="xs"
        />
      )}

      <SpouseOrderModal {...entry.spouseOrderModal} />
    </Stack>
  );
}
