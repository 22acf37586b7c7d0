import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
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
import { useProfileTexts, useSecondStepMessages } from '../texts.ts';
import { SecondStepSetup } from './SecondStepSetup.tsx';
import { CurrentPasswordField } from './StepControls.tsx';

/**
 * Two-step sign-in on My Profile (issue 27 item 1): on or off; set it up (a dialog: password, key,
 * first code, backup codes) or turn it off with the current password, unless head admins require it.
 */
export function SecondStepSection() {
  const queryClient = useQueryClient();
  const { t, tr } = useProfileTexts();
  const messages = useSecondStepMessages();
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
    setResult({ kind: 'success', message: messages.secondStepEnrolled });
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
          setResult({ kind: 'success', message: tr(answer.message) });
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
      title={t('secondStep.title')}
      description={t('secondStep.description')}
    >
      <Stack gap="md">
        {status.isPending ? (
          <Skeleton h={36} radius="sm" role="status" aria-label={t('secondStep.loading')} />
        ) : status.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(status.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => status.refetch()}>
                {t('page.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t('secondStep.status')}
              </Text>
              <Badge color={state?.enrolled ? 'teal' : 'gray'} variant="light">
                {state?.enrolled ? t('secondStep.on') : t('secondStep.off')}
              </Badge>
              {state?.required ? (
                <Text size="sm" c="dimmed">
                  {t('secondStep.requiredForAll')}
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
                  {t('secondStep.turnOff')}
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
                {t('secondStep.setUp')}
              </Button>
            )}
          </Group>
        )}
        <FormAlert state={result} />
      </Stack>

      <Modal
        opened={settingUp}
        onClose={() => setSettingUp(false)}
        title={t('secondStep.setUp')}
        centered
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('secondStep.close') }}
      >
        {settingUp ? <SecondStepSetup onDone={done} onCancel={() => setSettingUp(false)} /> : null}
      </Modal>

      <Modal
        opened={turningOff}
        onClose={() => setTurningOff(false)}
        title={t('secondStep.turnOffTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('secondStep.close') }}
      >
        <form onSubmit={submitOff} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('secondStep.turnOffBody')}</Text>
            <CurrentPasswordField value={password} onChange={setPassword} />
            <FormAlert state={offAlert} />
            <CancelAndSubmit
              onCancel={() => setTurningOff(false)}
              submitLabel={t('secondStep.turnOff')}
              loading={turnOff.isPending}
              color="red"
            />
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
