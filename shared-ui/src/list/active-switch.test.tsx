import { ApiError } from '@mv-admin/shared-api';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { ActiveSwitch } from './active-switch';

function Row({ save }: { save: (active: boolean) => Promise<unknown> }) {
  const [saved, setSaved] = useState(true);
  return <ActiveSwitch label="Active: Malé" checked={saved} onChange={async (next) => setSaved((await save(next)) as boolean)} />;
}

describe('ActiveSwitch', () => {
  it('moves at once, spins while saving and keeps the saved value', async () => {
    let finish: (v: boolean) => void = () => undefined;
    const save = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<Row save={save} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Malé' });

    await user.click(toggle);
    expect(save).toHaveBeenCalledWith(false);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveClass('ant-switch-loading');

    finish(false);
    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    expect(toggle).not.toBeChecked();
  });

  it('goes back when saving fails (the server toasts HTTP failures)', async () => {
    const save = jest.fn().mockRejectedValue(new ApiError('Island not found', 404));
    const { user } = renderWithProviders(<Row save={save} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Malé' });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByText('Island not found')).not.toBeInTheDocument();
  });

  it('says why when no server answered', async () => {
    const save = jest.fn().mockRejectedValue(new ApiError('Could not reach the server.', 0, [], 'network'));
    const { user } = renderWithProviders(<Row save={save} />);
    await user.click(screen.getByRole('switch', { name: 'Active: Malé' }));
    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Malé' })).toBeChecked();
  });
});
