import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PROGRAM_NAME, PROGRAM_PLACE } from '../../../lib/constants.ts';

/** The public pages' frame: the program's name above one column that fits a phone. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} — ${PROGRAM_NAME}`);
  return (
    <Box
      component="main"
      id="main-content"
      mih="100vh"
      py={{ base: 'md', sm: 40 }}
      px={{ base: 'sm', sm: 'md' }}
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="md" w="100%" maw={520} mx="auto">
        <Group gap="sm" justify="center" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="filled" aria-hidden>
            <IconHeartHandshake size={26} />
          </ThemeIcon>
          <div>
            <Text fw={700} size="lg" lh={1.2}>
              {PROGRAM_NAME}
            </Text>
            <Text size="sm" c="dimmed">
              City Government of Calapan · {PROGRAM_PLACE}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
