import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { atollIslandOptions } from '../../shared/testing/delivery-fixtures';
import { DistancePriceCheck } from './distance-price-check';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

beforeEach(() => jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions));
afterEach(() => jest.restoreAllMocks());

const panel = () => screen.getByRole('form', { name: 'Price check' }).parentElement as HTMLElement;

async function pickPair(user: ReturnType<typeof renderWithProviders>['user'], from: string, to: string) {
  await user.type(within(panel()).getByLabelText('From island'), from);
  await user.click((await screen.findAllByTitle(from)).at(-1)!);
  await user.type(within(panel()).getByLabelText('To island'), to);
  await user.click((await screen.findAllByTitle(to)).at(-1)!);
  await user.click(within(panel()).getByRole('button', { name: 'Check price' }));
}

describe('DistancePriceCheck', () => {
  it('shows the price of the pair in MVR', async () => {
    const coast = jest
      .spyOn(deliveryApi, 'deliveryDistanceCoast')
      .mockResolvedValue({ from_island_id: 10, to_island_id: 20, price: 150000, delivery_distance_addon_id: 7, reversed: false });
    const { user } = renderWithProviders(<DistancePriceCheck />);

    await pickPair(user, 'Malé', 'Hithadhoo');

    expect(await within(panel()).findByText('MVR 1,500.00')).toBeInTheDocument();
    expect(within(panel()).getByText('From the add-on declared for Malé → Hithadhoo.')).toBeInTheDocument();
    expect(coast).toHaveBeenCalledWith({ body: { from_island_id: 10, to_island_id: 20 } });
  });

  it('says when the price comes from the reverse direction', async () => {
    jest
      .spyOn(deliveryApi, 'deliveryDistanceCoast')
      .mockResolvedValue({ from_island_id: 20, to_island_id: 10, price: 150000, delivery_distance_addon_id: 7, reversed: true });
    const { user } = renderWithProviders(<DistancePriceCheck />);

    await pickPair(user, 'Hithadhoo', 'Malé');

    expect(await within(panel()).findByText('MVR 1,500.00')).toBeInTheDocument();
    expect(within(panel()).getByText(/declared the other way round \(Malé → Hithadhoo\)/)).toBeInTheDocument();
  });

  it('says so when no price applies, and clears the answer when the pair changes', async () => {
    jest
      .spyOn(deliveryApi, 'deliveryDistanceCoast')
      .mockResolvedValue({ from_island_id: 11, to_island_id: 20, price: null, delivery_distance_addon_id: null, reversed: false });
    const { user } = renderWithProviders(<DistancePriceCheck />);

    await pickPair(user, 'Maafushi', 'Hithadhoo');

    expect(await within(panel()).findByText('No price applies between these islands')).toBeInTheDocument();
    await user.type(within(panel()).getByLabelText('To island'), 'Malé');
    await user.click((await screen.findAllByTitle('Malé')).at(-1)!);
    expect(within(panel()).queryByText('No price applies between these islands')).not.toBeInTheDocument();
  });

  it('asks for both islands before asking the server', async () => {
    const coast = jest.spyOn(deliveryApi, 'deliveryDistanceCoast');
    const { user } = renderWithProviders(<DistancePriceCheck />);
    await user.click(within(panel()).getByRole('button', { name: 'Check price' }));
    expect(await within(panel()).findAllByText('Please Select a value')).toHaveLength(2);
    expect(coast).not.toHaveBeenCalled();
  });

  it('shows a failure inline', async () => {
    jest.spyOn(deliveryApi, 'deliveryDistanceCoast').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    const { user } = renderWithProviders(<DistancePriceCheck />);

    await pickPair(user, 'Malé', 'Maafushi');

    expect(await within(panel()).findByText('Could not check the price')).toBeInTheDocument();
    expect(within(panel()).getByText('Could not reach the server.')).toBeInTheDocument();
  });
});
