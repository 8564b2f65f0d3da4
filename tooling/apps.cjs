/**
 * The system's parts in one place: ports and federation names (ARCHITECTURE.md §1). The routes
 * and menu entries each remote owns are read from its `src/routes.ts` (route-declarations.cjs).
 * The start script, the dev servers and the default remotes registry all read this; a deployment
 * overrides the registry with its own remotes.json.
 */
const { registryRoutes } = require('./route-declarations.cjs');

const remotes = [
  { name: 'mf_jobs', dir: 'mf-jobs', label: 'Jobs', port: 3001 },
  { name: 'mf_tickets', dir: 'mf-tickets', label: 'Tickets', port: 3002 },
  { name: 'mf_locations', dir: 'mf-locations', label: 'Locations', port: 3003 },
  { name: 'mf_delivery_pricing', dir: 'mf-delivery-pricing', label: 'Delivery pricing', port: 3004 },
  { name: 'mf_users_onboarding', dir: 'mf-users-onboarding', label: 'Users and onboarding', port: 3005 },
  { name: 'mf_billing', dir: 'mf-billing', label: 'Billing', port: 3006 },
];

const host = process.env.PUBLIC_HOST || 'localhost';
const fs = require('node:fs');
const path = require('node:path');
/** A remote's version from its package.json when the registry is served; none if it is not in this checkout. */
const versionOf = (dir) => {
  const file = path.join(__dirname, '..', dir, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : undefined;
};

module.exports = {
  shell: { dir: 'shell', port: Number(process.env.SHELL_PORT || 3000) },
  api: { dir: 'api-server', port: Number(process.env.API_PORT || 4000) },
  remotes,
  /** The registry the shell reads at startup (`/remotes.json`). */
  defaultRegistry: () => ({
    remotes: remotes.map(({ name, dir, label, port }) => ({
      name,
      label,
      entry: `http://${host}:${port}/remoteEntry.js`,
      ...registryRoutes(dir),
      version: versionOf(dir),
    })),
    // Every admin may preview a build served from this machine (any port): `npm start` shows the
    // feature. A deployment's registry names its own origins, or leaves previews out (none).
    previews: { origins: [`http://${host}:*`] },
  }),
};
