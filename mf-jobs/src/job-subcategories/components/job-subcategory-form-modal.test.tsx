import { catalogApi } from '@mv-admin/shared-api/catalog';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { categoryOptions, landscaping, plumbing, workflowOptions } from '../../shared/testing/job-fixtures';
import { JobSubcategoryFormModal } from './job-subcategory-form-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(() => {
  jest.spyOn(catalogApi, 'jobCategoryDropdown').mockResolvedValue(categoryOptions);
  jest.spyOn(catalogApi, 'workflowDropdown').mockResolvedValue(workflowOptions);
});
afterEach(() => jest.restoreAllMocks());

describe('JobSubcategoryFormModal', () => {
  it('shows the spec messages for name, category and workflow and sends nothing', async () => {
    const create = jest.spyOn(catalogApi, 'createJobSubcategory');
    const { user } = renderWithProviders(<JobSubcategoryFormModal open onClose={jest.fn()} />);
    await user.type(field('Name'), 'X');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await within(dialog()).findAllByText('Please Select a value')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
  });

  it('creates under a category and workflow picked from their dropdown calls', async () => {
    const create = jest.spyOn(catalogApi, 'createJobSubcategory').mockResolvedValue(plumbing);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<JobSubcategoryFormModal open onClose={onClose} />);
    await user.type(field('Name'), 'Boat delivery');
    await user.click(field('Category'));
    await user.click(await screen.findByTitle('Delivery'));
    await user.click(field('Workflow'));
    await user.click(await screen.findByTitle('Same-island delivery (Delivery)'));
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { name: 'Boat delivery', job_category_id: 4, workflow_id: 5, active: true } });
  });

  it('edits one under an inactive category, which still shows by name; a server issue lands on its field', async () => {
    const update = jest
      .spyOn(catalogApi, 'updateJobSubcategory')
      .mockRejectedValue(apiError(409, 'Duplicate', [{ path: ['name'], message: 'This category already has a subcategory with this name' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<JobSubcategoryFormModal open subcategory={landscaping} onClose={onClose} />);
    expect(await within(dialog()).findByTitle('Gardening (inactive)')).toBeInTheDocument();
    expect(await within(dialog()).findByTitle('Standard service (Regular)')).toBeInTheDocument();
    expect(field('Active')).not.toBeChecked();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Lawn care');
    await user.click(submit(/Save/));

    expect(await within(dialog()).findByText('This category already has a subcategory with this name')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ params: { id: 23 }, body: { name: 'Lawn care', job_category_id: 8, workflow_id: 1, active: false }, ifMatch: 1 });
    expect(field('Name')).toHaveValue('Lawn care');
    expect(onClose).not.toHaveBeenCalled();
  });
});
