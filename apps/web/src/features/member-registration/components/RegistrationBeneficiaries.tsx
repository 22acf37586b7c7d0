import { ActionIcon, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { beneficiaryFullName, type ExistingBeneficiary } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BeneficiaryFields } from '../../../components/member-form/BeneficiaryFields.tsx';
import { SpouseOrderModal } from '../../../components/member-form/SpouseOrderModal.tsx';
import { useBeneficiaryCandidate } from '../../../components/member-form/use-beneficiary-candidate.ts';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';
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
  const { t, locale } = useMemberTexts();
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
          {t('registration.addBeneficiary')}
        </Button>
      </Group>

      {beneficiaries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('registration.noBeneficiaries')}
        </Text>
      ) : (
        <ResponsiveTable
          caption={t('registration.beneficiariesCaption')}
          rows={beneficiaries}
          rowKey={(row) => row.key}
          columns={[
            {
              key: 'name',
              label: t('beneficiaries.name'),
              cell: ({ accepted }) => beneficiaryFullName(accepted),
            },
            {
              key: 'gender',
              label: t('beneficiaries.gender'),
              cell: ({ accepted }) => t(`labels.gender.${accepted.gender}`),
            },
            {
              key: 'dob',
              label: t('beneficiaries.dob'),
              cell: ({ accepted }) => formatDate(accepted.dob, locale),
              nowrap: true,
            },
            { key: 'age', label: t('beneficiaries.age'), cell: ({ accepted }) => accepted.age },
            {
              key: 'relationship',
              label: t('beneficiaries.relationship'),
              cell: ({ accepted }) => (
                <>
                  {accepted.relationship === 'Other' && accepted.relationshipOther
                    ? t('labels.relationshipOther', { other: accepted.relationshipOther })
                    : t(`labels.relationship.${accepted.relationship}`)}
                  {accepted.spouseOrder ? (
                    <Badge ml={6} size="sm" variant="light">
                      {t('labels.spouse', { order: t(`labels.spouseOrder.${accepted.spouseOrder}`) })}
                    </Badge>
                  ) : null}
                </>
              ),
            },
            {
              key: 'pwd',
              label: t('beneficiaries.pwd'),
              cell: ({ accepted }) => (accepted.pwd ? t('common.yes') : t('common.no')),
            },
            {
              key: 'actions',
              label: t('common.actions'),
              labelHidden: true,
              cell: ({ key, accepted }) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('beneficiaries.removeOf', { name: beneficiaryFullName(accepted) })}
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
