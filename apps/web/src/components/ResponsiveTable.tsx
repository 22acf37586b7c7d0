import { Group, Paper, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';

/** One column: its header, and what a row shows in it. */
export interface ListColumn<T> {
  key: string;
  /** The column header, and the label of the value on a phone's card. */
  label: string;
  cell: (row: T) => ReactNode;
  /** The header is for screen readers only (an actions column); on a card the cell has no label. */
  labelHidden?: boolean;
  /** Dates, amounts and badges stay on one line in the table. */
  nowrap?: boolean;
  align?: 'left' | 'right';
}

interface ResponsiveTableProps<T> {
  /** Read by screen readers: what the list is. */
  caption: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: ListColumn<T>[];
  /** The heading of a row's card on a phone; the first column's value when absent (then not repeated). */
  cardTitle?: (row: T) => ReactNode;
  /** Rows shown greyed (e.g. a removed beneficiary). */
  dimmed?: (row: T) => boolean;
  /** From this breakpoint up a table, below it stacked cards. */
  breakpoint?: 'xs' | 'sm' | 'md';
  /** The table's narrowest width before it scrolls sideways inside its box (wide screens only). */
  minWidth?: number;
  verticalSpacing?: 'xs' | 'sm';
  /** The table sits in a bordered box (the cards have their own borders). */
  framed?: boolean;
}

/**
 * A list shown as a table on wide screens and as stacked cards below `breakpoint` (default `sm`),
 * each card a row's values under their column names, so every value is readable on a 375 px phone
 * without sideways scrolling. Only one of the two is in the page at a time.
 */
export function ResponsiveTable<T>({
  caption,
  rows,
  rowKey,
  columns,
  cardTitle,
  dimmed,
  breakpoint = 'sm',
  minWidth,
  verticalSpacing = 'sm',
  framed = false,
}: ResponsiveTableProps<T>) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, true, {
    getInitialValueInEffect: false,
  });

  if (wide) {
    const table = (
      <Table striped highlightOnHover verticalSpacing={verticalSpacing} horizontalSpacing="sm">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align}>
                {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} c={dimmed?.(row) ? 'dimmed' : undefined}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  className={column.nowrap ? `${classes.cell} ${classes.nowrap}` : classes.cell}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
    const scrolling = minWidth ? (
      <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
    ) : (
      table
    );
    return framed ? (
      <Paper withBorder radius="md">
        {scrolling}
      </Paper>
    ) : (
      scrolling
    );
  }

  const [first, ...rest] = columns;
  const factColumns = cardTitle ? columns : rest;
  return (
    <ul className={classes.cards} aria-label={caption}>
      {rows.map((row) => {
        const labelled = factColumns.filter((column) => !column.labelHidden);
        const actions = factColumns.filter((column) => column.labelHidden);
        return (
          <Paper
            key={rowKey(row)}
            component="li"
            withBorder
            radius="md"
            p="sm"
            className={classes.card}
            c={dimmed?.(row) ? 'dimmed' : undefined}
          >
            <Text fw={600} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
              {cardTitle ? cardTitle(row) : first?.cell(row)}
            </Text>
            <dl className={classes.facts}>
              {labelled.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt>{column.label}</dt>
                  <dd className={classes.cell}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions.length > 0 ? (
              <Group gap="xs" mt="sm">
                {actions.map((column) => (
                  <div key={column.key}>{column.cell(row)}</div>
                ))}
              </Group>
            ) : null}
          </Paper>
        );
      })}
    </ul>
  );
}
