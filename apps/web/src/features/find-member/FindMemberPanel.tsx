import { Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { FindMemberBox } from './FindMemberBox.tsx';

/**
 * The QR Scanner's typed or handheld scan (issue 23 item 1): the find box with its label, focused when
 * the page opens so a handheld scanner's code lands in it.
 */
export function FindMemberPanel() {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // After the admin frame has moved focus to the new page.
    const frame = window.requestAnimationFrame(() => input.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="scan-typed"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="scan-typed">
          {messages.findTypedTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {messages.findTypedHelp}
        </Text>
        <search aria-labelledby="scan-typed">
          <FindMemberBox withLabel inputRef={input} />
        </search>
      </Stack>
    </Paper>
  );
}
