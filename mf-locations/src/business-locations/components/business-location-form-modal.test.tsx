import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollIslandOptions, harbourShop } from '../../shared/testing/location-fixtures';
import { BusinessLocationFormModal } from './business-location-form-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(() => {
  jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions);
  jest.spyOn(locationsApi, 'jobConfig').mockResolvedValue({ slug: 'business-location-types', value: ['Warehouse', 'Shop', 'Office'] });
});
afterEach(() => jest.restoreAllMocks());

describe('BusinessLocationFormModal', () => {
  it('shows the contract messages for every rule', async () => {
    const create = jest.spyOn(locationsApi, 'createBusinessLocation');
    const { user } = renderWithProviders(<BusinessLocationFormModal open onClose={jest.fn()} />);

    await user.type(field('Road'), 'Ma');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Type must be at least 3 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Road must be at least 3 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Please Select a value')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates from a configured type and an island picked by atoll name', async () => {
    const create = jest.spyOn(locationsApi, 'createBusinessLocation').mockResolvedValue(harbourShop);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<BusinessLocationFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Harbour Shop');
    await user.click(field('Type'));
    await user.click(await screen.findByTitle('Warehouse'));
    await user.type(field('Road'), 'Boduthakurufaanu Magu');
    await user.type(field('Island'), 'kaafu'); // searching by atoll lists its islands
    expect(await screen.findByTitle('Maafushi (inactive)')).toBeInTheDocument();
    expect(screen.queryByTitle('Hithadhoo')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Malé'));
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      body: { name: 'Harbour Shop', type: 'Warehouse', road: 'Boduthakurufaanu Magu', island_id: 10, active: true },
    });
  });

  it('puts a server issue on its field and keeps the values', async () => {
    jest
      .spyOn(locationsApi, 'updateBusinessLocation')
      .mockRejectedValue(apiError(400, 'Invalid input', [{ path: ['road'], message: 'Road must be at least 3 characters' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<BusinessLocationFormModal open location={harbourShop} onClose={onClose} />);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Harbour Store');
    await user.click(submit(/Save/));

    expect(await within(dialog()).findByText('Road must be at least 3 characters')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Harbour Store');
    expect(field('Road')).toHaveValue('Boduthakurufaanu Magu');
    expect(within(dialog()).getByTitle('Warehouse')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the values when the save fails without issues', async () => {
    jest.spyOn(locationsApi, 'updateBusinessLocation').mockRejectedValue(apiError(409, 'This location was changed by someone else'));
    const { user } = renderWithProviders(<BusinessLocationFormModal open location={harbourShop} onClose={jest.fn()} />);
    await user.click(field('Active'));
    await user.click(submit(/Save/));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This location was changed by someone else');
    expect(field('Active')).not.toBeChecked();
  });
});
