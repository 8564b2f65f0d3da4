import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsButton } from './notifications-button';

describe('NotificationsButton', () => {
  it('shows the fixed count of spec §9, opens the placeholder list on the first click and keeps focus on the bell', async () => {
    const user = userEvent.setup();
    render(<NotificationsButton />);
    expect(screen.getByTestId('notifications-count')).toHaveTextContent('15');
    await user.click(screen.getByRole('button', { name: 'Notifications, 15 new' }));
    const clear = await screen.findByRole('button', { name: 'Clear all' });
    await waitFor(() => expect(screen.getByText('New ticket raised')).toBeVisible());
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'New ticket raisedA customer opened a ticket about a delivery.',
      'Application submittedA provider applied for a job category.',
      'Onboarding requestA business submitted its onboarding.',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 15 new' })).toHaveFocus());
    await user.click(clear);
    expect(screen.getByText('No notifications')).toBeVisible();
  });

  it('closes and opens again from the bell once loaded', async () => {
    const user = userEvent.setup();
    render(<NotificationsButton />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 15 new' }));
    await screen.findByRole('button', { name: 'Clear all' });
    await user.click(screen.getByRole('button', { name: 'Notifications, 15 new' }));
    // Role queries leave out hidden elements: null once the popover is closed (or gone).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Notifications, 15 new' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear all' })).toBeVisible());
  });
});
