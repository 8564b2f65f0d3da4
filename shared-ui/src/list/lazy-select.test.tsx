import '../testing/message-channel-shim';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './lazy-select';

const options = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

function StatusFilter({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Select aria-label="Filter by status" placeholder="All statuses" options={options} value={value} onChange={setValue} style={{ width: 160 }} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

// One file, one module instance: the first test sees the select before its chunk ever loaded.
describe('Select (loaded on first use)', () => {
  it('draws a box with the current choice until pressed, then opens the real select there', async () => {
    const user = userEvent.setup();
    const { container } = render(<StatusFilter initial="closed" />);

    // Time for the chunk to arrive, had drawing the select asked for it.
    await act(() => import('./antd-select'));
    const standIn = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(standIn).toHaveValue('Closed');
    expect(container.querySelector('.ant-select')).toBeNull();

    await user.click(standIn);
    await user.click(await screen.findByTitle('Open'));

    expect(screen.getByRole('status')).toHaveTextContent('open');
    expect(container.querySelector('.ant-select')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveFocus();
  });

  it('once loaded, draws later selects at once, closed and unfocused', () => {
    const { container } = render(<StatusFilter />);
    expect(container.querySelector('.ant-select')).not.toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).not.toHaveFocus();
  });
});
