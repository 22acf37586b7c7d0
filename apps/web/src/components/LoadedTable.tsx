import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { actionsColumn, type ListColumn, ResponsiveTable } from './ResponsiveTable.tsx';

interface LoadedTableProps<T extends { id: string }> {
  /** Read by screen readers: what the list is (and what is loading). */
  caption: string;
  /** undefined while loading. */
  rows: T[] | undefined;
  columns: ListColumn<T>[];
  emptyText: string;
  /** The cell of buttons of one row; no actions column when absent. */
  actions?: ((row: T) => ReactNode) | undefined;
  /** The table's narrowest width before it scrolls sideways: with the actions column, and without. */
  minWidth: { withActions: number; without: number };
  /** The skeleton's lines while loading. */
  loadingRows?: number;
}

/**
 * A framed list read from the server (administrators, sessions): a skeleton while it loads, the
 * message when it is empty, else its table (cards on a phone) with the row's buttons last.
 */
export function LoadedTable<T extends { id: string }>({
  caption,
  rows,
  columns,
  emptyText,
  actions,
  minWidth,
  loadingRows = 3,
}: LoadedTableProps<T>) {
  if (rows === undefined) {
    return (
      <Paper withBorder radius="md" p="md" role="status" aria-busy="true" aria-label={caption}>
        <Stack gap="sm">
          {Array.from({ length: loadingRows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={row} h={14} radius="sm" />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <ResponsiveTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[...columns, ...actionsColumn(actions)]}
      minWidth={actions ? minWidth.withActions : minWidth.without}
      framed
    />
  );
}
