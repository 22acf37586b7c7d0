import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PublicShell } from '../../../components/PublicShell.tsx';
import { useTexts } from '../../../lib/i18n/language.ts';
import { programTexts } from '../../../lib/i18n/program.ts';

/** The public pages' frame: the program's name (the banner) above one column (the main content) that fits a phone. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const program = programTexts(useTexts());
  useDocumentTitle(`${title} — ${program.name}`);
  return (
    <PublicShell width={520} brandSize={44}>
      <Stack component="main" id="main-content" gap="md">
        {children}
      </Stack>
    </PublicShell>
  );
}
