// What the shell's origin serves in /env.json: quick login (which publishes the admin password
// there) only ever on the embedded demo database.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apps, root, runtimeConfig } from './system.mjs';

const { envJson } = runtimeConfig;
const PG = 'postgres://app:secret@db:5432/app';

test('on the embedded database quick login is on by default and serves the demo credentials', () => {
  expect(envJson({})).toEqual({
    API_BASE_URL: 'http://localhost:4000',
    QUICK_LOGIN: 'true',
    QUICK_LOGIN_EMAIL: 'admin@example.com',
    QUICK_LOGIN_PASSWORD: 'Admin#2026',
  });
  expect(envJson({ QUICK_LOGIN: 'false' })).toEqual({ API_BASE_URL: 'http://localhost:4000', QUICK_LOGIN: 'false' });
});

test('with DATABASE_URL it is off by default and no password is served', () => {
  const served = envJson({ DATABASE_URL: PG, ADMIN_PASSWORD: 'a-real-password' });
  expect(served).toEqual({ API_BASE_URL: 'http://localhost:4000', QUICK_LOGIN: 'false' });
  expect(JSON.stringify(served)).not.toContain('a-real-password');
});

test.each([
  [
    { DATABASE_URL: PG },
    'QUICK_LOGIN=true is refused with DATABASE_URL: quick login publishes the admin password in /env.json. It is for the embedded demo database only.',
  ],
  [
    { NODE_ENV: 'production' },
    'QUICK_LOGIN=true is refused with NODE_ENV=production: quick login publishes the admin password in /env.json. It is for the embedded demo database only.',
  ],
])('QUICK_LOGIN=true with %j is refused', (env, message) => {
  expect(() => envJson({ ...env, QUICK_LOGIN: 'true', ADMIN_PASSWORD: 'a-real-password' })).toThrow(message);
});

test('npm start refuses to start with QUICK_LOGIN=true and DATABASE_URL, before building anything', () => {
  const env = { ...process.env, QUICK_LOGIN: 'true', DATABASE_URL: PG, ADMIN_EMAIL: 'ops@example.mv', ADMIN_PASSWORD: 'a-real-password' };
  const run = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Could not start: QUICK_LOGIN=true is refused with DATABASE_URL');
  expect(run.stdout).not.toContain('Starting the API');
});

describe("a deep link's page preloads its remote's entry (the Link header of the shell's page)", () => {
  const { remotePreloadLink, routeMatches } = runtimeConfig;
  const registry = {
    remotes: [
      { name: 'mf_jobs', entry: 'http://localhost:3001/remoteEntry.js', routes: ['/jobs', '/jobs/:id'] },
      { name: 'mf_billing', entry: 'https://billing.example.mv/remoteEntry.js', routes: ['/billing/*'] },
    ],
  };

  test.each([
    ['/jobs', 'http://localhost:3001/remoteEntry.js'],
    ['/jobs/42', 'http://localhost:3001/remoteEntry.js'],
    ['/billing/business-transfer-sheet/7', 'https://billing.example.mv/remoteEntry.js'],
  ])('%s preloads %s', (path, entry) => {
    expect(remotePreloadLink(registry, path)).toBe(`<${entry}>; rel=preload; as=script`);
  });

  test.each(['/', '/login', '/jobs/42/chat', '/admin/atoll'])('%s preloads no remote', (path) => {
    expect(remotePreloadLink(registry, path)).toBeUndefined();
  });

  test('the dashboard (/) preloads the entry of every module with widgets, and only those', () => {
    const withWidgets = {
      remotes: [
        { ...registry.remotes[0], widgets: [{ id: 'jobs', title: 'Jobs' }] },
        registry.remotes[1],
        { name: 'mf_tickets', entry: 'http://localhost:3002/remoteEntry.js', routes: ['/tickets'], widgets: [{ id: 'tickets', title: 'Tickets' }] },
      ],
    };
    expect(remotePreloadLink(withWidgets, '/')).toBe(
      '<http://localhost:3001/remoteEntry.js>; rel=preload; as=script, <http://localhost:3002/remoteEntry.js>; rel=preload; as=script',
    );
  });

  test('a registry whose routes are not all text still serves pages: those routes match nothing', () => {
    const broken = { remotes: [{ name: 'mf_odd', entry: 'http://localhost:3009/remoteEntry.js', routes: [42, null] }, ...registry.remotes] };
    expect(remotePreloadLink(broken, '/jobs')).toBe('<http://localhost:3001/remoteEntry.js>; rel=preload; as=script');
    expect(remotePreloadLink({ remotes: [{ name: 'mf_odd', entry: 'http://localhost:3009/remoteEntry.js', routes: 'everything' }] }, '/jobs')).toBeUndefined();
  });

  test.each([
    ['/jobs', '/jobs', true],
    ['/jobs/:id', '/jobs/42', true],
    ['/jobs/:id', '/jobs', false],
    ['/jobs', '/jobs/42', false],
    ['/billing/*', '/billing/business-transfer-sheet/7', true],
    ['/admin/atoll', '/admin/island', false],
  ])('route %s matches %s: %s', (route, pathname, expected) => {
    expect(routeMatches(route, pathname)).toBe(expected);
  });
});

describe('canaries and previews in the CSP and the Link header (docs/deploying-a-module.md)', () => {
  const { remotePreloadLink, shellCsp, previewOrigins } = runtimeConfig;
  const jobs = (percent) => ({
    remotes: [
      {
        name: 'mf_jobs',
        entry: 'https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js',
        routes: ['/jobs'],
        canary: { entry: 'https://canary.example.mv/mf-jobs/1.5.0/remoteEntry.js', version: '1.5.0', percent },
      },
    ],
    previews: { origins: ['https://preview.example.mv', 'http://localhost:*'] },
  });

  test('the CSP admits the live and canary origins and the allowed preview origins, nothing else', () => {
    const csp = shellCsp(jobs(10), 'https://api.example.mv');
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' https://cdn.example.mv https://canary.example.mv https://preview.example.mv http://localhost:*");
    expect(shellCsp({ remotes: [] }, 'https://api.example.mv')).toContain("script-src 'self' ;");
  });

  test.each([
    [0, '<https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js>; rel=preload; as=script'],
    [100, '<https://canary.example.mv/mf-jobs/1.5.0/remoteEntry.js>; rel=preload; as=script'],
    [50, undefined],
  ])('a canary at %i %% preloads %s', (percent, link) => {
    expect(remotePreloadLink(jobs(percent), '/jobs')).toBe(link);
  });

  test.each(['*', 'https://cdn.example.mv/path', "https://x.example.mv 'unsafe-inline'", 'data:'])('a preview origin %j is refused', (origin) => {
    expect(() => previewOrigins({ remotes: [], previews: { origins: [origin] } })).toThrow('previews.origins');
  });

  test('the built-in registry lets previews come from this machine, on any port', () => {
    expect(apps.defaultRegistry().previews).toEqual({ origins: ['http://localhost:*'] });
  });
});
