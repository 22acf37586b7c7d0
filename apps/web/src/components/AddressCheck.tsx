import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../lib/auth/me.ts';
import { usePublicAddressStatus } from '../lib/public-address.ts';

/**
 * The check before a QR code leaves the screen (printed, saved to print; DECISIONS 54): while the
 * public address is not confirmed and reaches only the server itself (localhost), the action asks
 * first — a head admin is offered the setup, anyone may go on anyway.
 *
 * `verb` names the action in the question's buttons ('Print' → 'Print anyway').
 */
export function useAddressCheck(verb: string): {
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
    <Modal opened={pending !== null} onClose={close} title="Confirm the public address first?" centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          The QR code leads to {publicAddress?.address}, which only the server’s own computer can open:
          members’ phones will not.
        </Alert>
        <Text size="sm">
          {me.data?.admin.isHeadAdmin ? (
            <>
              <Anchor component={Link} to="/admin/setup" fw={600} c="blue.9" underline="always">
                Confirm the address
              </Anchor>{' '}
              members’ phones can reach, then {verb.toLowerCase()}.
            </>
          ) : (
            `Ask a Head Administrator to confirm the portal’s public address, then ${verb.toLowerCase()}.`
          )}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button variant="outline" color="red.9" onClick={goOn}>
            {verb} anyway
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
