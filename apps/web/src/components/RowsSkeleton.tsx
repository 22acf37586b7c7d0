import { Skeleton, Stack } from '@mantine/core';

/** A list while its first page is read: `rows` grey bars of `height` px, named for screen readers. */
export function RowsSkeleton({
  label,
  rows = 6,
  height = 44,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={row} h={height} radius="md" />
      ))}
    </Stack>
  );
}
