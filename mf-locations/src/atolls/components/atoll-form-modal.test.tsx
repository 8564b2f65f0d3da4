import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { kaafu } from '../../shared/testing/location-fixtures';
import { AtollFormModal } from './atoll-form-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

afterEach(() => jest.restoreAllMocks());

describe('AtollFormModal', () => {
  it('shows the contract messages for name and code; province is optional', async () => {
    const create = jest.spyOn(locationsApi, 'createAtoll');
    const { user } = renderWithProviders(<AtollFormModal open onClose={jest.fn()} />);
    expect(within(dialog()).getByText('New atoll')).toBeInTheDocument();

    await user.type(field('Name'), 'K');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Code is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates with trimmed values and an empty province as none, then closes', async () => {
    const create = jest.spyOn(locationsApi, 'createAtoll').mockResolvedValue({ ...kaafu, province: null });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollFormModal open onClose={onClose} />);

    await user.type(field('Name'), ' Kaafu ');
    await user.type(field('Code'), 'K');
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { name: 'Kaafu', code: 'K', province: null } });
  });

  it('keeps only letters, digits and spaces in name, code and province (spec §9 strict preset)', async () => {
    const create = jest.spyOn(locationsApi, 'createAtoll').mockResolvedValue(kaafu);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Kaafu <b>Atoll</b>!');
    await user.type(field('Code'), 'K-1.');
    await user.type(field('Province'), 'North/Central');
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { name: 'Kaafu Atoll', code: 'K 1', province: 'North Central' } });
  });

  it('edits an atoll from its values', async () => {
    const update = jest.spyOn(locationsApi, 'updateAtoll').mockResolvedValue({ ...kaafu, province: 'North Central' });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollFormModal open atoll={kaafu} onClose={onClose} />);
    expect(field('Name')).toHaveValue('Kaafu');

    await user.clear(field('Province'));
    await user.type(field('Province'), 'North Central');
    await user.click(submit(/Save/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({ params: { atoll_id: 1 }, body: { name: 'Kaafu', code: 'K', province: 'North Central' }, ifMatch: 1 });
  });

  it('puts a server issue on its field and keeps the typed values', async () => {
    jest.spyOn(locationsApi, 'createAtoll').mockRejectedValue(apiError(400, 'Invalid input', [{ path: ['code'], message: 'Code K is already used' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Kaafu');
    await user.type(field('Code'), 'K');
    await user.click(submit(/Create/));

    expect(await within(dialog()).findByText('Code K is already used')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Kaafu');
    expect(field('Code')).toHaveValue('K');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the modal open with the values when the save fails otherwise', async () => {
    jest.spyOn(locationsApi, 'createAtoll').mockRejectedValue(apiError(500, 'The server could not save the atoll'));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Kaafu');
    await user.type(field('Code'), 'K');
    await user.click(submit(/Create/));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The server could not save the atoll');
    expect(field('Name')).toHaveValue('Kaafu');
    expect(onClose).not.toHaveBeenCalled();
  });
});
