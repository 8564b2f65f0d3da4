import { render, screen, within } from '@testing-library/react';
import type { RemoteEntry } from '@mv-admin/shared-api';
import AboutDialog from './about-dialog';
import { loadedBuild, moduleFor, RemoteUnavailableError } from '../federation/load-remote-module';

jest.mock('../federation/load-remote-module', () => {
  const actual = jest.requireActual('../federation/load-remote-module');
  return { ...actual, moduleFor: jest.fn(), loadedBuild: jest.fn() };
});
const load = moduleFor as jest.MockedFunction<typeof moduleFor>;
const build = loadedBuild as jest.MockedFunction<typeof loadedBuild>;

const entry = (name: string, label: string, version?: string): RemoteEntry => ({
  name,
  label,
  entry: `http://localhost:3003/${name}/remoteEntry.js`,
  routes: [`/${name}`],
  version,
});
const locations = entry('mf_locations', 'Locations', '0.1.0');
const billing = entry('mf_billing', 'Billing', '0.3.0');

describe('AboutDialog', () => {
  it("lists the shell, the kit and each module's running version and status", async () => {
    build.mockImplementation((name) => (name === 'mf_locations' ? { version: '0.2.0', kit: {} } : undefined));
    load.mockImplementation((remote) =>
      remote.name === 'mf_locations'
        ? Promise.resolve({ name: 'mf_locations', routes: [] })
        : Promise.reject(new RemoteUnavailableError(remote, 'its code could not be loaded')),
    );
    render(<AboutDialog open onClose={() => undefined} registry={[locations, billing]} />);
    const dialog = await screen.findByRole('dialog', { name: 'About this admin' });
    const row = (name: string) => within(dialog).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Shell')).toHaveTextContent('Running');
    // The build that answered is what runs; the registry's figure is shown when it differs.
    expect(await within(row('Locations module')).findByText('Running')).toBeInTheDocument();
    expect(row('Locations module')).toHaveTextContent('0.2.0 (registry: 0.1.0)');
    expect(await within(row('Billing module')).findByText('Unavailable: its code could not be loaded')).toBeInTheDocument();
    expect(row('Billing module')).toHaveTextContent('0.3.0');
  });

  it('says why each module runs the build it runs: live, or canary against the share', async () => {
    build.mockImplementation(() => undefined);
    load.mockImplementation(() => Promise.resolve({ name: 'x', routes: [] }));
    const canary = { entry: 'http://localhost:3103/next/remoteEntry.js', version: '0.2.0', percent: 100 };
    render(<AboutDialog open onClose={() => undefined} registry={[{ ...locations, canary }, billing]} />);
    const dialog = await screen.findByRole('dialog', { name: 'About this admin' });
    const cells = (name: string) => within(within(dialog).getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole('cell');
    // Signed out in this test: no bucket, and at 100 % everybody runs the canary, at its version.
    const [version, , why] = cells('Locations module');
    expect([version?.textContent, why?.textContent]).toEqual(['0.2.0', 'Canary (bucket unknown, canary share 100 %)']);
    expect(cells('Billing module')[2]).toHaveTextContent(/^Live$/);
  });
});
