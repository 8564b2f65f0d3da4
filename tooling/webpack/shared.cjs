/**
 * The one shared map every webpack config imports (ARCHITECTURE.md §2), so it never drifts.
 * Singletons: one React, one router, one auth store (shared-api), one UI kit and theme (shared-ui).
 * antd itself is not shared: it reaches remotes through shared-ui. Icons are not shared.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// Read package.json from disk: some packages (ky) do not export './package.json'.
const packageJson = (dir) => JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8'));
const versionOf = (pkg) => packageJson(path.join(root, 'node_modules', pkg)).version;
const caret = (pkg) => `^${versionOf(pkg)}`;

/**
 * Every export of react-router and of TanStack Query used anywhere (shell, shared-ui, shared-api,
 * remotes): the host provides copies trimmed to these names (see shared-exports.test).
 */
const routerExports = require('./router-exports.json');
const queryExports = require('./query-exports.json');

/**
 * Entries of a workspace package that are not federated: build-time, server or host-only code, and
 * `/sanitize` (pure functions, 1 KB: a bundle that needs them without the kit keeps its own copy).
 */
const NOT_SHARED = new Set(['./testing', './standalone', './startup', './startup/signed-in', './sign-in', './feedback', './sanitize', './contract']);

/**
 * The federated entries of a kit package, read from its package.json `exports`: the root and each
 * subpath (shared-ui's `/list`, `/form`, ...; shared-api's domains). Each is its own singleton, so
 * a screen downloads only the entries it imports.
 */
function kitEntries(dir) {
  const pkg = packageJson(path.join(root, dir));
  return Object.keys(pkg.exports)
    .filter((key) => !NOT_SHARED.has(key))
    .map((key) => ({
      pkgName: pkg.name,
      request: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
      version: pkg.version,
      file: path.join(root, dir, pkg.exports[key]),
    }));
}

/**
 * The kit range a remote was built against: its package.json dependency on the kit package, as
 * written there (lerna raises it when the kit is bumped). A remote that does not depend on one
 * kit package still must not be handed an incompatible one: it asks for the kit it was built next to.
 */
function kitRange(dir, pkgName) {
  return packageJson(dir).dependencies?.[pkgName] ?? `^${packageJson(path.join(root, pkgName.replace('@mv-admin/', ''))).version}`;
}

/** What a remote was built as and against: `<name>/version` of its container (the shell checks it). */
function buildInfo(dir) {
  return {
    version: packageJson(dir).version,
    kit: Object.fromEntries(['@mv-admin/shared-api', '@mv-admin/shared-ui'].map((name) => [name, kitRange(dir, name)])),
  };
}

/** The versions the shell provides: its own and the kit's (shown in its About dialog). */
function hostVersions(dir) {
  const kit = (name) => packageJson(path.join(root, name)).version;
  return { shell: packageJson(dir).version, kit: { '@mv-admin/shared-api': kit('shared-api'), '@mv-admin/shared-ui': kit('shared-ui') } };
}

/**
 * @param {{ role: 'host' | 'remote' | 'standalone', dir?: string }} options
 *  host: the shell, provides everything. remote: a production remote, takes shared-api and
 *  shared-ui from the host (import: false), in the range its package.json depends on, strictly:
 *  an incompatible kit fails the load instead of rendering half-broken screens. standalone: a
 *  remote run on its own for its team. `dir`: the app's folder (a remote's kit ranges).
 */
function sharedMap({ role, dir }) {
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: caret(pkg), ...extra });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // Trims the host's provided router to the exports used anywhere (measured: 60 -> 31 KB gzip).
    // The list must be the union over all apps: a singleton hands a remote the host's trimmed copy.
    'react-router': single('react-router', { treeShaking: { mode: 'runtime-infer', usedExports: routerExports } }),
    zustand: single('zustand'),
    'zustand/': single('zustand'),
    dayjs: single('dayjs'),
    'dayjs/': single('dayjs'),
    // Trimmed like the router (13.1 -> 11.1 KB gzip; docs/frontend-performance.md, "The cuts"); the same union rule applies.
    '@tanstack/react-query': single('@tanstack/react-query', { treeShaking: { mode: 'runtime-infer', usedExports: queryExports } }),
    // ky: a remote that imports it directly still gets the host's one client library.
    // zod is NOT shared: a shared module counts all its exports as used, and zod's (locales
    // included) cost 88 KB gzip on every page. Remotes get schemas from shared-api and URL filter
    // schemas from shared-ui instead; a test forbids importing zod in a remote.
    ky: single('ky'),
    // A provider names each entry by its file: the federation plugin provides a package request
    // only when the provider itself imports it, but a file it provides whether used or not.
    ...Object.fromEntries(
      ['shared-api', 'shared-ui']
        .flatMap(kitEntries)
        .map(({ pkgName, request, version, file }) =>
          role === 'remote'
            ? [request, { singleton: true, strictVersion: true, requiredVersion: kitRange(dir, pkgName), import: false }]
            : [request, { singleton: true, requiredVersion: `^${version}`, version, import: file }],
        ),
    ),
  };
}

module.exports = { sharedMap, buildInfo, hostVersions, root };
