import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollIslandOptions, male } from '../../shared/testing/location-fixtures';
import { IslandFormModal } from './island-form-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(() => jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions));
afterEach(() => jest.restoreAllMocks());

describe('IslandFormModal', () => {
  it('asks for a name of at least 2 and an atoll', async () => {
    const create = jest.spyOn(locationsApi, 'createIsland');
    const { user } = renderWithProviders(<IslandFormModal open onClose={jest.fn()} />);

    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Please Select a value')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates an active island in the chosen atoll', async () => {
    const create = jest.spyOn(locationsApi, 'createIsland').mockResolvedValue(male);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<IslandFormModal open onClose={onClose} />);

    await user.type(field('Name'), 'Malé');
    await user.click(field('Atoll'));
    await user.click(await screen.findByTitle('Kaafu (K)'));
    expect(field('Active')).toBeChecked();
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { name: 'Malé', atoll_id: 1, active: true } });
  });

  it('puts a server issue on its field and keeps the values', async () => {
    jest.spyOn(locationsApi, 'updateIsland').mockRejectedValue(apiError(400, 'Invalid input', [{ path: ['name'], message: 'Malé already exists in Kaafu' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<IslandFormModal open island={male} onClose={onClose} />);

    await user.click(field('Active'));
    await user.click(submit(/Save/));

    expect(await within(dialog()).findByText('Malé already exists in Kaafu')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Malé');
    expect(field('Active')).not.toBeChecked();
    expect(within(dialog()).getByTitle('Kaafu (K)')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the values when the save fails without issues', async () => {
    jest.spyOn(locationsApi, 'updateIsland').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    const { user } = renderWithProviders(<IslandFormModal open island={male} onClose={jest.fn()} />);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Malé City');
    await user.click(submit(/Save/));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(field('Name')).toHaveValue('Malé City');
  });
});
