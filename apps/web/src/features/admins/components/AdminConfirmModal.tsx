import { Button, Group, Modal, Text } from '@mantine/core';
import type { AdminProfile } from '@portal/domain';
import type { ReactNode } from 'react';
import { useAdminsTexts } from '../texts.ts';

interface AdminConfirmModalProps {
  admin: AdminProfile | null;
  title: string;
  /** What will happen to this administrator. */
  body: (admin: AdminProfile) => ReactNode;
  confirmLabel: string;
  loading: boolean;
  onConfirm: (admin: AdminProfile) => void;
  onCancel: () => void;
}

/** Asks before a decision that takes away an administrator's access (reject, deactivate). */
export function AdminConfirmModal({
  admin,
  title,
  body,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: AdminConfirmModalProps) {
  const { t } = useAdminsTexts();
  return (
    <Modal
      opened={admin !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
    >
      {admin ? (
        <>
          <Text>{body(admin)}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('confirm.cancel')}
            </Button>
            <Button color="red" loading={loading} onClick={() => onConfirm(admin)}>
              {confirmLabel}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
