import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n/language.ts';
import { programTexts } from '../lib/i18n/program.ts';

/** The program's mark, name and office, above the public pages' content. */
export function ProgramBrand({ size = 48 }: { size?: number }) {
  const program = programTexts(useTexts());
  return (
    <Group gap="sm" justify="center" wrap="nowrap">
      <ThemeIcon size={size} radius="md" variant="filled" aria-hidden>
        <IconHeartHandshake size={Math.round(size * 0.58)} />
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg" lh={1.2}>
          {program.name}
        </Text>
        <Text size="sm" c="dimmed">
          {program.office}
        </Text>
      </div>
    </Group>
  );
}
