import { type SavedView, viewsApi } from '@mv-admin/shared-api/views';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../testing';
import { SavedViews, viewQueryOf } from './saved-views';

afterEach(() => jest.restoreAllMocks());

const view = (over: Partial<SavedView>): SavedView => ({
  id: 1,
  version: 1,
  list: 'jobs',
  name: 'Open jobs',
  query: 'status=open',
  is_default: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

test('viewQueryOf drops the page and orders the parameters', () => {
  expect(viewQueryOf(new URLSearchParams('status=open&page=3&atoll=2'))).toBe('atoll=2&status=open');
});

test('a bare URL applies the default view', async () => {
  jest.spyOn(viewsApi, 'listSavedViews').mockResolvedValue([view({ id: 2, name: 'Mine', query: 'status=closed', is_default: true }), view({})]);
  renderWithProviders(
    <>
      <SavedViews list="jobs" />
      <Where />
    </>,
    { route: '/admin/jobs' },
  );
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?status=closed'));
  expect(await screen.findByRole('button', { name: 'View: Mine' })).toBeInTheDocument();
});

test('a URL with list parameters keeps them; the matching view is named', async () => {
  jest.spyOn(viewsApi, 'listSavedViews').mockResolvedValue([view({ id: 2, name: 'Mine', query: 'status=closed', is_default: true }), view({})]);
  renderWithProviders(
    <>
      <SavedViews list="jobs" />
      <Where />
    </>,
    { route: '/admin/jobs?status=open&page=2' },
  );
  expect(await screen.findByRole('button', { name: 'View: Open jobs' })).toBeInTheDocument();
  expect(screen.getByTestId('search')).toHaveTextContent('?status=open&page=2');
});

test('"Save view…" saves the current query with its name and default flag', async () => {
  jest.spyOn(viewsApi, 'listSavedViews').mockResolvedValue([]);
  const create = jest.spyOn(viewsApi, 'createSavedView').mockResolvedValue(view({ id: 5, name: 'Urgent' }));
  const { user } = renderWithProviders(<SavedViews list="tickets" />, { route: '/admin/tickets?status=open&page=4' });
  await user.click(await screen.findByRole('button', { name: 'Views' }));
  await user.click(await screen.findByText('Save view…'));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Urgent');
  await user.click(within(dialog).getByLabelText('Make default'));
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(create).toHaveBeenCalledWith({ body: { list: 'tickets', name: 'Urgent', query: 'status=open', is_default: true } }));
});

test('an empty name is refused with its message and nothing is sent', async () => {
  jest.spyOn(viewsApi, 'listSavedViews').mockResolvedValue([]);
  const create = jest.spyOn(viewsApi, 'createSavedView');
  const { user } = renderWithProviders(<SavedViews list="tickets" />, { route: '/admin/tickets' });
  await user.click(await screen.findByRole('button', { name: 'Views' }));
  await user.click(await screen.findByText('Save view…'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});
