import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../lib/auth/me.ts';
import { usePublicAddressStatus } from '../lib/public-address.ts';

/**
 * Print for pages whose QR codes members will scan (DECISIONS 54): while the public address is not
 * confirmed and reaches only the server itself (localhost), Print asks first — a head admin is
 * offered the setup, anyone may print anyway.
 */
export function PrintButton({ disabled = false, onPrint }: { disabled?: boolean; onPrint: () => void }) {
  const status = usePublicAddressStatus();
  const me = useMe();
  const [asking, setAsking] = useState(false);
  const address = status.data?.publicAddress;
  const risky = address !== undefined && !address.confirmed && address.localOnly;
  const print = () => {
    setAsking(false);
    onPrint();
  };
  return (
    <>
      <Button
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => (risky ? setAsking(true) : onPrint())}
        disabled={disabled}
      >
        Print
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Confirm the public address first?"
        centered
      >
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            The QR code leads to {address?.address}, which only the server’s own computer can open: members’
            phones will not.
          </Alert>
          <Text size="sm">
            {me.data?.admin.isHeadAdmin ? (
              <>
                <Anchor component={Link} to="/admin/setup" fw={600}>
                  Confirm the address
                </Anchor>{' '}
                members’ phones can reach, then print.
              </>
            ) : (
              'Ask a Head Administrator to confirm the portal’s public address, then print.'
            )}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="yellow.9" onClick={print}>
              Print anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
