import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: the section is a region named by its heading. */
  id: string;
  title: string;
  description?: string;
  /** Buttons on the heading's line (Add Beneficiary, Renew membership …). */
  actions?: ReactNode;
  /**
   * The scanners' panels: less padding, and the heading, the description and each child one even
   * step apart.
   */
  compact?: boolean;
  children: ReactNode;
}

/** One titled card of a page or form: the registration form's sections, the profile's sections, the scanners' panels. */
export function SectionCard({
  id,
  title,
  description,
  actions,
  compact = false,
  children,
}: SectionCardProps) {
  const heading = (
    <Title order={2} fz="lg" id={id}>
      {title}
    </Title>
  );
  const about = description ? (
    <Text size="sm" c="dimmed" mb={compact ? undefined : 'md'}>
      {description}
    </Text>
  ) : null;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: compact ? 'md' : 'lg' }}
    >
      {compact ? (
        <Stack gap="sm">
          {actions ? (
            <Group justify="space-between" gap="xs">
              {heading}
              {actions}
            </Group>
          ) : (
            heading
          )}
          {about}
          {children}
        </Stack>
      ) : (
        <>
          <Group justify="space-between" gap="xs" mb={description ? 2 : 'sm'}>
            {heading}
            {actions}
          </Group>
          {about}
          {children}
        </>
      )}
    </Paper>
  );
}
