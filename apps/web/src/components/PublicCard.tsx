import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n/language.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ProgramBrand } from './ProgramBrand.tsx';

/**
 * The centred card of the public pages (login, register, reset), under the program's name: the
 * name is the page's banner, the card its main content, the notice under it its footer.
 */
export function PublicCard({ children, width = 440 }: { children: ReactNode; width?: number }) {
  const { t } = useTexts();
  return (
    <Box
      mih="100vh"
      py={{ base: 'md', sm: 48 }}
      px={{ base: 'xs', sm: 'md' }}
      bg="var(--mantine-color-gray-0)"
    >
      <Center>
        <Stack gap="md" w="100%" maw={width}>
          <Stack component="header" gap="xs" align="center">
            <ProgramBrand />
            <LanguageSwitch />
          </Stack>
          <Paper
            component="main"
            id="main-content"
            withBorder
            shadow="sm"
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
          >
            {children}
          </Paper>
          <Text component="footer" size="xs" c="dimmed" ta="center">
            {t('frame.staffFooter')}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
