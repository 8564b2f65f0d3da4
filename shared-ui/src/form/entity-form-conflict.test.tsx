import { ApiError, type RecordConflict } from '@mv-admin/shared-api';
import { atollInputSchema, type AtollInput } from '@mv-admin/shared-api/locations';
import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../testing';
import { EntityFormModal } from './entity-form-modal';

/** A 412 in the one create/edit dialog (docs/api-contract.md, "Versions and If-Match"). */
function AtollModal(props: { onSubmit: (v: AtollInput, version: number | null | undefined) => Promise<unknown>; onClose?: () => void }) {
  return (
    <EntityFormModal
      title="Edit atoll"
      open
      version={4}
      schema={atollInputSchema}
      initialValues={{ name: 'Kaafu', code: 'K', province: 'Central' }}
      onSubmit={props.onSubmit}
      onClose={props.onClose ?? (() => undefined)}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code">
        <Input />
      </Form.Item>
      <Form.Item name="province" label="Province">
        <Input />
      </Form.Item>
    </EntityFormModal>
  );
}

const conflict: RecordConflict = {
  version: 6,
  changed_by: { id: 2, name: 'Aminath Ali' },
  changed_at: '2026-11-28T09:02:00.000Z',
  action: 'update',
  changes: { province: { before: 'Central', after: 'North Central' } },
  record: { id: 1, name: 'Kaafu', code: 'K', province: 'North Central', version: 6 },
};
const stale = () => new ApiError('Aminath Ali changed this record after you opened it.', 412, [], 'http', 'Changed by someone else', conflict);
const dialog = () => screen.getByRole('dialog');

describe('EntityFormModal on a conflict', () => {
  it('keeps what was typed, shows who changed what against it, and saves mine with the new version', async () => {
    const onSubmit = jest.fn<Promise<unknown>, [AtollInput, number | null | undefined]>().mockRejectedValueOnce(stale()).mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} onClose={onClose} />);

    const province = within(dialog()).getByLabelText('Province');
    await user.clear(province);
    await user.type(province, 'South');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByText(/Aminath Ali changed this record on Nov 28, 2026/)).toBeInTheDocument();
    const table = within(dialog()).getByRole('table');
    const row = within(table).getByText('Province').closest('tr')!;
    expect(Array.from(row.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['Province', 'Central', 'North Central', 'South']);
    expect(within(dialog()).getByLabelText('Province')).toHaveValue('South');
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ province: 'South' }), 4);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog()).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ province: 'South' }), 6);
  });

  it('takes theirs in the fields they changed and keeps mine in the others', async () => {
    const onSubmit = jest.fn<Promise<unknown>, [AtollInput, number | null | undefined]>().mockRejectedValueOnce(stale()).mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(<AtollModal onSubmit={onSubmit} />);

    await user.clear(within(dialog()).getByLabelText('Province'));
    await user.type(within(dialog()).getByLabelText('Province'), 'South');
    await user.type(within(dialog()).getByLabelText('Name'), ' Atoll');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Take theirs' }));

    expect(within(dialog()).getByLabelText('Province')).toHaveValue('North Central');
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Kaafu Atoll');
    expect(within(dialog()).queryByRole('button', { name: 'Save mine over theirs' })).not.toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Kaafu Atoll', province: 'North Central' }), 6);
  });
});
