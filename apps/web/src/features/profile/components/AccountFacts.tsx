import { SimpleGrid, TextInput } from '@mantine/core';
import type { MyProfile } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useProfileTexts } from '../texts.ts';

/** Email, username and role: shown, not edited here (DECISIONS 37: a head admin changes them). */
export function AccountFacts({ profile }: { profile: MyProfile }) {
  const { t } = useProfileTexts();
  return (
    <SectionCard id="account-heading" title={t('account.title')} description={t('account.description')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('account.email')} value={profile.email} readOnly variant="filled" />
        <TextInput label={t('account.username')} value={profile.username} readOnly variant="filled" />
        <TextInput
          label={t('account.role')}
          value={
            profile.role === 'head_admin' || profile.role === 'admin_assistant'
              ? t(`roles.${profile.role}`)
              : profile.roleLabel
          }
          readOnly
          variant="filled"
        />
      </SimpleGrid>
    </SectionCard>
  );
}
