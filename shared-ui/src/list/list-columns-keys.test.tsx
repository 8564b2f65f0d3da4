import type { Page } from '@mv-admin/shared-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPage, renderWithProviders } from '../testing';
import { ListPage } from './list-page';
import { useServerTable, type ServerTableQuery } from './use-server-table';

interface Row {
  id: number;
  name: string;
  code: string;
  atoll: string;
}
const rows: Row[] = [1, 2, 3].map((id) => ({ id, name: `Island ${id}`, code: `C${id}`, atoll: `Atoll ${id}` }));
const columns = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Code', dataIndex: 'code' },
  { title: 'Atoll', key: 'atoll', dataIndex: 'atoll' },
  { title: '', key: 'actions', render: () => <button type="button">Edit</button> },
];

function Islands({ onOpenRow }: { onOpenRow?: (row: Row) => void }) {
  const table = useServerTable<Row>({ queryKey: ['islands'], fetchPage: async (_q: ServerTableQuery<object>): Promise<Page<Row>> => apiPage(rows) });
  return <ListPage title="Islands" noun={{ one: 'island', other: 'islands' }} table={table} columns={columns} onOpenRow={onOpenRow} />;
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('columns and density from the URL', () => {
  it('shows the columns `cols` names, in its order, the actions column kept; unknown keys ignored', async () => {
    renderWithProviders(<Islands />, { route: '/islands?cols=atoll,name,nope' });
    await screen.findByText('Island 1');
    expect(headers()).toEqual(['Atoll', 'Name', '']);
  });

  it('hides, moves and resets through the Columns control, writing `cols` and `density`', async () => {
    const { user, location } = renderWithProviders(<Islands />, { route: '/islands' });
    await screen.findByText('Island 1');
    expect(headers()).toEqual(['Name', 'Code', 'Atoll', '']);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const panel = await screen.findByRole('list', { name: 'Columns' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Code' }));
    await waitFor(() => expect(location().search).toBe('?cols=name%2Catoll'));
    expect(headers()).toEqual(['Name', 'Atoll', '']);
    await user.click(within(panel).getByRole('button', { name: 'Move Atoll up' }));
    await waitFor(() => expect(location().search).toBe('?cols=atoll%2Cname'));
    expect(headers()).toEqual(['Atoll', 'Name', '']);
    await user.click(screen.getByText('Compact'));
    await waitFor(() => expect(location().search).toContain('density=small'));
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(headers()).toEqual(['Name', 'Code', 'Atoll', '']);
  });

  it('keeps at least one column shown', async () => {
    const { user } = renderWithProviders(<Islands />, { route: '/islands?cols=name' });
    await screen.findByText('Island 1');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const panel = await screen.findByRole('list', { name: 'Columns' });
    expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
  });
});

describe('the list keyboard', () => {
  it('j/k move a focus through the rows and Enter opens the focused one', async () => {
    const opened: Row[] = [];
    renderWithProviders(<Islands onOpenRow={(row) => opened.push(row)} />, { route: '/islands' });
    await screen.findByText('Island 1');
    press('j');
    press('j');
    await waitFor(() => expect(document.querySelector('[data-row-focused="true"]')).toHaveTextContent('Island 2'));
    press('k');
    await waitFor(() => expect(document.querySelector('[data-row-focused="true"]')).toHaveTextContent('Island 1'));
    press('j');
    press('Enter');
    expect(opened.map((r) => r.name)).toEqual(['Island 2']);
  });

  it('/ focuses the search; no shortcut fires while typing there', async () => {
    const opened: Row[] = [];
    renderWithProviders(<Islands onOpenRow={(row) => opened.push(row)} />, { route: '/islands' });
    await screen.findByText('Island 1');
    press('/');
    const search = screen.getByRole('searchbox', { name: 'Search islands' });
    expect(search).toHaveFocus();
    press('j', search);
    press('Enter', search);
    expect(document.querySelector('[data-row-focused="true"]')).toBeNull();
    expect(opened).toEqual([]);
  });
});
