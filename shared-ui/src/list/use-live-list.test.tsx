import type { Page } from '@mv-admin/shared-api';
import { liveHub } from '@mv-admin/shared-api/live';
import { act, screen } from '@testing-library/react';
import { apiPage, renderWithProviders } from '../testing';
import { ListPage } from './list-page';
import { useServerTable } from './use-server-table';

interface Row {
  id: number;
  subject: string;
}

function TicketsPage({ fetchPage }: { fetchPage: () => Promise<Page<Row>> }) {
  const table = useServerTable<Row>({ queryKey: ['live-rows'], fetchPage, live: ['ticket'] });
  return <ListPage title="Tickets" noun={{ one: 'ticket', other: 'tickets' }} table={table} columns={[{ title: 'Subject', dataIndex: 'subject' }]} />;
}

const change = (seq: number, action: 'create' | 'assign', id: string, type: 'ticket' | 'job' = 'ticket', actor_id = 99) =>
  act(() => liveHub.publish({ kind: 'change', event: { seq, type, id, action, actor_id, version: 1, at: '2026-11-28T10:00:00Z' } }));

describe('useServerTable with live updates', () => {
  it("counts others' new records until Show, and re-reads the page in place for other changes", async () => {
    let rows: Row[] = [{ id: 1, subject: 'Refund' }];
    const fetchPage = jest.fn(async () => apiPage(rows, { total: rows.length }));
    const { user } = renderWithProviders(<TicketsPage fetchPage={fetchPage} />, { route: '/tickets?page=2&status=open' });
    await screen.findByText('Refund', {}, { timeout: 10_000 }); // antd's first render is slow on a loaded machine
    const reads = fetchPage.mock.calls.length;

    rows = [{ id: 3, subject: 'Late' }, { id: 2, subject: 'Broken' }, ...rows];
    change(10, 'create', '2');
    change(11, 'create', '3');
    change(12, 'create', '9', 'job'); // not this list's type
    expect(await screen.findByText('2 new tickets')).toBeInTheDocument();
    // Counted, not inserted: the rows under the cursor stay.
    expect(screen.queryByText('Late')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(reads);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Late')).toBeInTheDocument();
    expect(screen.queryByText('2 new tickets')).not.toBeInTheDocument();

    rows = rows.map((r) => (r.id === 1 ? { ...r, subject: 'Refund (assigned)' } : r));
    change(13, 'assign', '1');
    expect(await screen.findByText('Refund (assigned)')).toBeInTheDocument();
  });

  it('ignores the signed-in admin’s own creations (their form already refreshed the list)', async () => {
    const fetchPage = jest.fn(async () => apiPage([{ id: 1, subject: 'Refund' }]));
    const { queryClient } = renderWithProviders(<TicketsPage fetchPage={fetchPage} />, { route: '/tickets' });
    await screen.findByText('Refund', {}, { timeout: 10_000 }); // antd's first render is slow on a loaded machine
    queryClient.setQueryData(['me'], { id: 7 });
    change(20, 'create', '5', 'ticket', 7);
    change(21, 'create', '6', 'ticket', 8);
    expect(await screen.findByText('1 new ticket')).toBeInTheDocument();
  });
});
