import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface EmptyStateProps {
  text: string;
  hint?: string;
  /** The picture above the text (members by default). */
  icon?: ComponentType<{ size?: number }>;
}

/** What a list shows when it has nothing to show: the message and a hint at what to do. */
export function EmptyState({ text, hint, icon: Icon = IconUsers }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon variant="light" size={48} radius="xl" mx="auto" mb="sm" aria-hidden>
        <Icon size={26} />
      </ThemeIcon>
      <Text fw={600}>{text}</Text>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
