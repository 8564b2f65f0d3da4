import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollIslandOptions, maleToMaafushi } from '../../shared/testing/delivery-fixtures';
import { DistanceAddonFormModal } from './distance-addon-form-modal';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });
const itemOf = (label: string) => field(label).closest('.ant-form-item') as HTMLElement;

beforeEach(() => jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions));
afterEach(() => jest.restoreAllMocks());

describe('DistanceAddonFormModal', () => {
  it('asks for both islands and a price greater than 0 (spec §5)', async () => {
    const create = jest.spyOn(deliveryApi, 'createDeliveryDistanceAddon');
    const { user } = renderWithProviders(<DistanceAddonFormModal open onClose={jest.fn()} />);

    await user.type(field('Price'), '0');
    await user.click(submit(/Create/));
    expect(await within(itemOf('From island')).findByText('Please Select a value')).toBeInTheDocument();
    expect(await within(itemOf('To island')).findByText('Please Select a value')).toBeInTheDocument();
    expect(await within(itemOf('Price')).findByText('Price must be greater than 0')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('says when both islands are the same and does not create until they differ', async () => {
    const create = jest.spyOn(deliveryApi, 'createDeliveryDistanceAddon').mockResolvedValue(maleToMaafushi);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DistanceAddonFormModal open onClose={onClose} />);

    await user.type(field('From island'), 'Malé');
    await user.click(await screen.findByTitle('Malé'));
    await user.type(field('To island'), 'Malé');
    await user.click((await screen.findAllByTitle('Malé')).at(-1)!);
    expect(await within(itemOf('To island')).findByText('From and to islands must be different')).toBeInTheDocument();
    await user.type(field('Price'), '10');
    await user.click(submit(/Create/));

    await user.type(field('To island'), 'Maafushi');
    await user.click(await screen.findByTitle('Maafushi'));
    await waitFor(() => expect(within(itemOf('To island')).queryByText('From and to islands must be different')).not.toBeInTheDocument());
    await user.click(submit(/Create/));
    // Once the second submit has saved, the first one's validation is long settled: exactly one
    // create, to the other island, proves the blocked submit sent nothing.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ body: { from_island_id: 10, to_island_id: 11, price: 1000, is_active: true } });
  });

  it('creates an add-on from islands found by atoll name, the MVR price sent as cents (0.29 -> 29)', async () => {
    const create = jest.spyOn(deliveryApi, 'createDeliveryDistanceAddon').mockResolvedValue(maleToMaafushi);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DistanceAddonFormModal open onClose={onClose} />);

    await user.type(field('From island'), 'kaafu');
    expect(await screen.findByTitle('Gulhi (inactive)')).toBeInTheDocument();
    expect(screen.queryByTitle('Hithadhoo')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Malé'));
    await user.type(field('To island'), 'addu');
    await user.click(await screen.findByTitle('Hithadhoo'));
    await user.type(field('Price'), '0.29');
    expect(field('Active')).toBeChecked();
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { from_island_id: 10, to_island_id: 20, price: 29, is_active: true } });
  });

  it('edits from the stored values: 15000 cents shows as 150.00, 12.3 is sent as 1230', async () => {
    const update = jest.spyOn(deliveryApi, 'updateDeliveryDistanceAddon').mockResolvedValue({ ...maleToMaafushi, price: 1230 });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DistanceAddonFormModal open addon={maleToMaafushi} onClose={onClose} />);

    expect(field('Price')).toHaveValue('150.00');
    expect(await within(dialog()).findByTitle('Maafushi')).toBeInTheDocument();
    await user.clear(field('Price'));
    await user.type(field('Price'), '12.3');
    await user.click(submit(/Save/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      params: { delivery_distance_addon_id: 100 },
      body: { from_island_id: 10, to_island_id: 11, price: 1230, is_active: true },
      ifMatch: 1,
    });
  });

  it('puts a server issue on its field and keeps the values', async () => {
    jest
      .spyOn(deliveryApi, 'createDeliveryDistanceAddon')
      .mockRejectedValue(
        apiError(409, 'Distance add-on exists', [{ path: ['to_island_id'], message: 'An add-on from this island to that island already exists' }]),
      );
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DistanceAddonFormModal open onClose={onClose} />);

    await user.type(field('From island'), 'Malé');
    await user.click(await screen.findByTitle('Malé'));
    await user.type(field('To island'), 'Maafushi');
    await user.click(await screen.findByTitle('Maafushi'));
    await user.type(field('Price'), '150');
    await user.click(field('Active'));
    await user.click(submit(/Create/));

    expect(await within(itemOf('To island')).findByText('An add-on from this island to that island already exists')).toBeInTheDocument();
    expect(within(itemOf('From island')).getByTitle('Malé')).toBeInTheDocument();
    expect(within(itemOf('To island')).getByTitle('Maafushi')).toBeInTheDocument();
    expect(field('Price')).toHaveValue('150.00');
    expect(field('Active')).not.toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });
});
