import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { express, flash, nextDay, rush } from '../../shared/testing/delivery-fixtures';
import { DeliverySlotListPage } from './delivery-slot-list-page';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('DeliverySlotListPage', () => {
  it('reads durations naturally and takes search, status and page from the URL', async () => {
    const list = jest.spyOn(deliveryApi, 'listDeliverySlots').mockResolvedValue(apiPage([express, nextDay, rush, flash]));
    renderWithProviders(<DeliverySlotListPage />, { route: '/admin/delivery-slot?search=e&is_active=true&page=2' });

    await screen.findByText('2 Hours Express');
    expect(within(rowOf('2 Hours Express')).getByText('2 Hours')).toBeInTheDocument();
    expect(within(rowOf('Next Day')).getByText('1 Hour')).toBeInTheDocument();
    expect(within(rowOf('Rush')).getByText('30 Minutes')).toBeInTheDocument();
    expect(within(rowOf('Flash')).getByText('1 Minute')).toBeInTheDocument();
    expect(within(rowOf('Next Day')).getByRole('switch', { name: 'Active: Next Day' })).not.toBeChecked();
    expect(list).toHaveBeenCalledWith({ query: { page: 2, size: 20, search: 'e', is_active: 'true' } }, expect.any(AbortSignal));
    expect(screen.getByRole('searchbox', { name: 'Search delivery slots' })).toHaveValue('e');
  });

  it('switches a slot off inline', async () => {
    jest
      .spyOn(deliveryApi, 'listDeliverySlots')
      .mockResolvedValueOnce(apiPage([express]))
      .mockResolvedValue(apiPage([{ ...express, is_active: false }]));
    const update = jest.spyOn(deliveryApi, 'updateDeliverySlot').mockResolvedValue({ ...express, is_active: false });
    const { user } = renderWithProviders(<DeliverySlotListPage />, { route: '/admin/delivery-slot' });

    await user.click(await screen.findByRole('switch', { name: 'Active: 2 Hours Express' }));

    expect(update).toHaveBeenCalledWith({ params: { delivery_slot_id: 1 }, body: { is_active: false }, ifMatch: 1 });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: 2 Hours Express' })).not.toBeChecked());
  });

  it('opens the edit modal from a row', async () => {
    jest.spyOn(deliveryApi, 'listDeliverySlots').mockResolvedValue(apiPage([express]));
    const { user } = renderWithProviders(<DeliverySlotListPage />, { route: '/admin/delivery-slot' });
    await user.click(await screen.findByRole('button', { name: 'Edit 2 Hours Express' }));
    // antd names the dialog through an id that is constant under jest, so read its title instead.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit delivery slot 2 Hours Express')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('2 Hours Express');
  });

  it('shows the empty and the error states', async () => {
    jest.spyOn(deliveryApi, 'listDeliverySlots').mockResolvedValueOnce(apiPage([]));
    const { unmount } = renderWithProviders(<DeliverySlotListPage />, { route: '/admin/delivery-slot' });
    expect(await screen.findByText('No delivery slots yet')).toBeInTheDocument();
    unmount();

    jest.spyOn(deliveryApi, 'listDeliverySlots').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    renderWithProviders(<DeliverySlotListPage />, { route: '/admin/delivery-slot' });
    expect(await screen.findByText('Could not load delivery slots')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server.')).toBeInTheDocument();
  });
});
