import { Group, Paper, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { adminTextNow } from '../lib/i18n/admin-texts.ts';
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
  /** The column's width in the table, in pixels. */
  width?: number;
}

/**
 * A table that scrolls sideways once its place is narrower than `minWidth`. While it does, its
 * viewport takes the keyboard's focus (a labelled region: the arrow keys scroll it), as a scrolling
 * region must for people without a mouse (axe: scrollable-region-focusable); while the table fits,
 * it is no stop of its own for the Tab key.
 */
function ScrollingTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => setScrolls(viewport.scrollWidth > viewport.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    for (const child of viewport.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportRef,
        viewportProps: scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {},
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/**
 * A row's buttons as the last column ('Actions', read by screen readers only; on a card the buttons
 * go under the values), or no column when there are no buttons (`cell` undefined).
 */
export function actionsColumn<T>(cell: ((row: T) => ReactNode) | undefined): ListColumn<T>[] {
  return cell
    ? [{ key: 'actions', label: adminTextNow('table.actions'), labelHidden: true, align: 'right', cell }]
    : [];
}

interface ResponsiveTableProps<T> {
  /** Read by screen readers: what the list is. */
  caption: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: ListColumn<T>[];
  /** The heading of a row's card on a phone; the first column's value when absent (then not repeated). */
  cardTitle?: (row: T) => ReactNode;
  /**
   * A row's own card on a phone, in place of the title and the labelled values (a log's entry, a
   * member with a Renew button); it is drawn inside the card's frame.
   */
  renderCard?: (row: T) => ReactNode;
  /** The cards two to a row from `sm` up (when the table starts at `md` or `lg`). */
  cardGrid?: boolean;
  /** The rows have an order that means something (newest first): an ordered list of cards. */
  ordered?: boolean;
  /** A click on a row (or its card) that is not on a link or button: opens what the row is about. */
  onRowClick?: (row: T, event: MouseEvent<HTMLElement>) => void;
  /** Rows shown greyed (e.g. a removed beneficiary). */
  dimmed?: (row: T) => boolean;
  /** From this breakpoint up a table, below it stacked cards. */
  breakpoint?: 'xs' | 'sm' | 'md' | 'lg';
  /** The table's narrowest width before it scrolls sideways inside its box (wide screens only). */
  minWidth?: number;
  verticalSpacing?: 'xs' | 'sm';
  horizontalSpacing?: 'sm' | 'md' | number;
  /** The table's text size (a dense report uses 'sm'). */
  fontSize?: 'sm';
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
  renderCard,
  cardGrid = false,
  ordered = false,
  onRowClick,
  dimmed,
  breakpoint = 'sm',
  minWidth,
  verticalSpacing = 'sm',
  horizontalSpacing = 'sm',
  fontSize,
  framed = false,
}: ResponsiveTableProps<T>) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, true, {
    getInitialValueInEffect: false,
  });

  if (wide) {
    const table = (
      <Table
        striped
        highlightOnHover
        verticalSpacing={verticalSpacing}
        horizontalSpacing={horizontalSpacing}
        fz={fontSize}
      >
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align} w={column.width}>
                {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              c={dimmed?.(row) ? 'dimmed' : undefined}
              onClick={onRowClick ? (event) => onRowClick(row, event) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
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
      <ScrollingTable minWidth={minWidth} label={caption}>
        {table}
      </ScrollingTable>
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
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cardGrid ? `${classes.cards} ${classes.grid}` : classes.cards} aria-label={caption}>
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
            onClick={onRowClick ? (event: MouseEvent<HTMLElement>) => onRowClick(row, event) : undefined}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {renderCard ? (
              renderCard(row)
            ) : (
              <>
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
              </>
            )}
          </Paper>
        );
      })}
    </List>
  );
}
