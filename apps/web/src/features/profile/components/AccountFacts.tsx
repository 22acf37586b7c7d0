import { SimpleGrid, TextInput } from '@mantine/core';
import type { MyProfile } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard.tsx';

/** Email, username and role: shown, not edited here (DECISIONS 37: a head admin changes them). */
export function AccountFacts({ profile }: { profile: MyProfile }) {
  return (
    <SectionCard
      id="account-heading"
      title="Account"
      description="Your email, username and role are changed by a Head Administrator."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Email" value={profile.email} readOnly variant="filled" />
        <TextInput label="Username" value={profile.username} readOnly variant="filled" />
        <TextInput label="Role" value={profile.roleLabel} readOnly variant="filled" />
      </SimpleGrid>
    </SectionCard>
  );
}
