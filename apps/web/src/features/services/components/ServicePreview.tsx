import { Group, Paper, Text } from '@mantine/core';
import { formatPesos, type ServiceUsageView } from '@portal/domain';
import { windowText } from '../format.ts';
import { useServicesTexts } from '../texts.ts';

/** The chosen service's Maximum / Used / Remaining in the window the service date falls in. */
export function ServicePreview({ usage }: { usage: ServiceUsageView }) {
  const texts = useServicesTexts();
  const { t } = texts;
  const figures: [string, number][] = [
    [t('usage.maximum'), usage.maxCentavos],
    [t('usage.used'), usage.usedCentavos],
    [t('usage.remaining'), usage.remainingCentavos],
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      role="group"
      aria-label={t('claim.balance')}
    >
      <Text size="xs" c="dimmed" mb={4}>
        {usage.serviceType} · {windowText(usage.window, texts)}
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
