import { render, screen } from '@testing-library/react';
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
