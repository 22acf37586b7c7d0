import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the registration form; a region named by its heading. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" id={id} mb={description ? 2 : 'md'}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
