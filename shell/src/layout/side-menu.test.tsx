import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { defaultRegistry } from '@mv-admin/shared-ui/testing';
import { buildMenu } from './menu';
import { SideMenu, selectedKey } from './side-menu';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const specMenu = buildMenu(defaultRegistry());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu menu={specMenu} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('SideMenu', () => {
  it('lists spec §2 entries in order, opens the group of a deep link and marks the current screen', () => {
    renderAt('/billing/business-transfer-sheet/4/details');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const top = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === nav);
    expect(top.map((li) => li.firstElementChild?.textContent)).toEqual([
      'Dashboard',
      'Home',
      'Business Locations',
      'Tickets',
      'Jobs',
      'Onboarding',
      'Billing',
      'Admin',
    ]);
    expect(within(nav).getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Business Transfer Sheet' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Atolls' })).toBeNull();
  });

  it('opens a group and navigates by link', async () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Admin' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Atolls' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/atoll');
    expect(within(nav).getByRole('link', { name: 'Atolls' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects the longest matching entry, never the dashboard for another screen', () => {
    expect(selectedKey(specMenu, '/')).toBe('/');
    expect(selectedKey(specMenu, '/admin/atoll')).toBe('/admin/atoll');
    expect(selectedKey(specMenu, '/nowhere')).toBeUndefined();
  });
});
