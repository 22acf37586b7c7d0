import { Button, Group, Modal, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import { fullName } from './format.ts';

interface RejectAdminModalProps {
  admin: AdminProfile | null;
  loading: boolean;
  onConfirm: (admin: AdminProfile) => void;
  onCancel: () => void;
}

/** Asks before a registration is rejected: the person will not be able to sign in. */
export function RejectAdminModal({ admin, loading, onConfirm, onCancel }: RejectAdminModalProps) {
  return (
    <Modal opened={admin !== null} onClose={onCancel} title="Reject registration?" centered>
      {admin ? (
        <>
          <Text>
            Reject the registration of <strong>{fullName(admin)}</strong> ({admin.email})? They will not be
            able to sign in to the portal.
          </Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={loading} onClick={() => onConfirm(admin)}>
              Reject
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
