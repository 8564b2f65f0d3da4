import { act, screen, within } from '@testing-library/react';
import type { DashboardWidget, RemoteEntry, RemoteModule } from '@mv-admin/shared-api';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import { DashboardGrid } from './dashboard-grid';
import { MODULE_WIDGETS_TIMEOUT_MS } from './module-widgets';
import { moduleFor, RemoteUnavailableError } from '../federation/load-remote-module';

jest.mock('../federation/load-remote-module', () => {
  const actual = jest.requireActual('../federation/load-remote-module');
  return { ...actual, moduleFor: jest.fn() };
});
const load = moduleFor as jest.MockedFunction<typeof moduleFor>;

const entry = (name: string, label: string): RemoteEntry => ({ name, label, entry: `http://localhost/${name}/remoteEntry.js`, routes: [`/${name}`] });
const jobs = entry('mf_jobs', 'Jobs');
const tickets = entry('mf_tickets', 'Tickets');
const billing = entry('mf_billing', 'Billing');

const widget = (id: string, title: string, text: string, extra: Partial<DashboardWidget> = {}): DashboardWidget => ({
  id,
  title,
  load: async () => ({ default: () => <p>{text}</p> }),
  ...extra,
});
const moduleWith = (name: string, widgets?: unknown[]): RemoteModule =>
  ({ name, routes: [{ path: `/${name}`, title: name, Component: () => null }], widgets }) as RemoteModule;

/** A promise resolved or rejected from the test, for a module that answers when told. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const cardTitles = () =>
  within(screen.getByTestId('dashboard-grid'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('DashboardGrid (failure isolation, order)', () => {
  beforeEach(() => load.mockReset());

  it('keeps the place of the widgets a loading module declares in its registry entry: their titles, spans and heights, unchanged once they arrive', async () => {
    const slowJobs = deferred<RemoteModule>();
    load.mockImplementation(async () => slowJobs.promise);
    const declared: RemoteEntry = {
      ...jobs,
      widgets: [
        { id: 'jobs', title: 'Jobs', span: 2, height: 416 },
        { id: 'jobs-week', title: 'This week', height: 120 },
      ],
    };
    renderWithProviders(<DashboardGrid remotes={[declared]} />);
    const placeholders = [screen.getByTestId('module-mf_jobs'), screen.getByTestId('module-mf_jobs-1')];
    expect(cardTitles()).toEqual(['Jobs', 'This week']);
    for (const card of placeholders) expect(within(card).getByRole('status')).toHaveTextContent('Loading…');
    // jsdom has no layout: the grid's cells are read from their styles (the columns depend on the window's width).
    const spanOf = (el: HTMLElement) => el.style.gridColumn;
    const wide = spanOf(placeholders[0]!);
    expect(placeholders.map((el) => el.style.minHeight)).toEqual(['416px', '120px']);
    await act(async () =>
      slowJobs.resolve(
        moduleWith('mf_jobs', [widget('jobs', 'Jobs', 'Jobs body', { span: 2, height: 416 }), widget('jobs-week', 'This week', 'Week body', { height: 120 })]),
      ),
    );
    expect(await screen.findByText('Week body')).toBeInTheDocument();
    const loaded = [screen.getByTestId('widget-jobs'), screen.getByTestId('widget-jobs-week')];
    expect(loaded.map(spanOf)).toEqual([wide, 'span 1']);
    expect(loaded.map((el) => el.style.minHeight)).toEqual(['416px', '120px']);
  });

  it('lays out every module’s widgets in registry order, whichever module answers first; a module without widgets shows nothing', async () => {
    const slowJobs = deferred<RemoteModule>();
    load.mockImplementation(async (remote) => {
      if (remote.name === 'mf_jobs') return slowJobs.promise;
      if (remote.name === 'mf_tickets') return moduleWith('mf_tickets', [widget('tickets', 'Tickets', 'Tickets body')]);
      return moduleWith('mf_billing');
    });
    renderWithProviders(<DashboardGrid remotes={[jobs, tickets, billing]} />);
    expect(await screen.findByText('Tickets body')).toBeInTheDocument();
    // Jobs has not answered: its place is kept by a skeleton named after it.
    expect(within(screen.getByTestId('module-mf_jobs')).getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => slowJobs.resolve(moduleWith('mf_jobs', [widget('jobs', 'Jobs', 'Jobs body'), widget('jobs-week', 'This week', 'Week body')])));
    expect(await screen.findByText('Week body')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Jobs', 'This week', 'Tickets']);
    expect(screen.queryByTestId('module-mf_billing')).not.toBeInTheDocument();
  });

  it('a failing module shows a compact unavailable card with Retry; the others render; Retry recovers without a reload', async () => {
    load.mockImplementation(async (remote, fresh) => {
      if (remote.name === 'mf_billing' && !fresh) throw new RemoteUnavailableError(remote, 'its code could not be loaded');
      return moduleWith(remote.name, [widget(remote.name, remote.label, `${remote.label} body`)]);
    });
    const { user } = renderWithProviders(<DashboardGrid remotes={[jobs, tickets, billing]} />);
    expect(await screen.findByText('The Billing module is unavailable')).toBeInTheDocument();
    const card = screen.getByTestId('module-mf_billing');
    expect(within(card).getByRole('alert')).toHaveTextContent('The Billing module is unavailable');
    expect(within(card).getByText('Its figures cannot be shown because its code could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Jobs body')).toBeInTheDocument();
    expect(screen.getByText('Tickets body')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Billing body')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(billing, true);
    expect(screen.queryByText('The Billing module is unavailable')).not.toBeInTheDocument();
  });

  it('a slow module keeps its skeleton while the others render, and turns into the unavailable card when it takes too long', async () => {
    jest.useFakeTimers();
    try {
      load.mockImplementation((remote, fresh) =>
        remote.name === 'mf_tickets' && !fresh
          ? new Promise<RemoteModule>(() => undefined)
          : Promise.resolve(moduleWith(remote.name, [widget(remote.name, remote.label, `${remote.label} body`)])),
      );
      renderWithProviders(<DashboardGrid remotes={[jobs, tickets]} />);
      await act(async () => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('Jobs body')).toBeInTheDocument();
      expect(within(screen.getByTestId('module-mf_tickets')).getByRole('status')).toHaveTextContent('Loading…');
      await act(async () => jest.advanceTimersByTimeAsync(MODULE_WIDGETS_TIMEOUT_MS));
      const card = screen.getByTestId('module-mf_tickets');
      expect(within(card).getByRole('alert')).toHaveTextContent('The Tickets module is unavailable');
      expect(within(card).getByText(/did not answer in time/)).toBeInTheDocument();
      expect(screen.getByText('Jobs body')).toBeInTheDocument();
      await act(async () => within(card).getByRole('button', { name: 'Retry' }).click());
      await act(async () => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('Tickets body')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a widget whose code fails to load, or that throws, fails alone; Retry loads its code again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const flaky = jest
      .fn<ReturnType<DashboardWidget['load']>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
      .mockResolvedValue({ default: () => <p>Flaky body</p> });
    const Crashing = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue(
      moduleWith('mf_jobs', [
        { id: 'flaky', title: 'Flaky', load: flaky },
        { id: 'crashing', title: 'Crashing', load: async () => ({ default: Crashing }) },
        widget('steady', 'Steady', 'Steady body'),
      ]),
    );
    const { user } = renderWithProviders(<DashboardGrid remotes={[{ ...jobs, name: 'mf_widgets' }]} />);
    expect(await screen.findByText('Steady body')).toBeInTheDocument();
    const flakyCard = await screen.findByTestId('widget-flaky');
    expect(await within(flakyCard).findByRole('alert')).toHaveTextContent('The Jobs figures are unavailable');
    expect(within(flakyCard).getByText('Its code could not be loaded.')).toBeInTheDocument();
    expect(await within(screen.getByTestId('widget-crashing')).findByText('It stopped with an error.')).toBeInTheDocument();
    await user.click(within(flakyCard).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Flaky body')).toBeInTheDocument();
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('a module whose widget declaration breaks the contract is reported, not half shown', async () => {
    load.mockResolvedValue(moduleWith('mf_jobs', [{ id: 'no-load', title: 'Broken' }]));
    renderWithProviders(<DashboardGrid remotes={[{ ...jobs, name: 'mf_broken' }]} />);
    expect(await screen.findByText('Its figures cannot be shown because its dashboard widgets are not valid.')).toBeInTheDocument();
  });
});
