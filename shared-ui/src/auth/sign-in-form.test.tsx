import { createHttpClient, installHttpClient, publishResult } from '@mv-admin/shared-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../startup/app-providers';
import { SignInForm } from './sign-in-form';

describe('SignInForm quick login', () => {
  it('says the demo password is public when quick login is on', () => {
    render(<SignInForm quickLogin={{ email: 'admin@example.com', password: 'Admin#2026' }} onSignedIn={jest.fn()} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Demo mode: the admin password is public');
    expect(note).toHaveTextContent("Quick sign-in is on, so anyone who opens this page can read the demo admin's password. Use demo data only.");
    expect(screen.getByRole('button', { name: 'Quick sign-in as the demo admin' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull(); // the notice is not an error
  });

  it('shows neither the notice nor the button when quick login is off', () => {
    render(<SignInForm quickLogin={null} onSignedIn={jest.fn()} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Demo mode/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quick sign-in as the demo admin' })).toBeNull();
  });
});

describe('SignInForm failures', () => {
  const fail = (timestamp: string, title: string, description: string) =>
    new Response(JSON.stringify({ status: 'fail', timestamp, title, description }), { status: 403, headers: { 'content-type': 'application/json' } });

  it('says a refused sign-in once, above the fields, without a toast repeating it', async () => {
    installHttpClient(
      createHttpClient({
        apiUrl: 'http://api.test/api/v1',
        onLoggedOut: () => undefined,
        fetch: (async () => fail('t-login', 'Invalid email or password', 'Check the email and password and try again.')) as typeof fetch,
      }),
    );
    const user = userEvent.setup();
    render(
      <AppProviders>
        <SignInForm quickLogin={null} onSignedIn={jest.fn()} />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    // A failure no screen shows in place still toasts; the sign-in's would have come before it.
    publishResult({ status: 'fail', timestamp: 't-other', title: 'Something else failed' }, { shownInPlace: false });
    expect(await screen.findByText('Something else failed')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });
});
