import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { express, nextDay, rush, smallParcel } from '../../shared/testing/delivery-fixtures';
import { PackageConfigFormModal } from './package-config-form-modal';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(() => jest.spyOn(deliveryApi, 'listDeliverySlots').mockResolvedValue(apiPage([rush, express, nextDay])));
afterEach(() => jest.restoreAllMocks());

describe('PackageConfigFormModal', () => {
  it('shows the contract messages for name, slot, weights and price (spec §5)', async () => {
    const create = jest.spyOn(deliveryApi, 'createPackageConfig');
    const { user } = renderWithProviders(<PackageConfigFormModal open onClose={jest.fn()} />);

    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Please Select a value')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Min weight must be at least 0')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Max weight must be at least 0')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Price is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('says on max weight when it is below min weight, does not create, and clears it when min comes down', async () => {
    const create = jest.spyOn(deliveryApi, 'createPackageConfig').mockResolvedValue(smallParcel);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PackageConfigFormModal open onClose={onClose} />);

    // Everything else valid, so the weights are the only thing that can stop the submit.
    await user.type(field('Name'), 'Small parcel');
    await user.click(field('Delivery slot'));
    await user.click(await screen.findByTitle('2 Hours Express (2 Hours)'));
    await user.type(field('Price'), '12.3');
    await user.type(field('Min weight'), '10');
    await user.type(field('Max weight'), '5');
    const maxItem = field('Max weight').closest('.ant-form-item') as HTMLElement;
    expect(await within(maxItem).findByText('Max weight must not be less than min weight')).toBeInTheDocument();
    await user.click(submit(/Create/));

    await user.clear(field('Min weight'));
    await user.type(field('Min weight'), '5'); // equal is allowed
    await waitFor(() => expect(within(maxItem).queryByText('Max weight must not be less than min weight')).not.toBeInTheDocument());
    await user.click(submit(/Create/));
    // Once the second submit has saved, the first one's validation is long settled: exactly one
    // create, with the corrected weights, proves the blocked submit sent nothing.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ body: expect.objectContaining({ min_weight: 5, max_weight: 5 }) });
  });

  it('creates with the price typed in MVR sent as cents (12.3 -> 1230) and only active slots to pick', async () => {
    const create = jest.spyOn(deliveryApi, 'createPackageConfig').mockResolvedValue(smallParcel);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PackageConfigFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Small parcel');
    await user.click(field('Delivery slot'));
    expect(await screen.findByTitle('Next Day (1 Hour) (inactive)')).toHaveClass('ant-select-item-option-disabled');
    await user.click(screen.getByTitle('2 Hours Express (2 Hours)'));
    await user.type(field('Min weight'), '0');
    await user.type(field('Max weight'), '5');
    await user.type(field('Price'), '12.3');
    await user.type(field('Description'), 'Shoe box size');
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      body: { name: 'Small parcel', delivery_slot_id: 1, min_weight: 0, max_weight: 5, price: 1230, description: 'Shoe box size', is_active: true },
    });
  });

  it('shows a stored price in MVR (1230 -> 12.30) and sends 0.29 as 29 cents', async () => {
    const update = jest.spyOn(deliveryApi, 'updatePackageConfig').mockResolvedValue({ ...smallParcel, price: 29 });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PackageConfigFormModal open config={smallParcel} onClose={onClose} />);

    expect(field('Price')).toHaveValue('12.30');
    expect(within(dialog()).getByText('MVR')).toBeInTheDocument();
    expect(await within(dialog()).findByTitle('2 Hours Express (2 Hours)')).toBeInTheDocument();
    await user.clear(field('Price'));
    await user.type(field('Price'), '0.29');
    await user.clear(field('Description'));
    await user.click(submit(/Save/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      params: { package_config_id: 10 },
      body: { name: 'Small parcel', delivery_slot_id: 1, min_weight: 0, max_weight: 5, price: 29, description: null, is_active: true },
      ifMatch: 1,
    });
  });

  it('puts a server issue on its field and keeps the values', async () => {
    jest
      .spyOn(deliveryApi, 'updatePackageConfig')
      .mockRejectedValue(apiError(400, 'Invalid input', [{ path: ['max_weight'], message: 'Max weight must not be less than min weight' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PackageConfigFormModal open config={smallParcel} onClose={onClose} />);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Parcel S');
    await user.clear(field('Price'));
    await user.type(field('Price'), '15.75');
    await user.click(submit(/Save/));

    const maxItem = field('Max weight').closest('.ant-form-item') as HTMLElement;
    expect(await within(maxItem).findByText('Max weight must not be less than min weight')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Parcel S');
    expect(field('Price')).toHaveValue('15.75');
    expect(field('Max weight')).toHaveValue('5');
    expect(onClose).not.toHaveBeenCalled();
  });
});
