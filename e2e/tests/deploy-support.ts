// What a feature team does to ship a module (docs/deploying-a-module.md), as test helpers: build a
// version of a remote into a folder of its own, serve that folder, point the registry at it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');
// The repo's production static server (ESM; node 20.19+ requires it synchronously).
const { startStaticServer } = require('../../scripts/lib/static-server.mjs') as {
  startStaticServer: (o: { dir: string; port: number; cors?: boolean }) => Promise<Server>;
};

export interface RemoteBuildCopy {
  dist: string;
  remove: () => void;
}

/**
 * Builds a copy of remote `dir` (e.g. 'mf-locations') as version `version`, its package.json
 * dependencies changed by `dependencies` (a kit range, as a team bumping its kit would), into a
 * temp folder; the repo's own files are not touched. The copy sits next to links to the repo's
 * node_modules and tooling, so it builds with the same webpack config as the real one.
 */
export function buildRemoteCopy(dir: string, version: string, dependencies: Record<string, string> = {}): RemoteBuildCopy {
  const base = mkdtempSync(join(tmpdir(), `${dir}-${version}-`));
  const copy = join(base, dir);
  cpSync(join(root, dir), copy, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  symlinkSync(join(root, 'node_modules'), join(base, 'node_modules'));
  symlinkSync(join(root, 'tooling'), join(base, 'tooling'));
  const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
  writeFileSync(join(copy, 'package.json'), JSON.stringify({ ...pkg, version, dependencies: { ...pkg.dependencies, ...dependencies } }, null, 2));
  const built = spawnSync(join(root, 'node_modules/.bin/webpack'), ['--config', join(copy, 'webpack.config.js'), '--mode', 'production'], {
    cwd: copy,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building ${dir} ${version} failed:\n${built.stdout}\n${built.stderr}`);
  return { dist: join(copy, 'dist'), remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** Serves a build folder with the repo's static server on a free port; its remoteEntry.js URL. */
export async function serveBuild(dist: string): Promise<{ entry: string; close: () => void }> {
  const server = await startStaticServer({ dir: dist, port: 0, cors: true });
  return { entry: `http://localhost:${(server.address() as AddressInfo).port}/remoteEntry.js`, close: () => server.close() };
}

interface Registry {
  remotes: { name: string; entry: string; version?: string; canary?: { entry: string; version?: string; percent: number } }[];
  previews?: { origins: string[]; admins?: number[] };
}

/** The registry file the running system serves as /remotes.json (set by e2e/run-e2e.mjs). */
function registryFile(): string {
  const file = process.env.REMOTES_REGISTRY;
  if (!file) throw new Error('REMOTES_REGISTRY is not set: run the browser tests through e2e/run-e2e.mjs (npm run test:e2e)');
  return file;
}

/** Writes the registry as a deploy should: a new file renamed over the old one, never half-written. */
function writeRegistry(registry: Registry) {
  const file = registryFile();
  writeFileSync(`${file}.next`, JSON.stringify(registry, null, 2));
  renameSync(`${file}.next`, file);
}

/**
 * Points remote `name` at `entry` (and `version`) in the running system's registry, as a deploy or
 * a rollback does; returns the function that puts the original registry back.
 */
export function switchRegistry(name: string, entry: string, version: string): () => void {
  const original = readFileSync(registryFile(), 'utf8');
  const registry = JSON.parse(original) as Registry;
  const target = registry.remotes.find((r) => r.name === name);
  if (!target) throw new Error(`${name} is not in the registry`);
  writeRegistry({ ...registry, remotes: registry.remotes.map((r) => (r === target ? { ...r, entry, version } : r)) });
  return () => writeRegistry(JSON.parse(original) as Registry);
}

/**
 * Gives remote `name` a canary in the running system's registry (or removes it: `undefined`), as
 * a team raising or lowering its share does; returns the function that puts the original back.
 */
export function setCanary(name: string, canary: { entry: string; version: string; percent: number } | undefined): () => void {
  const original = readFileSync(registryFile(), 'utf8');
  const registry = JSON.parse(original) as Registry;
  if (!registry.remotes.some((r) => r.name === name)) throw new Error(`${name} is not in the registry`);
  writeRegistry({ ...registry, remotes: registry.remotes.map((r) => (r.name === name ? { ...r, canary } : r)) });
  return () => writeRegistry(JSON.parse(original) as Registry);
}
