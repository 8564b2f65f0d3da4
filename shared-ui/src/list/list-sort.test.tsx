import type { Page } from '@mv-admin/shared-api';
import { screen, waitFor } from '@testing-library/react';
import { apiPage, renderWithProviders } from '../testing';
import { ListPage } from './list-page';
import { readListQuery, writeListQuery } from './list-query';
import { sortableColumns, sortFromSorter } from './list-sort';
import { type ServerTableQuery, useServerTable } from './use-server-table';

interface Row {
  id: number;
  name: string;
  code: string;
}
const sorts = ['name', 'created_at'] as const;
type Query = ServerTableQuery<object, typeof sorts>;
const rows: Row[] = [
  { id: 1, name: 'Alif', code: 'A' },
  { id: 2, name: 'Baa', code: 'B' },
];

function RowsPage({ fetchPage }: { fetchPage: (q: Query) => Promise<Page<Row>> }) {
  const table = useServerTable<Row, never, typeof sorts>({ queryKey: ['rows'], fetchPage, sorts });
  return (
    <ListPage
      title="Atolls"
      noun={{ one: 'atoll', other: 'atolls' }}
      table={table}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Code', dataIndex: 'code' },
        { title: 'Created', key: 'created_at', render: () => '-' },
      ]}
    />
  );
}
const lastQuery = (fetchPage: jest.Mock) => fetchPage.mock.calls.at(-1)?.[0] as Query;

describe('sort in the URL (list-query)', () => {
  it('reads a sort of the allow-list, either way, and drops any other', () => {
    const read = (search: string) => readListQuery(new URLSearchParams(search), undefined, 20, sorts).sort;
    expect(read('sort=name')).toBe('name');
    expect(read('sort=-created_at')).toBe('-created_at');
    expect(read('sort=code')).toBeUndefined();
    expect(read('sort=--name')).toBeUndefined();
    expect(read('')).toBeUndefined();
    // A list with no allow-list has no sort.
    expect(readListQuery(new URLSearchParams('sort=name'), undefined).sort).toBeUndefined();
  });

  it('writes and removes it beside the other parameters', () => {
    expect(writeListQuery(new URLSearchParams('page=3&search=m'), { sort: '-name', page: undefined }).toString()).toBe('search=m&sort=-name');
    expect(writeListQuery(new URLSearchParams('sort=name'), { sort: undefined }).toString()).toBe('');
  });
});

describe('sortable columns', () => {
  it('marks only the allowed columns, by key or dataIndex, with the order of the URL', () => {
    const columns = sortableColumns<Row>([{ dataIndex: 'name' }, { dataIndex: 'code' }, { key: 'created_at' }], sorts, '-created_at');
    expect(columns.map((c) => [('sorter' in c && c.sorter) || false, c.sortOrder])).toEqual([
      [true, null],
      [false, undefined],
      [true, 'descend'],
    ]);
  });

  it('turns antd sorter states into sort values', () => {
    expect(sortFromSorter<Row>({ column: { dataIndex: 'name' }, order: 'ascend' })).toBe('name');
    expect(sortFromSorter<Row>({ column: { key: 'created_at' }, order: 'descend' })).toBe('-created_at');
    expect(sortFromSorter<Row>({ column: { dataIndex: 'name' }, order: null })).toBeUndefined();
  });
});

describe('useServerTable + ListPage sorting', () => {
  it('fetches the URL sort and shows it on its header', async () => {
    const fetchPage = jest.fn(async () => apiPage(rows));
    renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/atolls?sort=-name' });
    await screen.findByText('Alif');
    expect(lastQuery(fetchPage)).toMatchObject({ sort: '-name' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    // Code is not in the allow-list: no sorter on its header.
    expect(screen.getByRole('columnheader', { name: 'Code' })).not.toHaveAttribute('aria-sort');
  });

  it('a header click sorts ascending, then descending, then back to the spec order, each from page 1', async () => {
    const fetchPage = jest.fn(async (q: Query) => apiPage(rows, { page: q.page, total: 100 }));
    const { user, location } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/atolls?page=3' });
    await screen.findByText('Alif');
    const header = () => screen.getByRole('columnheader', { name: /Created/ });
    // While the next page loads the table is masked (no pointer events): click once it is settled.
    const settled = () => waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

    await settled();
    await user.click(header());
    await waitFor(() => expect(location().search).toBe('?sort=created_at'));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ page: 1, sort: 'created_at' }));
    await settled();
    await user.click(header());
    await waitFor(() => expect(location().search).toBe('?sort=-created_at'));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ sort: '-created_at' }));
    await settled();
    await user.click(header());
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(lastQuery(fetchPage)?.sort).toBeUndefined());
  });
});
