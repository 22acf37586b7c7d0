import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useExportTexts } from '../texts.ts';

/** 1536 → '1.5 KB' ('1,5 KB' where the locale writes it so). */
export function formatBytes(
  bytes: number,
  locale = 'en-PH',
  bytesText = (n: number) => `${n} bytes`,
): string {
  if (bytes < 1024) return bytesText(bytes);
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })} ${units[unit]}`;
}

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; bytes: number }
  | { status: 'done'; bytes: number; filename: string }
  | { status: 'failed' };

/** The bytes received while a download runs, the size of the finished file, or 'Export failed'. */
export function DownloadStatus({
  state,
  label,
  testId,
}: {
  state: DownloadState;
  label: string;
  testId: string;
}) {
  const { t, locale, m } = useExportTexts();
  const size = (bytes: number) => formatBytes(bytes, locale, (count) => t('download.bytes', { count }));
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <Text c="red" size="sm" role="alert" fw={500}>
        {m('exportFailed')}
      </Text>
    );
  }
  if (state.status === 'running') {
    return (
      <Stack gap={4} role="status" aria-live="polite" data-testid={`${testId}-progress`}>
        <Progress value={100} animated striped aria-label={t('download.progress', { label })} />
        <Group gap={6}>
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('download.running', { size: size(state.bytes) })}</Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Text size="sm" c="teal.8" role="status" aria-live="polite">
      {t('download.saved', { file: state.filename, size: size(state.bytes) })}
    </Text>
  );
}
