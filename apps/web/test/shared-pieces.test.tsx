import { MantineProvider } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelAndSubmit } from '../src/components/CancelAndSubmit.tsx';
import { CsvDownloadButton } from '../src/components/CsvDownloadButton.tsx';
import { HeadAdminOnly } from '../src/components/HeadAdminOnly.tsx';
import { LoadedTable } from '../src/components/LoadedTable.tsx';
import { PagedRows } from '../src/components/PagedRows.tsx';
import { RowButton } from '../src/components/RowButton.tsx';
import { RowsSkeleton } from '../src/components/RowsSkeleton.tsx';

const draw = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(cleanup);

describe('the shared pieces of the lists and forms', () => {
  it('CsvDownloadButton: a download link, or greyed and doing nothing while a filter is refused', () => {
    draw(<CsvDownloadButton href="/api/activity-log.csv?from=2025-03-01">Export CSV</CsvDownloadButton>);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/activity-log.csv?from=2025-03-01');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('aria-disabled')).toBe('false');
    cleanup();

    draw(<CsvDownloadButton href={undefined}>Export CSV</CsvDownloadButton>);
    const refused = screen.getByText('Export CSV').closest('a')!;
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.hasAttribute('href')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    refused.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('PagedRows: the rows faded and the pager waiting while the next page is read', () => {
    const turn = vi.fn();
    draw(
      <PagedRows
        query={{ isPlaceholderData: true, isFetching: true }}
        paging={{ page: 2, totalPages: 3 }}
        onPageChange={turn}
      >
        <p>rows</p>
      </PagedRows>,
    );
    const rows = screen.getByText('rows').parentElement!;
    expect(rows.getAttribute('aria-busy')).toBe('true');
    expect(rows.style.opacity).toBe('0.6');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    draw(
      <PagedRows
        query={{ isPlaceholderData: false, isFetching: false }}
        paging={{ page: 2, totalPages: 3 }}
        onPageChange={turn}
      >
        <p>rows</p>
      </PagedRows>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(turn).toHaveBeenCalledWith(3);
  });

  it('RowsSkeleton: as many bars as asked, named for screen readers', () => {
    draw(<RowsSkeleton label="Loading the renewals list" rows={5} />);
    const busy = screen.getByLabelText('Loading the renewals list');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.children).toHaveLength(5);
  });

  it('CancelAndSubmit: the form’s submit, or a button of its own in a dialog without a form', () => {
    const cancel = vi.fn();
    draw(<CancelAndSubmit onCancel={cancel} submitLabel="Turn off" loading={false} color="red" />);
    expect(screen.getByRole('button', { name: 'Turn off' }).getAttribute('type')).toBe('submit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    cleanup();

    const confirm = vi.fn();
    draw(<CancelAndSubmit submitLabel="Confirm" onSubmit={confirm} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('HeadAdminOnly: the page’s heading and whose page it is', () => {
    draw(<HeadAdminOnly title="Settings" message="Only Head Administrators can change the settings." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('Only Head Administrators can change the settings.')).toBeTruthy();
  });
  it('LoadedTable: a skeleton while loading, the message when empty, else the rows with their buttons last', () => {
    const columns = [{ key: 'name', label: 'Name', cell: (row: { id: string; name: string }) => row.name }];
    const minWidth = { withActions: 720, without: 560 };
    draw(
      <LoadedTable
        caption="Sessions"
        rows={undefined}
        columns={columns}
        emptyText="None"
        minWidth={minWidth}
      />,
    );
    const busy = screen.getByLabelText('Sessions');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    cleanup();

    draw(
      <LoadedTable
        caption="Sessions"
        rows={[]}
        columns={columns}
        emptyText="No other sessions."
        minWidth={minWidth}
      />,
    );
    expect(screen.getByText('No other sessions.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport(
      {
        width: 1024,
      },
    );
    draw(
      <LoadedTable
        caption="Sessions"
        rows={[{ id: 's1', name: 'Firefox on Linux' }]}
        columns={columns}
        emptyText="None"
        actions={(row) => <button type="button">End {row.name}</button>}
        minWidth={minWidth}
      />,
    );
    const table = screen.getByRole('table');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.getByRole('button', { name: 'End Firefox on Linux' })).toBeTruthy();
  });

  it("RowButton: a small button named with its row, the caller's colour and state", () => {
    const archive = vi.fn();
    draw(
      <RowButton icon={IconArchive} label="Archive Juan Dela Cruz" color="red" onClick={archive}>
        Archive
      </RowButton>,
    );
    const button = screen.getByRole('button', { name: 'Archive Juan Dela Cruz' });
    expect(button.textContent).toBe('Archive');
    expect(button.getAttribute('data-variant')).toBe('light');
    expect(button.getAttribute('data-size')).toBe('xs');
    fireEvent.click(button);
    expect(archive).toHaveBeenCalledTimes(1);
    cleanup();

    draw(
      <RowButton icon={IconArchive} label="Archive Maria Santos" onClick={archive} disabled>
        Archive
      </RowButton>,
    );
    expect((screen.getByRole('button', { name: 'Archive Maria Santos' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
