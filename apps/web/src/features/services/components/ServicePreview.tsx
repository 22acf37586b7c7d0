import { Group, Paper, Text } from '@mantine/core';
import { formatPesos, type ServiceUsageView } from '@portal/domain';
import { windowText } from '../format.ts';

/** The chosen service's Maximum / Used / Remaining in the window the service date falls in. */
export function ServicePreview({ usage }: { usage: ServiceUsageView }) {
  const figures: [string, number][] = [
    ['Maximum', usage.maxCentavos],
    ['Used', usage.usedCentavos],
    ['Remaining', usage.remainingCentavos],
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      role="group"
      aria-label="Selected service balance"
    >
      <Text size="xs" c="dimmed" mb={4}>
        {usage.serviceType} · {windowText(usage.window)}
      </Text>
      <Group component="dl" gap="xl" m={0}>
        {figures.map(([label, centavos]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {formatPesos(centavos)}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}
