import { Badge, Group, Paper, Progress, Text } from '@mantine/core';
import {
  formatPesos,
  reachesLimitWarning,
  type ServiceUsageView,
  usedPercent as wholePercentUsed,
} from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { STATUS_COLOR, usedPercent, windowText } from '../format.ts';
import { useServicesTexts } from '../texts.ts';

/**
 * One service: Maximum, Used, Remaining, a progress bar and its status (with the reason when
 * Ineligible), and the limit warning once 80 % of the max is used in the window (issue 10 item 5).
 */
export function UsageCard({ usage }: { usage: ServiceUsageView }) {
  const titleId = `usage-${usage.serviceType.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const percent = usedPercent(usage.usedCentavos, usage.maxCentavos);
  const texts = useServicesTexts();
  const { t, m, tr } = texts;
  const figures: [string, number][] = [
    [t('usage.maximum'), usage.maxCentavos],
    [t('usage.used'), usage.usedCentavos],
    [t('usage.remaining'), usage.remainingCentavos],
  ];
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb={4}>
        <Text id={titleId} fw={600} size="sm">
          {usage.serviceType}
        </Text>
        <Badge color={STATUS_COLOR[usage.status]} variant="light" style={{ flexShrink: 0 }}>
          {t(`statuses.${usage.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {windowText(usage.window, texts)}
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
        aria-label={t('usage.usedPercent', { service: usage.serviceType, percent: String(percent) })}
      />
      {usage.status === 'Partial' && reachesLimitWarning(usage.usedCentavos, usage.maxCentavos) ? (
        <Group gap={6} mt="xs" wrap="nowrap" data-testid="limit-warning">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text size="xs" fw={600} c="orange.8">
            {m('limitWarningCard', String(wholePercentUsed(usage.usedCentavos, usage.maxCentavos)))}
          </Text>
        </Group>
      ) : null}
      {usage.reason ? (
        <Text size="xs" c="dimmed" mt="xs">
          {tr(usage.reason)}
        </Text>
      ) : null}
    </Paper>
  );
}
