import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { messages } from '@portal/domain';

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('en-PH', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; bytes: number }
  | { status: 'done'; bytes: number; filename: string }
  | { status: 'failed' };

/** The bytes received while a download runs, the size of the finished file, or 'Export failed'. */
export function DownloadStatus({ state, label }: { state: DownloadState; label: string }) {
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <Text c="red" size="sm" role="alert" fw={500}>
        {messages.exportFailed}
      </Text>
    );
  }
  if (state.status === 'running') {
    return (
      <Stack gap={4} role="status" aria-live="polite" data-testid={`${label}-progress`}>
        <Progress value={100} animated striped aria-label={`${label} download in progress`} />
        <Group gap={6}>
          <Loader size="xs" aria-hidden />
          <Text size="sm">Downloading… {formatBytes(state.bytes)} received</Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Text size="sm" c="teal.8" role="status" aria-live="polite">
      {state.filename} saved: {formatBytes(state.bytes)}
    </Text>
  );
}
