import { Button, Center, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconRefresh } from '@tabler/icons-react';
import { useOutageMessages } from '../lib/i18n/admin-texts.ts';

/**
 * In place of an image that did not load (issue 30 item 2): says so and offers to load it again,
 * instead of a broken image. `label` names the image for the button (e.g. 'Profile picture').
 */
export function ImageUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  const outageMessages = useOutageMessages();
  return (
    <Center style={{ flex: 1 }} p="sm">
      <Stack align="center" gap={6} c="dimmed" role="status">
        <IconPhotoOff size={32} aria-hidden />
        <Text size="sm" ta="center">
          {outageMessages.imageUnavailable}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          aria-label={`${outageMessages.imageRetry}: ${label}`}
        >
          {outageMessages.imageRetry}
        </Button>
      </Stack>
    </Center>
  );
}
