import { usersApi } from '@mv-admin/shared-api/users';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { customer, myAccount, provider } from '../../shared/testing/fixtures';
import { UserFormModal } from './user-form-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

afterEach(() => jest.restoreAllMocks());

describe('UserFormModal', () => {
  it('asks for every field of spec §5 on create, the password included', async () => {
    const create = jest.spyOn(usersApi, 'createUser');
    const { user } = renderWithProviders(<UserFormModal open onClose={jest.fn()} />);

    await user.click(submit(/Create/));
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 characters',
      'Please Select a value',
      'Password must be at least 6 characters',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('accepts Maldivian phone numbers only and a password of at least 6', async () => {
    const create = jest.spyOn(usersApi, 'createUser').mockResolvedValue(customer);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<UserFormModal open onClose={onClose} />);
    await user.type(field('Name'), 'Aminath Customer');
    await user.type(field('E-mail'), 'aminath@example.mv');
    await user.click(field('Type'));
    await user.click(await screen.findByTitle('Customer'));
    await user.type(field('Phone number'), '+4477123456');
    await user.type(field('Password'), '12345');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Enter a Maldivian phone number (+960 and 7 digits)')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    // Both fixed and sent again: exactly one call, with the fixed values, so the first submit sent nothing.
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+9607712345');
    await user.type(field('Password'), '6');
    await user.click(submit(/Create/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ body: expect.objectContaining({ phone_number: '+9607712345', password: '123456' }) });
  });

  it('creates a user with the name trimmed and the password exactly as typed', async () => {
    const create = jest.spyOn(usersApi, 'createUser').mockResolvedValue(customer);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<UserFormModal open onClose={onClose} />);

    await user.type(field('Name'), '  Aminath Customer ');
    await user.type(field('E-mail'), 'aminath@example.mv');
    await user.type(field('Phone number'), '+9607712345');
    await user.click(field('Type'));
    await user.click(await screen.findByTitle('Customer'));
    await user.type(field('Password'), ' s3cret <b> ');
    await user.click(submit(/Create/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      body: { type: 'CUSTOMER', name: 'Aminath Customer', email: 'aminath@example.mv', phone_number: '+9607712345', password: ' s3cret <b> ' },
    });
  });

  it('edits a user without a password to keep the current one', async () => {
    const update = jest.spyOn(usersApi, 'updateUser').mockResolvedValue({ ...customer, name: 'Aminath Ali' });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<UserFormModal open user={customer} onClose={onClose} />);

    expect(field('New password')).toHaveValue('');
    expect(within(dialog()).getByText('Leave empty to keep the current password.')).toBeInTheDocument();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Aminath Ali');
    await user.click(submit(/Save/));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { type: 'CUSTOMER', name: 'Aminath Ali', email: 'aminath@example.mv', phone_number: '+9607712345' },
      ifMatch: 1,
    });
  });

  it('asks for at least 6 characters when a new password is typed on edit', async () => {
    const update = jest.spyOn(usersApi, 'updateUser').mockResolvedValue(customer);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<UserFormModal open user={customer} onClose={onClose} />);
    await user.type(field('New password'), 'abc');
    await user.click(submit(/Save/));
    expect(await within(dialog()).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    // Fixed and saved again: exactly one call, with the fixed password, so the first save sent nothing.
    await user.type(field('New password'), 'def');
    await user.click(submit(/Save/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ password: 'abcdef' }) }));
  });

  it("keeps the signed-in admin's own type and says why", () => {
    renderWithProviders(<UserFormModal open user={myAccount} signedInId={myAccount.id} onClose={jest.fn()} />);
    expect(field('Type')).toBeDisabled();
    expect(within(dialog()).getByText('This is your account: you cannot delete it or change its type.')).toBeInTheDocument();
  });

  it("shows a provider's kind and keeps it", async () => {
    const update = jest.spyOn(usersApi, 'updateUser').mockResolvedValue(provider);
    const { user } = renderWithProviders(<UserFormModal open user={{ ...provider, phone_number: '+9607001122' }} onClose={jest.fn()} />);
    expect(within(dialog()).getByTitle('Business')).toBeInTheDocument();
    await user.click(submit(/Save/));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        params: { id: 3 },
        body: expect.objectContaining({ type: 'SERVICE_PROVIDER', provider_kind: 'business' }),
        ifMatch: 1,
      }),
    );
  });

  it('puts a taken e-mail on its field and keeps what was typed', async () => {
    jest
      .spyOn(usersApi, 'createUser')
      .mockRejectedValue(apiError(409, 'E-mail already used', [{ path: ['email'], message: 'Another account already uses this e-mail' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<UserFormModal open onClose={onClose} />);
    await user.type(field('Name'), 'Aminath Customer');
    await user.type(field('E-mail'), 'admin@example.com');
    await user.type(field('Phone number'), '+9607712345');
    await user.click(field('Type'));
    await user.click(await screen.findByTitle('Customer'));
    await user.type(field('Password'), 'secret1');
    await user.click(submit(/Create/));

    expect(await within(dialog()).findByText('Another account already uses this e-mail')).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('admin@example.com');
    expect(field('Password')).toHaveValue('secret1');
    expect(onClose).not.toHaveBeenCalled();
  });
});
