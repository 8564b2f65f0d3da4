import { busyStore } from '@mv-admin/shared-api';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HeaderBar } from './header-bar';
import type { MenuEntry } from './menu';

/** The header as the layout draws it, wide, with `menu`. */
const renderHeader = (menu: MenuEntry[]) =>
  renderWithProviders(
    <HeaderBar
      menu={menu}
      showMenuButton={false}
      compact={false}
      onMenuButton={() => undefined}
      onLogout={() => undefined}
      onShortcuts={() => undefined}
      paths={new Set()}
    />,
  );

describe('HeaderBar', () => {
  it('says "Server busy, retrying…" while the client retries reads the API refused for load, and not otherwise', () => {
    renderHeader([]);
    const status = screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')!;
    expect(status).toHaveTextContent('');
    act(() => busyStore.setState({ retrying: true }));
    expect(status).toHaveTextContent('Server busy, retrying…');
    act(() => busyStore.setState({ retrying: false }));
    expect(status).toHaveTextContent('');
  });

  it('keeps what is typed in the plain box while the palette loads, then offers the matching screens and opens the chosen one', async () => {
    const { location } = renderHeader([
      { key: '/admin/atoll', label: 'Atolls' },
      { key: '/jobs', label: 'All Jobs' },
    ]);
    const plain = screen.getByRole('combobox', { name: 'Search screens' });
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'ato' } });
    // The palette takes over with the text, the focus and its list open.
    await waitFor(() => expect(document.querySelector('.ant-select')).not.toBeNull());
    const palette = screen.getByRole('combobox', { name: 'Search screens' });
    expect(palette).toHaveValue('ato');
    await waitFor(() => expect(palette).toHaveFocus());
    const option = await screen.findByTitle('Atolls');
    expect(screen.queryByTitle('All Jobs')).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(location().pathname).toBe('/admin/atoll'));
    expect(screen.getByRole('combobox', { name: 'Search screens' })).toHaveValue('');
  });
});
