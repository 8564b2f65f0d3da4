import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { express } from '../../shared/testing/delivery-fixtures';
import { DeliverySlotFormModal } from './delivery-slot-form-modal';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

afterEach(() => jest.restoreAllMocks());

describe('DeliverySlotFormModal', () => {
  it('asks for a name of at least 2, a unit of time and a duration greater than 0 (spec §5)', async () => {
    const create = jest.spyOn(deliveryApi, 'createDeliverySlot');
    const { user } = renderWithProviders(<DeliverySlotFormModal open onClose={jest.fn()} />);

    await user.type(field('Name'), 'X');
    await user.type(field('Duration'), '0');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Please Select a value')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Duration must be greater than 0')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates an active slot in minutes', async () => {
    const create = jest.spyOn(deliveryApi, 'createDeliverySlot').mockResolvedValue({ ...express, id: 9, name: 'Rush', unit_of_time: 'Minute', duration: 30 });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DeliverySlotFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Rush');
    await user.click(field('Unit of time'));
    await user.click(await screen.findByTitle('Minute'));
    await user.type(field('Duration'), '30');
    expect(field('Active')).toBeChecked();
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { name: 'Rush', unit_of_time: 'Minute', duration: 30, is_active: true } });
  });

  it('edits a slot starting from its values', async () => {
    const update = jest.spyOn(deliveryApi, 'updateDeliverySlot').mockResolvedValue({ ...express, duration: 3 });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DeliverySlotFormModal open slot={express} onClose={onClose} />);

    expect(field('Name')).toHaveValue('2 Hours Express');
    expect(within(dialog()).getByTitle('Hour')).toBeInTheDocument();
    await user.clear(field('Duration'));
    await user.type(field('Duration'), '3');
    await user.click(submit(/Save/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      params: { delivery_slot_id: 1 },
      body: { name: '2 Hours Express', unit_of_time: 'Hour', duration: 3, is_active: true },
      ifMatch: 1,
    });
  });

  it('puts a server issue on its field and keeps the values', async () => {
    jest
      .spyOn(deliveryApi, 'updateDeliverySlot')
      .mockRejectedValue(apiError(409, 'Delivery slot name taken', [{ path: ['name'], message: 'Another delivery slot already uses this name' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DeliverySlotFormModal open slot={express} onClose={onClose} />);

    await user.clear(field('Name'));
    await user.type(field('Name'), '30 Minutes Rush');
    await user.click(field('Active'));
    await user.click(submit(/Save/));

    expect(await within(dialog()).findByText('Another delivery slot already uses this name')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('30 Minutes Rush');
    expect(field('Duration')).toHaveValue('2');
    expect(field('Active')).not.toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });
});
