import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { renderWithProviders } from '../testing';
import { MvrInput } from './mvr-input';

function renderForm(price?: number) {
  const onFinish = jest.fn();
  const view = renderWithProviders(
    <Form initialValues={{ price }} onFinish={onFinish}>
      <Form.Item name="price" label="Price">
        <MvrInput />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>,
  );
  return { ...view, onFinish, box: () => screen.getByLabelText('Price') };
}

describe('MvrInput', () => {
  it('shows cents as MVR with 2 decimals behind an MVR prefix', () => {
    const { box } = renderForm(1230);
    expect(box()).toHaveValue('12.30');
    expect(screen.getByText('MVR')).toBeInTheDocument();
  });

  it.each([
    ['12.3', 1230],
    ['0.29', 29],
    ['1234.5', 123450],
    ['7', 700],
  ])('typing %p gives %p cents', async (typed, cents) => {
    const { user, box, onFinish } = renderForm();
    await user.type(box(), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFinish).toHaveBeenCalledWith({ price: cents });
  });

  it('gives null when emptied', async () => {
    const { user, box, onFinish } = renderForm(500);
    await user.clear(box());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFinish).toHaveBeenCalledWith({ price: null });
  });

  it('keeps what is being typed and pads it on blur', async () => {
    const { user, box } = renderForm();
    await user.type(box(), '12.');
    expect(box()).toHaveValue('12.');
    await user.tab();
    expect(box()).toHaveValue('12.00');
  });
});
