import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A neutral one-line answer: no member, or wait and try again. */
export function PublicNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={26} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {children ? <Text c="dimmed">{children}</Text> : null}
      </Stack>
    </Paper>
  );
}
