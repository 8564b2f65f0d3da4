// `npm start`: build what is not built yet, then serve the whole system: the API on :4000 (PGlite
// under .data/ unless DATABASE_URL is set), the shell on :3000, each remote on its own port.
// `npm run dev` (--dev): the same with dev servers and hot reload. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apps, frontends, root, runtimeConfig } from './lib/system.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { buildAll } from './build.mjs';

const dev = process.argv.includes('--dev');
const children = [];
const servers = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const server of servers) server.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  const deadline = setTimeout(() => process.exit(code), 5000);
  deadline.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Whatever fails in this process (a static server, a build), the API and the dev servers are its
// children: stop them too rather than leave them running as orphans.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(`Unexpected error (${event}): ${error?.stack ?? error}`);
    stop(1);
  });
}

function spawnChild(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    `${chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n')}\n`;
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}; stopping the system.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function waitForLine(child, pattern, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}`)), timeoutMs);
    const onData = (d) => {
      if (pattern.test(d.toString())) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.on('exit', () => reject(new Error('exited before it was ready')));
  });
}

async function main() {
  // Settings the browser will read are checked before anything is built or started (quick login
  // is refused with a real database).
  runtimeConfig.envJson();
  const apiLauncher = join(root, 'api-server/scripts/start-api.mjs');
  const webpack = join(root, 'node_modules/.bin/webpack');
  if (!dev) {
    await buildAll({ onlyStale: true });
  }
  console.log(process.env.DATABASE_URL ? 'Starting the API on PostgreSQL…' : 'Starting the API on the embedded database (first start creates and seeds it)…');
  // Through the API's own launcher: on PGlite it gives node the options that keep the process small.
  const api = spawnChild('api', process.execPath, [apiLauncher, ...(dev ? ['watch'] : []), 'api-server/src/main.ts'], { PORT: String(apps.api.port) });
  await waitForLine(api, /API ready/, 120000);

  // The registry is read again for every request of /remotes.json (and the CSP with it): a deploy
  // or a rollback edits the REMOTES_REGISTRY file and takes effect on the next page load, without
  // a restart. A file that cannot be read or parsed, or an entry without a URL, keeps the last good one.
  let registry = runtimeConfig.registryJson();
  const currentRegistry = () => {
    try {
      const next = runtimeConfig.registryJson();
      runtimeConfig.remoteOrigins(next); // throws unless every entry (and canary) has a URL
      runtimeConfig.previewOrigins(next); // throws on a preview origin that is not a plain source
      registry = next;
    } catch (error) {
      console.error(`The remotes registry could not be read (${error.message}); serving the previous one.`);
    }
    return registry;
  };
  // Each remote build's preload.json (the files a deep link's route runs), for the page's Link header.
  const manifests = runtimeConfig.preloadManifests();
  for (const app of frontends()) {
    if (dev) {
      const child = spawnChild(app.dir, webpack, ['serve', '--config', join(root, app.dir, 'webpack.config.js'), '--mode', 'development']);
      await waitForLine(child, /compiled/i, 180000);
    } else {
      servers.push(
        await startStaticServer({
          dir: join(root, app.dir, 'dist'),
          port: app.port,
          spa: Boolean(app.host),
          cors: !app.host,
          dynamic: app.host ? { '/env.json': () => runtimeConfig.envJson(), '/remotes.json': currentRegistry } : {},
          headers: app.host
            ? (path) => {
                const current = currentRegistry();
                const link = runtimeConfig.remotePreloadLink(current, path, manifests.files);
                return {
                  'Content-Security-Policy': runtimeConfig.shellCsp(current, new URL(runtimeConfig.envJson().API_BASE_URL).origin),
                  ...(link ? { Link: link } : {}),
                };
              }
            : {},
        }),
      );
    }
  }
  // Read before the first page is served; a build deployed later is read on its first deep link.
  if (!dev) await manifests.warm(registry);
  const env = runtimeConfig.envJson();
  const absent = apps.remotes.filter((r) => !frontends().some((f) => f.dir === r.dir)).map((r) => r.label);
  console.log(`
  Admin:   http://localhost:${apps.shell.port}
  API:     ${env.API_BASE_URL}/api/v1   (OpenAPI: ${env.API_BASE_URL}/api/docs)
  Remotes: ${
    frontends()
      .filter((f) => !f.host)
      .map((f) => `${f.label} :${f.port}`)
      .join(', ') || 'none'
  }${absent.length ? `\n  Not deployed yet (their screens say so): ${absent.join(', ')}` : ''}
  ${process.env.DATABASE_URL ? 'Sign in with the admin you configured (ADMIN_EMAIL).' : `Demo admin: ${process.env.ADMIN_EMAIL ?? runtimeConfig.DEMO_ADMIN.email} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : runtimeConfig.DEMO_ADMIN.password}`}
  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(`Could not start: ${error.message}`);
  stop(1);
});
