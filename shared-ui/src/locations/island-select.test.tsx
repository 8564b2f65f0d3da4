import { locationsApi, type AtollIslandOption } from '@mv-admin/shared-api/locations';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { apiError, renderWithProviders } from '../testing';
import { IslandSelect } from './island-select';

const atolls: AtollIslandOption[] = [
  {
    id: 1,
    name: 'Kaafu',
    code: 'K',
    islands: [
      { id: 10, name: 'Malé', active: true },
      { id: 11, name: 'Maafushi', active: false },
    ],
  },
  { id: 2, name: 'Addu', code: 'S', islands: [{ id: 20, name: 'Hithadhoo', active: true }] },
];

afterEach(() => jest.restoreAllMocks());

describe('IslandSelect', () => {
  it('lists islands grouped by atoll, finds them by atoll name and gives the island id', async () => {
    jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atolls);
    const onFinish = jest.fn();
    const { user } = renderWithProviders(
      <Form onFinish={onFinish}>
        <Form.Item name="island_id" label="Island">
          <IslandSelect />
        </Form.Item>
        <button type="submit">Go</button>
      </Form>,
    );

    await user.type(screen.getByLabelText('Island'), 'addu');
    expect(await screen.findByTitle('Hithadhoo')).toBeInTheDocument();
    expect(screen.queryByTitle('Malé')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Hithadhoo'));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onFinish).toHaveBeenCalledWith({ island_id: 20 });
  });

  it("shows only one atoll's islands when asked, inactive ones marked", async () => {
    jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atolls);
    const { user } = renderWithProviders(<IslandSelect aria-label="Island" atollId={1} />);
    await user.click(screen.getByRole('combobox', { name: 'Island' }));
    expect(await screen.findByTitle('Maafushi (inactive)')).toBeInTheDocument();
    expect(screen.queryByTitle('Hithadhoo')).not.toBeInTheDocument();
  });

  it('says why when the islands cannot load', async () => {
    jest.spyOn(locationsApi, 'atollIslandSelect').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    const { user } = renderWithProviders(<IslandSelect aria-label="Island" />);
    await user.click(screen.getByRole('combobox', { name: 'Island' }));
    expect(await screen.findByText('Could not load the islands: Could not reach the server.')).toBeInTheDocument();
  });
});
