import { ApiError } from '@mv-admin/shared-api';
import { atollInputSchema, type AtollInput } from '@mv-admin/shared-api/locations';
import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../testing';
import { EntityFormModal } from './entity-form-modal';
import { zodRule } from './zod-rule';

function AtollModal(props: { open?: boolean; onSubmit: (v: AtollInput) => Promise<unknown>; onClose?: () => void; initialValues?: Partial<AtollInput> }) {
  return (
    <EntityFormModal
      title="New atoll"
      open={props.open ?? true}
      schema={atollInputSchema}
      initialValues={props.initialValues}
      onSubmit={props.onSubmit}
      onClose={props.onClose ?? (() => undefined)}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(atollInputSchema, 'name')]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[zodRule(atollInputSchema, 'code')]}>
        <Input />
      </Form.Item>
      <Form.Item name="province" label="Province" rules={[zodRule(atollInputSchema, 'province')]}>
        <Input />
      </Form.Item>
    </EntityFormModal>
  );
}

const dialog = () => screen.getByRole('dialog');
const save = () => within(dialog()).getByRole('button', { name: /Save/ });

describe('EntityFormModal', () => {
  it("shows the contract's messages and does not submit invalid values", async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} />);

    await user.click(save());
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog()).getByText('Code is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog()).getByLabelText('Name'), ' K ');
    expect(await within(dialog()).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Name'), 'aafu');
    await waitFor(() => expect(within(dialog()).queryByText('Name must be at least 2 characters')).not.toBeInTheDocument());
  });

  it('marks required fields', () => {
    renderWithProviders(<AtollModal onSubmit={jest.fn()} />);
    expect(within(dialog()).getByText('Name')).toHaveClass('ant-form-item-required');
    expect(within(dialog()).getByText('Province')).not.toHaveClass('ant-form-item-required');
  });

  it('submits the parsed values, spins while saving, then closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} onClose={onClose} />);

    await user.type(within(dialog()).getByLabelText('Name'), '  Kaafu ');
    await user.type(within(dialog()).getByLabelText('Code'), 'K');
    await user.click(save());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Kaafu', code: 'K' }, undefined));
    // antd's Button takes `loading` on a render after the one that sets it (an effect).
    await waitFor(() => expect(save()).toHaveClass('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("puts a 400's issues on their fields and keeps the typed values", async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError('Invalid input', 400, [{ path: ['code'], message: 'Code is already used by Kaafu' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} onClose={onClose} initialValues={{ name: 'Kaafu' }} />);

    await user.type(within(dialog()).getByLabelText('Code'), 'K');
    await user.click(save());

    expect(await within(dialog()).findByText('Code is already used by Kaafu')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('alert', { name: /Invalid input/ })).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Kaafu');
    expect(within(dialog()).getByLabelText('Code')).toHaveValue('K');
    await waitFor(() => expect(save()).not.toHaveClass('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes over the failure it shows, so no toast repeats it', async () => {
    const refused = new ApiError(
      'Code is already used by Kaafu',
      409,
      [{ path: ['code'], message: 'Code is already used by Kaafu' }],
      'http',
      'Already exists',
    );
    const { user } = renderWithProviders(<AtollModal onSubmit={jest.fn().mockRejectedValue(refused)} initialValues={{ name: 'Kaafu', code: 'K' }} />);
    expect(refused.shownInPlace).toBe(false);
    await user.click(save());
    expect(await within(dialog()).findByText('Code is already used by Kaafu')).toBeInTheDocument();
    expect(refused.shownInPlace).toBe(true);
  });

  it('shows other failures in an alert inside the modal and keeps the values', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('Could not reach the server. Check the connection and try again.', 0, [], 'network'))
      .mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} onClose={onClose} />);

    await user.type(within(dialog()).getByLabelText('Name'), 'Kaafu');
    await user.type(within(dialog()).getByLabelText('Code'), 'K');
    await user.click(save());

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server. Check the connection and try again.');
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Kaafu');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(save()); // retrying works and clears the alert
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists issues that match no field in the alert', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError('Invalid input', 400, [{ path: [], message: 'Unrecognized key: "id"' }]));
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} initialValues={{ name: 'Kaafu', code: 'K' }} />);
    await user.click(save());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid input');
    expect(alert).toHaveTextContent('Unrecognized key: "id"');
  });

  it('starts each opening from its initial values', async () => {
    const onSubmit = jest.fn();
    const { user, rerender } = renderWithProviders(<AtollModal onSubmit={onSubmit} initialValues={{ name: 'Kaafu' }} />);
    await user.clear(within(dialog()).getByLabelText('Name'));
    await user.type(within(dialog()).getByLabelText('Name'), 'Typed but cancelled');

    rerender(<AtollModal open={false} onSubmit={onSubmit} initialValues={{ name: 'Kaafu' }} />);
    rerender(<AtollModal open onSubmit={onSubmit} initialValues={{ name: 'Addu' }} />);
    await waitFor(() => expect(within(dialog()).getByLabelText('Name')).toHaveValue('Addu'));
  });
});

describe('sanitizeValues', () => {
  it("cleans text with 'basic' unless a field names another preset or false", async () => {
    const { sanitizeValues } = await import('./entity-form-modal');
    expect(sanitizeValues({ name: '  Malé <b>North</b>\u0000 ', code: 'K-1 !', password: ' p<a>ss ', count: 3 }, { code: 'strict', password: false })).toEqual({
      name: 'Malé North',
      code: 'K 1',
      password: ' p<a>ss ',
      count: 3,
    });
  });
});
