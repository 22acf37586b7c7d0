import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A public page's main panel (enter a reference number, scan a QR code): the page's heading, the
 * line under it, then `children`. `dense` gives the scanner's camera more room on a phone.
 */
export function PublicPanel({
  title,
  intro,
  dense = false,
  children,
}: {
  title: string;
  intro: string;
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={dense ? { base: 'sm', sm: 'lg' } : { base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
