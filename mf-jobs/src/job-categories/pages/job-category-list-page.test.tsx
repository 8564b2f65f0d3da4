import { catalogApi } from '@mv-admin/shared-api/catalog';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { documentTypes, gardening, homeRepairs } from '../../shared/testing/job-fixtures';
import { JobCategoryListPage } from './job-category-list-page';

afterEach(() => jest.restoreAllMocks());

describe('JobCategoryListPage', () => {
  it('lists categories with active, required documents, creator and date; search and filter from the URL', async () => {
    const list = jest.spyOn(catalogApi, 'listJobCategories').mockResolvedValue(apiPage([homeRepairs, gardening]));
    renderWithProviders(<JobCategoryListPage />, { route: '/admin/job-category?search=home&active=true' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Job Categories' })).toBeInTheDocument();
    const home = (await screen.findByText('Home Repairs')).closest('tr') as HTMLElement;
    expect(within(home).getByRole('switch', { name: 'Active: Home Repairs' })).toBeChecked();
    expect(within(home).getByText('National ID card')).toBeInTheDocument();
    expect(within(home).getByText('Professional certificate')).toBeInTheDocument();
    expect(within(home).getByText('Aisha Admin')).toBeInTheDocument();
    expect(within(home).getByText('Nov 21, 2026')).toBeInTheDocument();
    const garden = screen.getByText('Gardening').closest('tr') as HTMLElement;
    expect(within(garden).getByRole('switch', { name: 'Active: Gardening' })).not.toBeChecked();
    expect(within(garden).getByText('None')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'home', active: 'true' } }, expect.any(AbortSignal));
  });

  it('toggles active from the row with the name the update needs', async () => {
    jest.spyOn(catalogApi, 'listJobCategories').mockResolvedValue(apiPage([gardening]));
    const update = jest.spyOn(catalogApi, 'updateJobCategory').mockResolvedValue({ ...gardening, active: true });
    const { user } = renderWithProviders(<JobCategoryListPage />, { route: '/admin/job-category' });
    await user.click(await screen.findByRole('switch', { name: 'Active: Gardening' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ params: { id: 8 }, body: { name: 'Gardening', active: true }, ifMatch: 1 }));
  });

  it('opens the form with a category to edit', async () => {
    jest.spyOn(catalogApi, 'listJobCategories').mockResolvedValue(apiPage([homeRepairs]));
    jest.spyOn(catalogApi, 'documentTypeDropdown').mockResolvedValue(documentTypes);
    const { user } = renderWithProviders(<JobCategoryListPage />, { route: '/admin/job-category' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home Repairs' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit job category Home Repairs')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Home Repairs');
  });
});
