import { Box, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { ProgramBrand } from '../../../components/ProgramBrand.tsx';
import { useTexts } from '../../../lib/i18n/language.ts';
import { programTexts } from '../../../lib/i18n/program.ts';

/** The public pages' frame: the program's name (the banner) above one column (the main content) that fits a phone. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const program = programTexts(useTexts());
  useDocumentTitle(`${title} — ${program.name}`);
  return (
    <Box
      mih="100vh"
      py={{ base: 'md', sm: 40 }}
      px={{ base: 'sm', sm: 'md' }}
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="md" w="100%" maw={520} mx="auto">
        <Stack component="header" gap="xs" align="center">
          <ProgramBrand size={44} />
          <LanguageSwitch />
        </Stack>
        <Stack component="main" id="main-content" gap="md">
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}
