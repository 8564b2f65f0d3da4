import { ApiError, type Page } from '@mv-admin/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { apiPage, renderWithProviders } from '../testing';
import { ListPage } from './list-page';
import { useServerTable, type ServerTableQuery } from './use-server-table';

interface Row {
  id: number;
  name: string;
}
const filters = z.object({ atoll_id: z.coerce.number().int().positive().optional() });
type Query = ServerTableQuery<z.output<typeof filters>>;

const rows = (count: number, from = 1): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Island ${from + i}` }));

function RowsPage({ fetchPage, onCreate, intro }: { fetchPage: (q: Query) => Promise<Page<Row>>; onCreate?: () => void; intro?: ReactNode }) {
  const table = useServerTable<Row, typeof filters>({ queryKey: ['rows'], fetchPage, filters });
  return (
    <ListPage
      title="Islands"
      noun={{ one: 'island', other: 'islands' }}
      table={table}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      onCreate={onCreate}
      intro={intro}
      filters={
        <button type="button" onClick={() => table.setFilter('atoll_id', 5)}>
          Atoll 5
        </button>
      }
    />
  );
}

const lastQuery = (fetchPage: jest.Mock) => fetchPage.mock.calls.at(-1)?.[0] as Query;

describe('useServerTable + ListPage', () => {
  it('reads page, search and filters from the URL', async () => {
    const fetchPage = jest.fn(async (q: Query) => apiPage(rows(10, (q.page - 1) * 10 + 1), { page: q.page, size: q.size, total: 45 }));
    renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands?page=2&size=10&search=male&atoll_id=3' });

    expect(await screen.findByText('Island 11')).toBeInTheDocument();
    expect(lastQuery(fetchPage)).toEqual({ page: 2, size: 10, search: 'male', atoll_id: 3 });
    expect(screen.getByRole('searchbox', { name: 'Search islands' })).toHaveValue('male');
    expect(screen.getByText('11-20 of 45')).toBeInTheDocument();
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
  });

  it('ignores invalid URL values', async () => {
    const fetchPage = jest.fn(async () => apiPage(rows(1)));
    renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands?page=zero&size=3&atoll_id=-1' });
    await screen.findByText('Island 1');
    expect(lastQuery(fetchPage)).toEqual({ page: 1, size: 20, search: undefined, atoll_id: undefined });
  });

  it('debounces the search into the URL and goes back to page 1; Back restores the previous view', async () => {
    const fetchPage = jest.fn(async (q: Query) => apiPage(rows(3), { page: q.page }));
    const { user, location, navigate } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands?page=3&search=ma' });
    await screen.findByText('Island 1');

    const box = screen.getByRole('searchbox', { name: 'Search islands' });
    await user.type(box, 'le ');
    expect(location().search).toBe('?page=3&search=ma'); // not yet: the pause has not passed
    await waitFor(() => expect(location().search).toBe('?search=male'));
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ page: 1, search: 'male' }));
    expect(box).toHaveValue('male '); // the space being typed is kept in the box

    navigate(-1);
    await waitFor(() => expect(box).toHaveValue('ma'));
    expect(location().search).toBe('?page=3&search=ma');
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ page: 3, search: 'ma' }));
  });

  it('applies the search at once on Enter', async () => {
    const fetchPage = jest.fn(async () => apiPage(rows(1)));
    const { user, location } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands' });
    await screen.findByText('Island 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search islands' }), 'addu{Enter}');
    expect(location().search).toBe('?search=addu');
  });

  it('changing a filter resets the page', async () => {
    const fetchPage = jest.fn(async () => apiPage(rows(1)));
    const { user, location } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands?page=4&size=50' });
    await screen.findByText('Island 1');
    await user.click(screen.getByRole('button', { name: 'Atoll 5' }));
    expect(location().search).toBe('?size=50&atoll_id=5');
    await waitFor(() => expect(lastQuery(fetchPage)).toEqual({ page: 1, size: 50, search: undefined, atoll_id: 5 }));
  });

  it('turns pages through the URL', async () => {
    const fetchPage = jest.fn(async (q: Query) => apiPage(rows(20, (q.page - 1) * 20 + 1), { page: q.page, total: 30 }));
    const { user, location } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands' });
    await screen.findByText('Island 1');
    await user.click(screen.getByTitle('2'));
    expect(location().search).toBe('?page=2');
    expect(await screen.findByText('Island 21')).toBeInTheDocument();
  });

  it('shows the ApiError message with Retry, which fetches again', async () => {
    const fetchPage = jest
      .fn<Promise<Page<Row>>, [Query]>()
      .mockRejectedValueOnce(new ApiError('Could not reach the server for "Islands". Check the connection and try again.', 0, [], 'network'))
      .mockResolvedValue(apiPage(rows(2)));
    const { user } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load islands')).toBeInTheDocument();
    expect(within(alert).getByText(/Check the connection/)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Island 2')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the rows when a refresh fails, with the reason and Retry above them', async () => {
    const fetchPage = jest
      .fn<Promise<Page<Row>>, [Query]>()
      .mockResolvedValueOnce(apiPage(rows(2)))
      .mockRejectedValueOnce(new ApiError('Request failed (503)', 503))
      .mockResolvedValue(apiPage(rows(3)));
    const { user, queryClient } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands' });
    await screen.findByText('Island 2');

    await queryClient.invalidateQueries({ queryKey: ['rows'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not refresh islands');
    expect(alert).toHaveTextContent('Request failed (503)');
    expect(screen.getByText('Island 2')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Island 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says when nothing exists yet, with a create action', async () => {
    const onCreate = jest.fn();
    const { user } = renderWithProviders(<RowsPage fetchPage={async () => apiPage<Row>([])} onCreate={onCreate} />, { route: '/islands' });
    expect(await screen.findByText('No islands yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /New island/ });
    expect(buttons).toHaveLength(2); // toolbar and empty state
    await user.click(buttons[1]);
    expect(onCreate).toHaveBeenCalled();
  });

  it('says when nothing matches, and clears search and filters', async () => {
    const fetchPage = jest.fn(async (q: Query) => (q.search || q.atoll_id ? apiPage<Row>([]) : apiPage(rows(1))));
    const { user, location } = renderWithProviders(<RowsPage fetchPage={fetchPage} />, { route: '/islands?search=zzz&atoll_id=2&page=2' });
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    expect(await screen.findByText('Island 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search islands' })).toHaveValue('');
  });

  it('says when filters alone match nothing', async () => {
    renderWithProviders(<RowsPage fetchPage={async () => apiPage<Row>([])} />, { route: '/islands?atoll_id=2' });
    expect(await screen.findByText('No islands match these filters')).toBeInTheDocument();
  });

  it('shows an intro between the title and the toolbar', async () => {
    renderWithProviders(<RowsPage fetchPage={async () => apiPage(rows(1))} intro={<section aria-label="Price check">Check</section>} />, { route: '/islands' });
    const intro = await screen.findByRole('region', { name: 'Price check' });
    const title = screen.getByRole('heading', { name: 'Islands' });
    const search = screen.getByRole('searchbox', { name: 'Search islands' });
    expect(title.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intro.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
