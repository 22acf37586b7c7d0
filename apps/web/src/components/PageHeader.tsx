import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The one h1 of an admin page, with an optional line of explanation and actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useAdminTexts();
  useDocumentTitle(t('shell.documentTitle', { title }));
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0} maw="100%">
        <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
