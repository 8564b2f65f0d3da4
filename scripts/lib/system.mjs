// The parts of the system present in this checkout, and how to build and serve them.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const require = createRequire(import.meta.url);
export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const apps = require(`${root}/tooling/apps.cjs`);
export const runtimeConfig = require(`${root}/tooling/runtime-config.cjs`);

/**
 * The shell and every remote that exists in this checkout. `SYSTEM_REMOTES=mf-jobs,mf-locations`
 * limits the system to those remotes (the others are "not deployed"), e.g. to run one team's
 * browser tests while another remote is half-built.
 */
export function frontends() {
  const only = process.env.SYSTEM_REMOTES?.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const remotes = apps.remotes.filter((r) => existsSync(join(root, r.dir, 'webpack.config.js')) && (!only || only.includes(r.dir)));
  return [{ name: 'shell', dir: apps.shell.dir, label: 'Shell', port: apps.shell.port, host: true }, ...remotes];
}

const newest = (dir) => {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

/** A build is stale when its app, shared-api, shared-ui or the build tooling changed after it. */
export function isBuilt(app) {
  const stamp = join(root, app.dir, 'dist', '.build-stamp');
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  const inputs = [
    join(root, app.dir),
    join(root, 'shared-api/src'),
    join(root, 'shared-ui/src'),
    join(root, 'tooling/webpack'),
    join(root, 'package-lock.json'),
  ];
  return inputs.every((p) => (existsSync(p) && statSync(p).isFile() ? statSync(p).mtimeMs : newest(p)) <= built);
}

export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(Object.assign(new Error(`${cmd} ${args.join(' ')} exited with ${code}`), { output }))));
  });
}

/** Production build of one app, timed; writes dist/.build-stamp. */
export async function build(app) {
  const started = Date.now();
  await run(join(root, 'node_modules/.bin/webpack'), ['--config', join(root, app.dir, 'webpack.config.js'), '--mode', 'production'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  }).catch((error) => {
    process.stderr.write(error.output ?? '');
    throw error;
  });
  writeFileSync(join(root, app.dir, 'dist', '.build-stamp'), new Date().toISOString());
  return Date.now() - started;
}
