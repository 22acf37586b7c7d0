import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './PageHeader.tsx';

/** A page that exists in the navigation but whose feature ships in a later release. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" mx="auto" mb="sm" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Text>This feature is coming in a later release of the portal.</Text>
      </Paper>
    </>
  );
}
