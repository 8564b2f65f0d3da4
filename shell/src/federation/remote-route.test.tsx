import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage, type RemoteEntry, type RemoteModule } from '@mv-admin/shared-api';
import { RemoteRoute } from './remote-route';
import { moduleFor, RemoteUnavailableError } from './load-remote-module';

jest.mock('./load-remote-module', () => {
  const actual = jest.requireActual('./load-remote-module');
  return { ...actual, moduleFor: jest.fn() };
});
const load = moduleFor as jest.MockedFunction<typeof moduleFor>;

const remote: RemoteEntry = { name: 'mf_locations', label: 'Locations', entry: 'http://localhost:3003/remoteEntry.js', routes: ['/admin/atoll'] };
const moduleWith = (Component: RemoteModule['routes'][number]['Component']): RemoteModule => ({
  name: 'mf_locations',
  routes: [{ path: '/admin/atoll', title: 'Atolls', Component }],
});

describe('RemoteRoute (failure isolation)', () => {
  beforeEach(() => load.mockReset());

  it('shows the module unavailable view naming the module, and Retry recovers without a reload', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError(remote, 'it did not answer in time'));
    load.mockResolvedValueOnce(moduleWith(() => <p>Atoll rows</p>));
    render(<RemoteRoute remote={remote} path="/admin/atoll" />);
    expect(await screen.findByText('The Locations module is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/did not answer in time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Atoll rows')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(remote, true);
    expect(document.title).toBe('Atolls · Admin back-office');
  });

  it('catches a screen that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue(
      moduleWith(() => {
        throw new Error('boom');
      }),
    );
    // Loaded modules are cached per remote name for the page's life; use a name of its own.
    render(<RemoteRoute remote={{ ...remote, name: 'mf_crashing' }} path="/admin/atoll" />);
    expect(await screen.findByText('The Locations module is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/its screen failed: boom/)).toBeInTheDocument();
  });

  it('says so when the module does not provide the screen', async () => {
    load.mockResolvedValue(moduleWith(() => <p>x</p>));
    render(<RemoteRoute remote={{ ...remote, name: 'mf_partial', routes: ['/admin/reef'] }} path="/admin/reef" />);
    expect(await screen.findByText(/does not provide this screen/)).toBeInTheDocument();
  });

  it('mounts a lazy screen once its code is in, without a second spinner (issue 39)', async () => {
    let arrive: (module: { default: () => React.ReactElement }) => void = () => undefined;
    const Screen = lazyPage(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (arrive = resolve)));
    load.mockResolvedValue(moduleWith(Screen));
    // Every spinner put on the page: the module's, then (with React.lazy alone) the screen's Suspense fallback.
    const spinners = new Set<Element>();
    const observer = new MutationObserver((records) =>
      records.forEach((r) =>
        r.addedNodes.forEach(
          (n) => n instanceof Element && [n, ...n.querySelectorAll('[role=status]')].forEach((e) => e.matches('[role=status]') && spinners.add(e)),
        ),
      ),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    render(<RemoteRoute remote={{ ...remote, name: 'mf_preloaded' }} path="/admin/atoll" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    arrive({ default: () => <p>Atoll rows</p> });
    expect(await screen.findByText('Atoll rows')).toBeInTheDocument();
    observer.disconnect();
    expect(spinners.size).toBe(1);
  });
});
