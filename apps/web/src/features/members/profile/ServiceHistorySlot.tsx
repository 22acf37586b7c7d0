import { Paper, Text, Title } from '@mantine/core';

/**
 * Where the service history, service usage and claims go (spec 2 'Admin member profile').
 * SLOT: the services feature (issue 4) replaces this placeholder.
 */
export function ServiceHistorySlot() {
  return (
    <Paper
      component="section"
      aria-labelledby="service-history"
      withBorder
      radius="md"
      p="lg"
      data-slot="service-history"
    >
      <Title order={2} fz="lg" id="service-history" mb={4}>
        Service history
      </Title>
      <Text size="sm" c="dimmed">
        Claimed services and service usage are coming in the next release of the portal.
      </Text>
    </Paper>
  );
}
