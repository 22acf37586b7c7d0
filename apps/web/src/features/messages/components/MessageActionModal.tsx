import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MessageView } from '@portal/domain';
import type { MessageActionKind } from '../api/message-action.ts';
import { useMessageListLabels, useMessageListMessages, useMessageWords } from '../texts.ts';

export interface PendingMessageAction {
  action: MessageActionKind;
  message: MessageView;
}

interface MessageActionModalProps {
  pending: PendingMessageAction | null;
  loading: boolean;
  onConfirm: (pending: PendingMessageAction) => void;
  onClose: () => void;
}

/** Asks before a failed message is sent again or a queued one is cancelled. */
export function MessageActionModal({ pending, loading, onConfirm, onClose }: MessageActionModalProps) {
  const messageListMessages = useMessageListMessages();
  const words = useMessageWords();
  const L = useMessageListLabels();
  const retry = pending?.action === 'retry';
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={retry ? messageListMessages.retryConfirmTitle : messageListMessages.cancelConfirmTitle}
      centered
      closeButtonProps={{ 'aria-label': L.close }}
    >
      {pending ? (
        <Stack gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {words.kind(pending.message.kind, pending.message.kindLabel)} · {pending.message.recipient}
          </Text>
          <Text size="sm">
            {retry ? messageListMessages.retryConfirm : messageListMessages.cancelConfirm}
          </Text>
          <Group justify="flex-end" mt="sm" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {messageListMessages.keepAction}
            </Button>
            <Button color={retry ? 'blue' : 'red'} loading={loading} onClick={() => onConfirm(pending)}>
              {retry ? messageListMessages.retryAction : messageListMessages.cancelAction}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
