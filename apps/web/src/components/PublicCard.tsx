import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n/language.ts';
import { programTexts } from '../lib/i18n/program.ts';
import { PublicShell } from './PublicShell.tsx';

interface PublicCardProps {
  children: ReactNode;
  width?: number;
  /** The page's heading, and the document's title unless `documentTitle` says otherwise. */
  title: string;
  /** The line under the heading. */
  intro: ReactNode;
  documentTitle?: string;
  gap?: 'md' | 'lg';
}

/**
 * The centred card of the public pages (login, second step, register, reset), under the program's
 * name: the name is the page's banner, the card its main content (the heading, its intro, then
 * `children`), the notice under it its footer.
 */
export function PublicCard({
  children,
  width = 440,
  title,
  intro,
  documentTitle,
  gap = 'md',
}: PublicCardProps) {
  const texts = useTexts();
  const { t } = texts;
  useDocumentTitle(programTexts(texts).title(documentTitle ?? title));
  return (
    <PublicShell width={width}>
      <Paper
        component="main"
        id="main-content"
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Stack gap={gap}>
          <div>
            <Title order={1} fz={26}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
      <Text component="footer" size="xs" c="dimmed" ta="center">
        {t('frame.staffFooter')}
      </Text>
    </PublicShell>
  );
}
