import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../lib/auth/me.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';
import { usePublicAddressStatus } from '../lib/public-address.ts';

/**
 * The check before a QR code leaves the screen (printed, saved to print; DECISIONS 54): while the
 * public address is not confirmed and reaches only the server itself (localhost), the action asks
 * first — a head admin is offered the setup, anyone may go on anyway.
 *
 * `verb` names the action in the question's buttons ('Print' → 'Print anyway'; its words in
 * admin-text.ts `addressCheck.verbs`).
 */
export function useAddressCheck(verb: 'Print' | 'Save'): {
  /** QR codes made now lead to an address members' phones cannot open. */
  risky: boolean;
  /** The address QR codes lead to (undefined while loading). */
  address: string | undefined;
  /** Runs `action` now, or after the admin chose to go on anyway. */
  guard: (action: () => void) => void;
  /** The question; render it once beside the button. */
  question: ReactNode;
} {
  const status = usePublicAddressStatus();
  const me = useMe();
  const { t } = useAdminTexts();
  const verbInText = t(`addressCheck.verbsInText.${verb}`);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const publicAddress = status.data?.publicAddress;
  const risky = publicAddress !== undefined && !publicAddress.confirmed && publicAddress.localOnly;
  const close = () => setPending(null);
  const goOn = () => {
    const action = pending;
    setPending(null);
    action?.();
  };
  const question = (
    <Modal opened={pending !== null} onClose={close} title={t('addressCheck.title')} centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('addressCheck.leadsTo', { address: publicAddress?.address ?? '' })}
        </Alert>
        <Text size="sm">
          {me.data?.admin.isHeadAdmin ? (
            <>
              <Anchor component={Link} to="/admin/setup" fw={600} c="blue.9" underline="always">
                {t('addressCheck.confirm')}
              </Anchor>{' '}
              {t('addressCheck.confirmThen', { verb: verbInText })}
            </>
          ) : (
            t('addressCheck.askHeadAdmin', { verb: verbInText })
          )}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="outline" color="red.9" onClick={goOn}>
            {t('addressCheck.anyway', { verb: t(`addressCheck.verbs.${verb}`) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return {
    risky,
    address: publicAddress?.address,
    guard: (action) => (risky ? setPending(() => action) : action()),
    question,
  };
}
