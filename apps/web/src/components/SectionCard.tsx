import { Group, type MantineSpacing, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: the section is a region named by its heading. */
  id: string;
  title: string;
  /** A small picture before the heading (the backups card's database), hidden from screen readers. */
  icon?: ReactNode;
  description?: string;
  /** Buttons on the heading's line (Add Beneficiary, Renew membership …). */
  actions?: ReactNode;
  /**
   * The scanners' panels: less padding, and the heading, the description and each child one even
   * step apart.
   */
  compact?: boolean;
  /** Space below the card, where the page does not put its cards in a Stack. */
  mb?: MantineSpacing;
  children: ReactNode;
}

/**
 * One titled card of a page or form: the registration form's sections, the profile's sections, the
 * scanners' panels, the report's statistics, a message template, the backups card.
 */
export function SectionCard({
  id,
  title,
  icon,
  description,
  actions,
  compact = false,
  mb,
  children,
}: SectionCardProps) {
  const titleText = (
    <Title order={2} fz="lg" id={id}>
      {title}
    </Title>
  );
  const heading = icon ? (
    <Group gap="xs" wrap="nowrap">
      {icon}
      {titleText}
    </Group>
  ) : (
    titleText
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
      mb={mb}
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
