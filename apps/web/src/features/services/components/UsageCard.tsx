import { Badge, Group, Paper, Progress, Text } from '@mantine/core';
import { formatPesos, type ServiceUsageView } from '@portal/domain';
import { STATUS_COLOR, usedPercent, windowText } from '../format.ts';

/** One service: Maximum, Used, Remaining, a progress bar and its status (with the reason when Ineligible). */
export function UsageCard({ usage }: { usage: ServiceUsageView }) {
  const titleId = `usage-${usage.serviceType.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const percent = usedPercent(usage.usedCentavos, usage.maxCentavos);
  const figures: [string, number][] = [
    ['Maximum', usage.maxCentavos],
    ['Used', usage.usedCentavos],
    ['Remaining', usage.remainingCentavos],
  ];
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb={4}>
        <Text id={titleId} fw={600} size="sm">
          {usage.serviceType}
        </Text>
        <Badge color={STATUS_COLOR[usage.status]} variant="light" style={{ flexShrink: 0 }}>
          {usage.status}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {windowText(usage.window)}
      </Text>
      <dl style={{ margin: 0 }}>
        {figures.map(([label, centavos]) => (
          <Group key={label} justify="space-between" gap="xs">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0}>
              {formatPesos(centavos)}
            </Text>
          </Group>
        ))}
      </dl>
      <Progress
        mt="sm"
        value={percent}
        color={STATUS_COLOR[usage.status]}
        aria-label={`${usage.serviceType} used: ${percent}%`}
      />
      {usage.reason ? (
        <Text size="xs" c="dimmed" mt="xs">
          {usage.reason}
        </Text>
      ) : null}
    </Paper>
  );
}
