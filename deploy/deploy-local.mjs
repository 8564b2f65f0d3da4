// `npm run deploy:local`: the reference deployment (deploy/nginx) on this machine, from the builds:
// Debian's nginx on DEPLOY_PORT (8080) serving the shell and each remote from versioned folders,
// and two API processes on PostgreSQL (DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD required) behind
// it. An API process that exits is started again on its port (a supervisor's job), so
// `kill -TERM <pid>` of one is a restart while the other serves. Ctrl-C stops everything.
// `node deploy/deploy-local.mjs ship <remote-dir> <dist> <version>` ships a new version of a
// remote into the running deployment: a new folder, the registry switched, nginx reloaded.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderNginx } from './render-nginx.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apps = require(path.join(root, 'tooling/apps.cjs'));
const runtimeConfig = require(path.join(root, 'tooling/runtime-config.cjs'));
const prefix = path.resolve(process.env.DEPLOY_DIR ?? path.join(root, '.data/deploy'));
const www = path.join(prefix, 'www');
const port = Number(process.env.DEPLOY_PORT ?? 8080);
const origin = `http://localhost:${port}`;
const apiPorts = (process.env.DEPLOY_API_PORTS ?? '4101,4102').split(',').map(Number);
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;

/**
 * `/jobs/:id` -> an nginx regex for the same paths, query allowed (`*` matches the rest). Matched
 * against $request_uri: try_files has changed $uri to /index.html by the time headers are added.
 */
const routeRegex = (route) =>
  `~^${route
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    // `/billing/*` also matches `/billing`, as tooling/runtime-config.cjs's routeMatches does.
    .replace(/\/\.\*$/, '(/.*)?')}(\\?.*)?$`;

/** route -> the files beside a deployed entry that it runs (its build's preload.json, in its folder here). */
function routeFiles(entry) {
  const url = new URL(entry);
  const file = path.join(www, path.dirname(url.pathname), 'preload.json');
  return runtimeConfig.preloadRoutes(url.origin === origin && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
}

/** The registry and the nginx map that gives each remote's screens their preload Link, written atomically. */
function writeRegistry(registry) {
  const next = path.join(www, 'remotes.json.next');
  fs.writeFileSync(next, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(next, path.join(www, 'remotes.json'));
  const dashboard = runtimeConfig.remotePreloadLink(registry, '/');
  const lines = [
    ...(dashboard ? [`    "~^/(\\?.*)?$" "${dashboard}";`] : []),
    ...registry.remotes.flatMap((r) => {
      const files = routeFiles(r.entry); // once per remote, not per route
      return (r.routes ?? []).map((route) => `    "${routeRegex(route)}" "${runtimeConfig.preloadLinks(r.entry, files[route])}";`);
    }),
  ];
  fs.writeFileSync(path.join(prefix, 'preload-map.conf'), `map $request_uri $mv_preload {\n    default "";\n${lines.join('\n')}\n}\n`);
}

function copyVersion(dist, target) {
  if (fs.existsSync(target)) return; // a live folder is never overwritten
  fs.cpSync(dist, target, { recursive: true });
}

function ship(dir, dist, version) {
  const registry = JSON.parse(fs.readFileSync(path.join(www, 'remotes.json'), 'utf8'));
  const remote = apps.remotes.find((r) => r.dir === dir);
  if (!remote) throw new Error(`No remote ${dir}`);
  copyVersion(path.resolve(dist), path.join(www, 'remotes', dir, version));
  for (const entry of registry.remotes) {
    if (entry.name === remote.name) Object.assign(entry, { entry: `${origin}/remotes/${dir}/${version}/remoteEntry.js`, version });
  }
  writeRegistry(registry);
  execFileSync(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'reload']);
  console.log(`Shipped ${dir} ${version}: ${origin}/remotes/${dir}/${version}/`);
}

function startApi(apiPort) {
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    CORS_ORIGINS: origin,
    SHUTDOWN_DRAIN_MS: '3000',
    NODE_ENV: 'production',
  };
  const child = spawn(process.execPath, [path.join(root, 'api-server/scripts/start-api.mjs'), 'api-server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
  console.log(`API process ${child.pid} on 127.0.0.1:${apiPort}`);
  child.on('exit', (code) => {
    if (stopping) return;
    console.log(`API process ${child.pid} exited (${code}); starting it again`);
    startApi(apiPort);
  });
  children.push(child);
}

let stopping = false;
const children = [];

function up() {
  if (!process.env.DATABASE_URL) throw new Error('deploy:local needs PostgreSQL: set DATABASE_URL (and ADMIN_EMAIL, ADMIN_PASSWORD).');
  if (!nginx) throw new Error("deploy:local needs Debian's nginx (apt-get install nginx).");
  const missing = [apps.shell, ...apps.remotes].filter((a) => !fs.existsSync(path.join(root, a.dir, 'dist')));
  if (missing.length) execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

  // nginx's workers run as another user (nobody, when started as root): the folders must be readable.
  fs.mkdirSync(www, { recursive: true });
  fs.chmodSync(prefix, 0o755);
  const shellVersion = versionOf('shell');
  copyVersion(path.join(root, 'shell/dist'), path.join(www, 'shell', shellVersion));
  fs.rmSync(path.join(www, 'shell', 'current'), { force: true });
  fs.symlinkSync(shellVersion, path.join(www, 'shell', 'current'));
  const registry = apps.defaultRegistry();
  for (const [i, remote] of apps.remotes.entries()) {
    const version = versionOf(remote.dir);
    copyVersion(path.join(root, remote.dir, 'dist'), path.join(www, 'remotes', remote.dir, version));
    registry.remotes[i].entry = `${origin}/remotes/${remote.dir}/${version}/remoteEntry.js`;
  }
  writeRegistry(registry);
  fs.writeFileSync(path.join(www, 'env.json'), `${JSON.stringify({ API_BASE_URL: origin, QUICK_LOGIN: 'false' })}\n`);
  const conf = renderNginx('site.nginx.conf', prefix, {
    LISTEN: String(port),
    WWW: www,
    ORIGIN: origin,
    API_1: `127.0.0.1:${apiPorts[0]}`,
    API_2: `127.0.0.1:${apiPorts[1]}`,
  });
  execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { stdio: 'inherit' });
  for (const apiPort of apiPorts) startApi(apiPort);
  const proxy = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  children.push(proxy);
  console.log(`nginx ${proxy.pid}: ${origin} (logs in ${path.join(prefix, 'logs')}). Ctrl-C to stop.`);
  const stop = () => {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export { routeRegex, ship, up };
if (process.argv[1] === new URL(import.meta.url).pathname) {
  try {
    if (process.argv[2] === 'ship') ship(process.argv[3], process.argv[4], process.argv[5]);
    else up();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
