import { Box, Center, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PROGRAM_NAME, PROGRAM_PLACE } from '../lib/constants.ts';

/** The centred card of the public pages (login, register, reset), under the program's name. */
export function PublicCard({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return (
    <Box
      component="main"
      id="main-content"
      mih="100vh"
      py={{ base: 'md', sm: 48 }}
      px={{ base: 'xs', sm: 'md' }}
      bg="var(--mantine-color-gray-0)"
    >
      <Center>
        <Stack gap="md" w="100%" maw={width}>
          <Group gap="sm" justify="center" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="filled" aria-hidden>
              <IconHeartHandshake size={28} />
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
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            For authorised City Health Office staff. Activity on this portal is logged.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
