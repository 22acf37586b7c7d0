import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';

/** The top of a figure card (dashboard, reports): its label in small capitals and its icon. */
export function FigureCardHeading({
  label,
  color,
  icon: CardIcon,
}: {
  label: string;
  color: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <ThemeIcon variant="light" color={color} size={30} radius="md" aria-hidden visibleFrom="xs">
        <CardIcon size={18} stroke={1.7} />
      </ThemeIcon>
    </Group>
  );
}
