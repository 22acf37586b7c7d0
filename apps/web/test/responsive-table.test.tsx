import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ListColumn, ResponsiveTable } from '../src/components/ResponsiveTable.tsx';

interface Row {
  id: string;
  name: string;
  barangay: string;
}

const rows: Row[] = [
  { id: '1', name: 'Juan Dela Cruz', barangay: 'Lalud' },
  { id: '2', name: 'Maria Santos', barangay: 'Sapul' },
];

const columns: ListColumn<Row>[] = [
  { key: 'name', label: 'Name', cell: (row) => <a href={`/member/${row.id}`}>{row.name}</a> },
  { key: 'barangay', label: 'Barangay', width: 120, cell: (row) => row.barangay },
];

/**
 * The two members' list drawn at `width` CSS pixels (the table starts at `sm`, 48em = 768 px), under
 * the caption 'Members' unless `props` say otherwise.
 */
function drawAt(width: number, props: Partial<ComponentProps<typeof ResponsiveTable<Row>>> = {}) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({
    width,
  });
  return render(
    <MantineProvider>
      <ResponsiveTable caption="Members" rows={rows} rowKey={(row) => row.id} columns={columns} {...props} />
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('ResponsiveTable', () => {
  it('is a table named by its caption on a wide screen; a row’s click opens it, not its link’s', () => {
    const opened = vi.fn();
    drawAt(1280, { onRowClick: (row) => opened(row.id) });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Barangay']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(within(table).getByText('Sapul'));
    expect(opened).toHaveBeenCalledWith('2');
  });

  it('on a phone each row is a card of its values under their labels', () => {
    drawAt(375);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Barangay')).toBeTruthy();
    expect(within(cards[0]!).getByText('Lalud')).toBeTruthy();
  });

  it('a custom card: drawn in the card’s frame, in an ordered list when the order means something', () => {
    const opened = vi.fn();
    drawAt(375, {
      caption: 'Members, newest first',
      renderCard: (row) => <article aria-label={row.name}>{row.barangay}</article>,
      ordered: true,
      onRowClick: (row) => opened(row.id),
    });
    const list = screen.getByRole('list', { name: 'Members, newest first' });
    expect(list.tagName).toBe('OL');
    const card = screen.getByRole('article', { name: 'Maria Santos' });
    expect(card.textContent).toBe('Sapul');
    expect(within(list).queryByText('Barangay')).toBeNull();
    fireEvent.click(card);
    expect(opened).toHaveBeenCalledWith('2');
  });
});
