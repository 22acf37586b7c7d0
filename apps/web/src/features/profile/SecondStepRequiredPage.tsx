import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { secondStepMessages } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { PublicCard } from '../../components/PublicCard.tsx';
import { meQueryKey } from '../../lib/auth/me-key.ts';
import { useSignOut } from '../../lib/auth/sign-out.ts';
import { SecondStepSetup } from './components/SecondStepSetup.tsx';

/**
 * Shown instead of every admin page while head admins require two-step sign-in and this admin has
 * not set it up (issue 27 item 1): the server answers nothing else until then. Once the backup codes
 * are saved, the session is read again and the page the admin asked for opens.
 */
export default function SecondStepRequiredPage() {
  useDocumentTitle('Set up two-step sign-in — Calapan City Health Assistance Portal');
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <PublicCard width={520}>
      <Stack gap="md">
        <Title order={1} fz={24}>
          Set up two-step sign-in
        </Title>
        <Text size="sm">{secondStepMessages.secondStepRequiredToContinue}</Text>
        <SecondStepSetup
          onDone={() => queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true })}
        />
        <Group justify="flex-start">
          <Button
            variant="subtle"
            size="xs"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => window.location.assign('/login') })}
          >
            Sign out
          </Button>
        </Group>
      </Stack>
    </PublicCard>
  );
}
