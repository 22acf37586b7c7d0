import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRegisterTexts } from './texts.ts';

interface LegalModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A long document in a modal, closed by its one Close button or Escape. */
export function LegalModal({ opened, onClose, title, children }: LegalModalProps) {
  const { t } = useRegisterTexts();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      withCloseButton={false}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {/* Focus starts at the top of the document, not at the Close button at its end. */}
      <div data-autofocus tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </div>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('close')}</Button>
      </Group>
    </Modal>
  );
}
