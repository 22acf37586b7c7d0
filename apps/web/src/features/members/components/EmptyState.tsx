import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon variant="light" size={48} radius="xl" mx="auto" mb="sm" aria-hidden>
        <IconUsers size={26} />
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
