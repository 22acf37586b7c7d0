import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import { useRef } from 'react';
import { SessionsTable } from '../../../components/SessionsTable.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminSessions } from '../api/admin-sessions.ts';
import { fullName } from './format.ts';

interface EndSessionsModalProps {
  admin: AdminProfile | null;
  loading: boolean;
  onConfirm: (admin: AdminProfile) => void;
  onCancel: () => void;
}

/**
 * A head admin signs an administrator out everywhere (issue 27 item 2): where they are signed in,
 * then End all sessions. Their browsers are signed out at their next request; they may sign in again.
 */
export function EndSessionsModal({ admin, loading, onConfirm, onCancel }: EndSessionsModalProps) {
  const sessions = useAdminSessions(admin?.id ?? null);
  // The dialog keeps its administrator while it closes (its transition).
  const last = useRef<AdminProfile | null>(null);
  if (admin) last.current = admin;
  const shown = admin ?? last.current;
  const list = sessions.data?.sessions;
  return (
    <Modal
      opened={admin !== null}
      onClose={onCancel}
      title="End sessions?"
      centered
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shown ? (
        <Stack gap="md">
          <Text>
            Where <strong>{fullName(shown)}</strong> ({shown.email}) is signed in. Ending their sessions signs
            them out at once on every browser; they can sign in again.
          </Text>
          {sessions.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(sessions.error)}
            </Alert>
          ) : (
            <SessionsTable
              caption={`Sessions of ${fullName(shown)}`}
              sessions={list}
              emptyText="Not signed in anywhere."
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              loading={loading}
              disabled={list?.length === 0}
              onClick={() => admin && onConfirm(admin)}
            >
              End all sessions
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
