import { Button, Checkbox, Code, Group, Image, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SecondStepEnrollment } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { CancelAndSubmit } from '../../../components/CancelAndSubmit.tsx';
import { FormAlert, type FormAlertState } from '../../../components/FormAlert.tsx';
import { OneTimeCodeInput } from '../../../components/OneTimeCodeInput.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isSessionEnded } from '../../../lib/auth/session.ts';
import { useConfirmEnrollment, useStartEnrollment } from '../api/second-step.ts';
import { useProfileTexts } from '../texts.ts';
import { CurrentPasswordField } from './StepControls.tsx';

/** The key in groups of four, as authenticator apps show it. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * Setting up two-step sign-in (issue 27 item 1): the current password; then the key, as a QR code
 * and as text, and the app's first code; then the 10 backup codes, shown this once, to be kept.
 * My Profile shows it in a dialog; the page an admin sees when head admins require it, on its own.
 */
export function SecondStepSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const start = useStartEnrollment();
  const { t, tr } = useProfileTexts();
  const confirm = useConfirmEnrollment();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrollment, setEnrollment] = useState<SecondStepEnrollment | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const refuse = (error: unknown) => {
    if (!isSessionEnded(error)) setAlert({ kind: 'error', message: errorMessage(error) });
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    start.mutate({ currentPassword: password }, { onSuccess: setEnrollment, onError: refuse });
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    confirm.mutate(
      { code },
      {
        onSuccess: (answer) => {
          setBackupCodes(answer.backupCodes);
          setAlert({ kind: 'success', message: tr(answer.message) });
        },
        onError: (error) => {
          setCode('');
          refuse(error);
        },
      },
    );
  };

  if (backupCodes) {
    return (
      <Stack gap="md">
        <FormAlert state={alert} />
        <Text size="sm">{t('setup.backupIntro')}</Text>
        <SimpleGrid
          cols={2}
          spacing="xs"
          component="ul"
          aria-label={t('setup.backupCodes')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {backupCodes.map((backupCode) => (
            <li key={backupCode}>
              <Code fz="md">{backupCode}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Checkbox
          label={t('setup.saved')}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={onDone} disabled={!saved}>
            {t('setup.done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (enrollment) {
    return (
      <form onSubmit={submitCode} noValidate>
        <Stack gap="md">
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>{t('setup.stepOpenApp')}</List.Item>
            <List.Item>{t('setup.stepScan')}</List.Item>
            <List.Item>{t('setup.stepEnter')}</List.Item>
          </List>
          <Image src={enrollment.qrCode} alt={t('setup.qrAlt')} w={200} h={200} mx="auto" />
          <div>
            <Text size="sm" fw={500}>
              {t('setup.key')}
            </Text>
            <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="second-step-key">
              {grouped(enrollment.key)}
            </Code>
          </div>
          <OneTimeCodeInput
            label={t('setup.codeLabel')}
            description={t('setup.codeDescription')}
            value={code}
            onChange={setCode}
          />
          <FormAlert state={alert} />
          <CancelAndSubmit onCancel={onCancel} submitLabel={t('setup.turnOn')} loading={confirm.isPending} />
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={submitPassword} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('setup.intro')}</Text>
        <CurrentPasswordField value={password} onChange={setPassword} />
        <FormAlert state={alert} />
        <CancelAndSubmit onCancel={onCancel} submitLabel={t('setup.continue')} loading={start.isPending} />
      </Stack>
    </form>
  );
}
