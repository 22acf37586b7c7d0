import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: the section is a region named by its heading. */
  id: string;
  title: string;
  description?: string;
  /** Buttons on the heading's line (Add Beneficiary, Renew membership …). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of a page or form: the registration form's sections, the profile's sections. */
export function SectionCard({ id, title, description, actions, children }: SectionCardProps) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" gap="xs" mb={description ? 2 : 'sm'}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
