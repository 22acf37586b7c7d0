import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PublicCard } from '../../components/PublicCard.tsx';
import { meQueryKey } from '../../lib/auth/me-key.ts';
import { useSignOut } from '../../lib/auth/sign-out.ts';
import { SecondStepSetup } from './components/SecondStepSetup.tsx';
import { useProfileTexts, useSecondStepMessages } from './texts.ts';

/**
 * Shown instead of every admin page while head admins require two-step sign-in and this admin has
 * not set it up (issue 27 item 1): the server answers nothing else until then. Once the backup codes
 * are saved, the session is read again and the page the admin asked for opens.
 */
export default function SecondStepRequiredPage() {
  const { t } = useProfileTexts();
  const messages = useSecondStepMessages();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <PublicCard width={520} title={t('required.title')} intro={messages.secondStepRequiredToContinue}>
      <SecondStepSetup onDone={() => queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true })} />
      <Group justify="flex-start">
        <Button
          variant="subtle"
          size="xs"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => window.location.assign('/login') })}
        >
          {t('required.signOut')}
        </Button>
      </Group>
    </PublicCard>
  );
}
