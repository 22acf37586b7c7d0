import { Group, Progress, Stack, Text } from '@mantine/core';

interface RankedBar {
  name: string;
  value: number;
  color?: string;
}

/**
 * A ranked list drawn as bars: each name with its value, and a bar as long as its share of the
 * largest. The names stay whole on a phone (they sit above the bar, not inside it).
 */
export function RankedBars({
  data,
  format,
  color = 'teal',
}: {
  data: RankedBar[];
  format: (value: number) => string;
  color?: string;
}) {
  const largest = Math.max(...data.map((d) => d.value), 1);
  return (
    <Stack gap={8}>
      {data.map((item) => (
        <div key={item.name}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={2}>
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {format(item.value)}
            </Text>
          </Group>
          <Progress value={(item.value / largest) * 100} color={item.color ?? color} size="sm" radius="xl" />
        </div>
      ))}
    </Stack>
  );
}
