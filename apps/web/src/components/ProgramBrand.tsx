import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { PROGRAM_NAME, PROGRAM_OFFICE } from '../lib/constants.ts';

/** The program's mark, name and office, above the public pages' content. */
export function ProgramBrand({ size = 48 }: { size?: number }) {
  return (
    <Group gap="sm" justify="center" wrap="nowrap">
      <ThemeIcon size={size} radius="md" variant="filled" aria-hidden>
        <IconHeartHandshake size={Math.round(size * 0.58)} />
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg" lh={1.2}>
          {PROGRAM_NAME}
        </Text>
        <Text size="sm" c="dimmed">
          {PROGRAM_OFFICE}
        </Text>
      </div>
    </Group>
  );
}
