import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemberTexts } from '../../../lib/i18n/member-texts.ts';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action such as archiving or restoring a member. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color,
  loading,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useMemberTexts();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
