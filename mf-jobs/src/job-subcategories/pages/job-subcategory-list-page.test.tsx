import { catalogApi } from '@mv-admin/shared-api/catalog';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { gardening, homeRepairs, landscaping, plumbing } from '../../shared/testing/job-fixtures';
import { JobSubcategoryListPage } from './job-subcategory-list-page';

beforeEach(() => jest.spyOn(catalogApi, 'listJobCategories').mockResolvedValue(apiPage([homeRepairs, gardening])));
afterEach(() => jest.restoreAllMocks());

describe('JobSubcategoryListPage', () => {
  it('lists subcategories with category and workflow, filtered by category from the URL', async () => {
    const list = jest.spyOn(catalogApi, 'listJobSubcategories').mockResolvedValue(apiPage([plumbing, landscaping]));
    renderWithProviders(<JobSubcategoryListPage />, { route: '/admin/job-subcategory?job_category_id=3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Job Subcategories' })).toBeInTheDocument();
    const row = (await screen.findByText('Plumbing')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Home Repairs')).toBeInTheDocument();
    expect(within(row).getByText('Standard service (Regular)')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Plumbing' })).toBeChecked();
    expect(within(screen.getByText('Landscaping').closest('tr') as HTMLElement).getByText('(inactive)', { exact: false })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, job_category_id: 3 } }, expect.any(AbortSignal));
    expect(await screen.findByTitle('Home Repairs')).toBeInTheDocument(); // the filter shows the category by name
  });

  it('filters by another category (inactive ones offered too) and toggles active', async () => {
    const list = jest.spyOn(catalogApi, 'listJobSubcategories').mockResolvedValue(apiPage([plumbing]));
    const update = jest.spyOn(catalogApi, 'updateJobSubcategory').mockResolvedValue({ ...plumbing, active: false });
    const { user, location } = renderWithProviders(<JobSubcategoryListPage />, { route: '/admin/job-subcategory' });
    await screen.findByText('Plumbing');

    await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await user.click(await screen.findByTitle('Gardening (inactive)'));
    expect(location().search).toBe('?job_category_id=8');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ job_category_id: 8 }) }, expect.any(AbortSignal)));
    // The filtered page's rows are in once the table is no longer busy (its switches take clicks again).
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Plumbing' }).closest('[aria-busy="true"]')).toBeNull());

    await user.click(screen.getByRole('switch', { name: 'Active: Plumbing' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ params: { id: 7 }, body: { active: false }, ifMatch: 1 }));
  });
});
