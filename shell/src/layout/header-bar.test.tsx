import { busyStore } from '@mv-admin/shared-api';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HeaderBar } from './header-bar';

describe('HeaderBar', () => {
  it('says "Server busy, retrying…" while the client retries reads the API refused for load, and not otherwise', () => {
    renderWithProviders(
      <HeaderBar
        menu={[]}
        showMenuButton={false}
        compact={false}
        onMenuButton={() => undefined}
        onLogout={() => undefined}
        onShortcuts={() => undefined}
        paths={new Set()}
      />,
    );
    const status = screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')!;
    expect(status).toHaveTextContent('');
    act(() => busyStore.setState({ retrying: true }));
    expect(status).toHaveTextContent('Server busy, retrying…');
    act(() => busyStore.setState({ retrying: false }));
    expect(status).toHaveTextContent('');
  });

  it('keeps what is typed in the plain box while the palette loads, then offers the matching screens and opens the chosen one', async () => {
    const { location } = renderWithProviders(
      <HeaderBar
        menu={[
          { key: '/admin/atoll', label: 'Atolls' },
          { key: '/jobs', label: 'All Jobs' },
        ]}
        showMenuButton={false}
        compact={false}
        onMenuButton={() => undefined}
        onLogout={() => undefined}
        onShortcuts={() => undefined}
        paths={new Set()}
      />,
    );
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
