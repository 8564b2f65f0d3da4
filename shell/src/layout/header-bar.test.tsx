import { busyStore } from '@mv-admin/shared-api';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import { act, screen } from '@testing-library/react';
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
});
