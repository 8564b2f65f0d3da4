import type { BulkAnswer } from '@mv-admin/shared-api/bulk';
import type { Page } from '@mv-admin/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { apiPage, renderWithProviders } from '../testing';
import type { BulkAction } from './bulk-bar';
import { ListPage } from './list-page';
import { type ServerTableQuery, useServerTable } from './use-server-table';

interface Row {
  id: number;
  version: number;
  name: string;
}
const filters = z.object({ atoll_id: z.coerce.number().int().positive().optional() });
type Query = ServerTableQuery<z.output<typeof filters>>;
const TOTAL = 5;
// Two rows a page: page 1 holds ids 1-2, page 2 ids 3-4; each row's version is its id + 10.
const fetchRows = (q: Query) =>
  apiPage(
    Array.from({ length: Math.min(2, TOTAL - (q.page - 1) * 2) }, (_, i) => {
      const id = (q.page - 1) * 2 + i + 1;
      return { id, version: id + 10, name: `Island ${id}` };
    }),
    { page: q.page, size: 2, total: TOTAL },
  );

function RowsPage({ fetchPage, run }: { fetchPage: (q: Query) => Promise<Page<Row>>; run: BulkAction['run'] }) {
  const table = useServerTable<Row, typeof filters>({ queryKey: ['rows'], fetchPage, filters, defaultPageSize: 2, selectable: true });
  const actions: BulkAction[] = [{ key: 'close', label: 'Close', confirm: (n, noun) => `Close ${n} ${noun}?`, done: 'closed', run }];
  return (
    <ListPage
      title="Islands"
      noun={{ one: 'island', other: 'islands' }}
      table={table}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      bulkActions={actions}
      filters={
        <button type="button" onClick={() => table.setFilter('atoll_id', 5)}>
          Atoll 5
        </button>
      }
    />
  );
}

/** The open dialog with this title (antd's test ids do not label it). */
const dialog = (title: string) =>
  waitFor(() => screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title) ?? fail(`no dialog "${title}"`));
/** The row's checkbox, once the table is not loading (its spinner makes the rows unclickable). */
const rowBox = async (name: string) => {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  return within(screen.getByText(name).closest('tr')!).getByRole('checkbox');
};
const pageBox = async () => {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  return screen.getAllByRole('checkbox')[0]!;
};

describe('selection and the bulk bar', () => {
  it('keeps the selection across pages, confirms with the count, sends ids and versions, reports each failure and re-reads the list', async () => {
    const fetchPage = jest.fn(async (q: Query) => fetchRows(q));
    const answer: BulkAnswer = {
      results: [
        { id: 1, ok: true, status: 200 },
        { id: 3, ok: false, status: 412, message: 'Mariyam Admin changed this record after you opened it.' },
      ],
      succeeded: 1,
      failed: 1,
    };
    const run = jest.fn(async () => answer);
    const { user } = renderWithProviders(<RowsPage fetchPage={fetchPage} run={run} />, { route: '/islands' });
    await screen.findByText('Island 1');
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(await rowBox('Island 1'));
    expect(await screen.findByText('1 island selected')).toBeInTheDocument(); // the bar loads on the first choice
    await user.click(screen.getByTitle('2'));
    await screen.findByText('Island 3');
    await user.click(await rowBox('Island 3'));
    expect(screen.getByText('2 islands selected')).toBeInTheDocument();

    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Close' }));
    const confirm = await dialog('Close 2 islands?');
    expect(run).not.toHaveBeenCalled();
    const calls = fetchPage.mock.calls.length;
    await user.click(within(confirm).getByRole('button', { name: 'Close 2 islands' }));

    expect(run).toHaveBeenCalledWith({ ids: [1, 3], versions: { 1: 11, 3: 13 } }, undefined);
    const report = await dialog('1 island closed, 1 not');
    expect(within(report).getByText('#3: Mariyam Admin changed this record after you opened it.')).toBeInTheDocument();
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('select all on the page offers all matching, which sends the filters; Clear drops it; a filter change clears the selection', async () => {
    const run = jest.fn(async (): Promise<BulkAnswer> => ({ results: [], succeeded: 0, failed: 0 }));
    const { user } = renderWithProviders(<RowsPage fetchPage={async (q) => fetchRows(q)} run={run} />, { route: '/islands?atoll_id=3' });
    await screen.findByText('Island 1');
    await user.click(await pageBox());
    expect(screen.getByText('All 2 on this page are selected.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select all 5 matching' }));
    expect(screen.getByText('All 5 matching are selected.')).toBeInTheDocument();
    expect(screen.getByText('5 islands selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
    await user.click(await pageBox());
    await user.click(screen.getByRole('button', { name: 'Select all 5 matching' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Close' }));
    await user.click(within(await dialog('Close 5 islands?')).getByRole('button', { name: 'Close 5 islands' }));
    expect(run).toHaveBeenCalledWith({ match: { atoll_id: 3 } }, undefined);
    await user.click(within(await dialog('0 islands closed, 0 not')).getByRole('button', { name: 'OK' }));

    await user.click(await rowBox('Island 2'));
    expect(screen.getByText('1 island selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atoll 5' }));
    await waitFor(() => expect(screen.queryByText('1 island selected')).not.toBeInTheDocument());
  });

  it('a failed send keeps the dialog and the selection, with the reason', async () => {
    const run = jest.fn(async (): Promise<BulkAnswer> => {
      throw new Error('Network down');
    });
    const { user } = renderWithProviders(<RowsPage fetchPage={async (q) => fetchRows(q)} run={run} />, { route: '/islands' });
    await screen.findByText('Island 1');
    await user.click(await rowBox('Island 2'));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Close' }));
    const confirm = await dialog('Close 1 island?');
    await user.click(within(confirm).getByRole('button', { name: 'Close 1 island' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Network down');
    expect(screen.getByText('1 island selected')).toBeInTheDocument();
  });
});
