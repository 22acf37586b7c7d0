import { Box, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ProgramBrand } from '../../../components/ProgramBrand.tsx';
import { PROGRAM_NAME } from '../../../lib/constants.ts';

/** The public pages' frame: the program's name (the banner) above one column (the main content) that fits a phone. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} — ${PROGRAM_NAME}`);
  return (
    <Box
      mih="100vh"
      py={{ base: 'md', sm: 40 }}
      px={{ base: 'sm', sm: 'md' }}
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="md" w="100%" maw={520} mx="auto">
        <header>
          <ProgramBrand size={44} />
        </header>
        <Stack component="main" id="main-content" gap="md">
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}
