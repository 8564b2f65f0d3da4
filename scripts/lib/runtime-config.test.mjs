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

  test("with its build's route files: a deep link preloads them too, beside the entry, for the route that matched", () => {
    const cdn = { remotes: [{ name: 'mf_jobs', entry: 'https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js', routes: ['/jobs', '/jobs/:id'] }] };
    const asked = [];
    const files = (entry, route) => {
      asked.push([entry, route]);
      return route === '/jobs/:id' ? ['module.3cbdf95c.js', '221.5d6547c0.js'] : [];
    };
    expect(remotePreloadLink(cdn, '/jobs/42', files)).toBe(
      [
        '<https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js>; rel=preload; as=script',
        '<https://cdn.example.mv/mf-jobs/1.4.0/module.3cbdf95c.js>; rel=preload; as=script',
        '<https://cdn.example.mv/mf-jobs/1.4.0/221.5d6547c0.js>; rel=preload; as=script',
      ].join(', '),
    );
    expect(asked).toEqual([['https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js', '/jobs/:id']]);
    // The dashboard runs no route of a module: its entries only.
    expect(remotePreloadLink({ remotes: [{ ...cdn.remotes[0], widgets: [{ id: 'jobs' }] }] }, '/', files)).toBe(
      '<https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js>; rel=preload; as=script',
    );
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

describe("each remote build's preload.json, read by the shell's server (preloadManifests)", () => {
  const { preloadManifests } = runtimeConfig;
  const ENTRY = 'http://localhost:3003/remoteEntry.js';
  const registry = { remotes: [{ name: 'mf_locations', entry: ENTRY, routes: ['/admin/atoll'] }] };
  /** A fetch that answers preload.json beside ENTRY with `file` (or 404 when undefined). */
  const serving = (state) =>
    jest.fn(async (url) => {
      expect(String(url)).toBe('http://localhost:3003/preload.json');
      return state.file === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(state.file));
    });

  test('gives the files of a route once its build is read, and none before, for an unknown route or without a build', async () => {
    const state = { file: { routes: { '/admin/atoll': ['module.3cbdf95c.js', '522.568e2e71.js'] } } };
    const fetch = serving(state);
    const manifests = preloadManifests({ fetch });
    expect(manifests.files(ENTRY, '/admin/atoll')).toEqual([]); // not read yet: it is read now, in the background
    await manifests.warm(registry); // already being read: not asked twice
    expect(fetch).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(manifests.files(ENTRY, '/admin/atoll')).toEqual(['module.3cbdf95c.js', '522.568e2e71.js']);
    expect(manifests.files(ENTRY, '/admin/island')).toEqual([]);
    // A registry's route is any text: one named like an object's property finds nothing either.
    expect(manifests.files(ENTRY, 'constructor')).toEqual([]);

    const none = preloadManifests({ fetch: serving({}) });
    await none.warm(registry);
    expect(none.files(ENTRY, '/admin/atoll')).toEqual([]);
  });

  test('keeps only plain script file names: nothing that would leave the folder or break the header', async () => {
    const file = {
      routes: { '/admin/atoll': ['module.3cbdf95c.js', '../shell/main.js', 'a b.js', 'x.js>; rel=preload', 'antd.css', 42, 'https://evil.example/x.js'] },
    };
    const manifests = preloadManifests({ fetch: serving({ file }) });
    await manifests.warm(registry);
    expect(manifests.files(ENTRY, '/admin/atoll')).toEqual(['module.3cbdf95c.js']);
    const odd = preloadManifests({ fetch: serving({ file: { routes: { '/admin/atoll': 'module.js' } } }) });
    await odd.warm(registry);
    expect(odd.files(ENTRY, '/admin/atoll')).toEqual([]);
  });

  test('reads a build again once ttlMs has passed (a local rebuild at the same URL)', async () => {
    const state = { file: { routes: { '/admin/atoll': ['module.aaaaaaaa.js'] } } };
    const fetch = serving(state);
    const manifests = preloadManifests({ fetch, ttlMs: 0 });
    await manifests.warm(registry);
    state.file = { routes: { '/admin/atoll': ['module.bbbbbbbb.js'] } };
    expect(manifests.files(ENTRY, '/admin/atoll')).toEqual(['module.aaaaaaaa.js']); // and read again
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(manifests.files(ENTRY, '/admin/atoll')).toEqual(['module.bbbbbbbb.js']);
  });
});
