import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { secondStepMessages } from '@portal/domain';
import { IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CancelAndSubmit } from '../../../components/CancelAndSubmit.tsx';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/auth/me-key.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useSecondStep, useTurnOffSecondStep } from '../api/second-step.ts';
import { SecondStepSetup } from './SecondStepSetup.tsx';
import { CurrentPasswordField } from './StepControls.tsx';

/**
 * Two-step sign-in on My Profile (issue 27 item 1): on or off; set it up (a dialog: password, key,
 * first code, backup codes) or turn it off with the current password, unless head admins require it.
 */
export function SecondStepSection() {
  const queryClient = useQueryClient();
  const status = useSecondStep();
  const turnOff = useTurnOffSecondStep();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<FormAlertState | null>(null);
  const [offAlert, setOffAlert] = useState<FormAlertState | null>(null);
  const state = status.data;

  const done = () => {
    setSettingUp(false);
    setResult({ kind: 'success', message: secondStepMessages.secondStepEnrolled });
    void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
  };
  const submitOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOffAlert(null);
    turnOff.mutate(
      { currentPassword: password },
      {
        onSuccess: (answer) => {
          setTurningOff(false);
          setResult({ kind: 'success', message: answer.message });
        },
        onError: (error) => {
          if (!isSessionEnded(error)) setOffAlert({ kind: 'error', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <SectionCard
      id="second-step-heading"
      title="Two-step sign-in"
      description="After your password, logging in asks for a code from an authenticator app on your phone."
    >
      <Stack gap="md">
        {status.isPending ? (
          <Skeleton h={36} radius="sm" role="status" aria-label="Loading two-step sign-in" />
        ) : status.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(status.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => status.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" fw={500}>
                Status:
              </Text>
              <Badge color={state?.enrolled ? 'teal' : 'gray'} variant="light">
                {state?.enrolled ? 'On' : 'Off'}
              </Badge>
              {state?.required ? (
                <Text size="sm" c="dimmed">
                  Required for every administrator.
                </Text>
              ) : null}
            </Group>
            {state?.enrolled ? (
              state.required ? null : (
                <Button
                  variant="outline"
                  color="red"
                  onClick={() => {
                    setResult(null);
                    setPassword('');
                    setOffAlert(null);
                    setTurningOff(true);
                  }}
                >
                  Turn off
                </Button>
              )
            ) : (
              <Button
                leftSection={<IconShieldLock size={18} aria-hidden />}
                onClick={() => {
                  setResult(null);
                  setSettingUp(true);
                }}
              >
                Set up two-step sign-in
              </Button>
            )}
          </Group>
        )}
        <FormAlert state={result} />
      </Stack>

      <Modal
        opened={settingUp}
        onClose={() => setSettingUp(false)}
        title="Set up two-step sign-in"
        centered
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {settingUp ? <SecondStepSetup onDone={done} onCancel={() => setSettingUp(false)} /> : null}
      </Modal>

      <Modal
        opened={turningOff}
        onClose={() => setTurningOff(false)}
        title="Turn off two-step sign-in?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submitOff} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Logging in will ask for your password only. Your other sessions end. Enter your current password
              to confirm.
            </Text>
            <CurrentPasswordField value={password} onChange={setPassword} />
            <FormAlert state={offAlert} />
            <CancelAndSubmit
              onCancel={() => setTurningOff(false)}
              submitLabel="Turn off"
              loading={turnOff.isPending}
              color="red"
            />
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
