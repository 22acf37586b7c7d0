import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartCardProps {
  id: string;
  title: string;
  description?: string;
  /** The chart's figures as a table for screen readers (the picture itself is hidden from them). */
  table: { caption: string; head: string[]; rows: (string | number)[][] };
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: ReactNode;
}

/** One chart of the dashboard: its heading, the picture, and the same figures as a hidden table. */
export function ChartCard({ id, title, description, table, empty, children }: ChartCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={id}
      miw={0}
    >
      <Title order={2} fz="md" id={id}>
        {title}
      </Title>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      {empty ? (
        <Text size="sm" c="dimmed" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        // inert: the picture is hidden from screen readers and none of its parts (recharts makes the
        // chart surface focusable) can take the focus; the table below carries the figures.
        <div inert style={{ marginTop: 12 }}>
          {children}
        </div>
      )}
      {/* A table ignores a 1px width: the hidden box around it holds it. */}
      <div className="visually-hidden">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
