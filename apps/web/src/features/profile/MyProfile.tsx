import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToday } from '../../lib/hooks/use-today.ts';
import { useMyProfile } from './api/get-my-profile.ts';
import { AccountFacts } from './components/AccountFacts.tsx';
import { ChangePasswordForm } from './components/ChangePasswordForm.tsx';
import { PersonalInfoForm } from './components/PersonalInfoForm.tsx';
import { SecondStepSection } from './components/SecondStepSection.tsx';
import { SessionsSection } from './components/SessionsSection.tsx';
import { useProfileTexts } from './texts.ts';

interface MyProfileProps {
  /** What the app adds below the forms (the admin's recent activity). */
  children?: ReactNode;
}

/** My Profile (DECISIONS 37): one's account, personal information, password and sessions. */
export function MyProfile({ children }: MyProfileProps) {
  const profile = useMyProfile();
  const [today] = useToday();
  const { t } = useProfileTexts();
  const header = <PageHeader title={t('page.title')} description={t('page.description')} />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <Stack gap="lg" maw={980} aria-busy="true" aria-label={t('page.loading')}>
          <Skeleton h={120} radius="md" />
          <Skeleton h={360} radius="md" />
          <Skeleton h={200} radius="md" />
        </Stack>
      </>
    );
  }

  if (profile.isError) {
    return (
      <>
        {header}
        <Stack maw={560} gap="sm">
          <Alert color="red" role="alert">
            {errorMessage(profile.error)}
          </Alert>
          <Button variant="light" onClick={() => profile.refetch()} w="fit-content">
            {t('page.tryAgain')}
          </Button>
        </Stack>
      </>
    );
  }

  const mine = profile.data.profile;
  return (
    <>
      {header}
      <Stack gap="lg" maw={980}>
        <AccountFacts profile={mine} />
        <PersonalInfoForm profile={mine} today={today} />
        <ChangePasswordForm />
        <SecondStepSection />
        <SessionsSection />
        {children}
      </Stack>
    </>
  );
}
