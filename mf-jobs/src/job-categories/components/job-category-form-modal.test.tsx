import { catalogApi } from '@mv-admin/shared-api/catalog';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { documentTypes, homeRepairs } from '../../shared/testing/job-fixtures';
import { JobCategoryFormModal } from './job-category-form-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(() => jest.spyOn(catalogApi, 'documentTypeDropdown').mockResolvedValue(documentTypes));
afterEach(() => jest.restoreAllMocks());

describe('JobCategoryFormModal', () => {
  it('says the spec rule on a short name and sends nothing until it is fixed', async () => {
    const create = jest.spyOn(catalogApi, 'createJobCategory').mockResolvedValue(homeRepairs);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<JobCategoryFormModal open onClose={onClose} />);
    await user.type(field('Name'), 'P');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    // Fixed and sent again: exactly one call, with the fixed name, so the first submit sent nothing.
    await user.type(field('Name'), 'ool Care');
    await user.click(submit(/Create/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ body: expect.objectContaining({ name: 'Pool Care' }) });
  });

  it('creates a category with the required documents picked from the document types', async () => {
    const create = jest.spyOn(catalogApi, 'createJobCategory').mockResolvedValue(homeRepairs);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<JobCategoryFormModal open onClose={onClose} />);
    await user.type(field('Name'), '  Pool Care ');
    await user.click(field('Required documents'));
    await user.click(await screen.findByTitle('National ID card'));
    await user.click(await screen.findByTitle('Police clearance'));
    await user.click(field('Active'));
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { name: 'Pool Care', document_id_list: [1, 9], active: false } });
  });

  it('edits with the saved values, puts a server issue on its field and keeps what was typed', async () => {
    const update = jest
      .spyOn(catalogApi, 'updateJobCategory')
      .mockRejectedValue(
        apiError(409, 'Another job category already uses this name', [{ path: ['name'], message: 'Another job category already uses this name' }]),
      );
    const onClose = jest.fn();
    const { user } = renderWithProviders(<JobCategoryFormModal open category={homeRepairs} onClose={onClose} />);
    expect(field('Name')).toHaveValue('Home Repairs');
    expect(within(dialog()).getByTitle('National ID card')).toBeInTheDocument();
    expect(within(dialog()).getByTitle('Professional certificate')).toBeInTheDocument();

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Cleaning');
    await user.click(submit(/Save/));

    expect(await within(dialog()).findByText('Another job category already uses this name')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ params: { id: 3 }, body: { name: 'Cleaning', document_id_list: [1, 10], active: true }, ifMatch: 1 });
    expect(field('Name')).toHaveValue('Cleaning');
    expect(onClose).not.toHaveBeenCalled();
  });
});
