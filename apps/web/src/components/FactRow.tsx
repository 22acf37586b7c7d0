import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a card: a small label and its value on one line ('Barangay  Lalud'). */
export function FactRow({
  label,
  children,
  labelWidth = 84,
}: {
  label: string;
  children: ReactNode;
  labelWidth?: number;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
