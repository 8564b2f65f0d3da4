/**
 * The one shared map every webpack config imports (ARCHITECTURE.md §2), so it never drifts.
 * Singletons: one React, one router, one auth store (shared-api), one UI kit and theme (shared-ui).
 * antd itself is not shared: it reaches remotes through shared-ui. Icons are not shared.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// Read package.json from disk: some packages (ky) do not export './package.json'.
const versionOf = (pkg) => JSON.parse(require('node:fs').readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const caret = (pkg) => `^${versionOf(pkg)}`;

/** Every react-router export used anywhere (shell, shared-ui, remotes); see routerExports.test. */
const routerExports = require('./router-exports.json');

/** Entries of a workspace package that are not federated: build-time, server or host-only code. */
const NOT_SHARED = new Set(['./testing', './standalone', './startup', './startup/signed-in', './sign-in', './feedback', './contract']);

/**
 * The federated entries of a kit package, read from its package.json `exports`: the root and each
 * subpath (shared-ui's `/list`, `/form`, ...; shared-api's domains). Each is its own singleton, so
 * a screen downloads only the entries it imports.
 */
function kitEntries(dir) {
  const pkg = JSON.parse(require('node:fs').readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  return Object.keys(pkg.exports)
    .filter((key) => !NOT_SHARED.has(key))
    .map((key) => ({ request: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, version: pkg.version, file: path.join(root, dir, pkg.exports[key]) }));
}

/**
 * @param {{ role: 'host' | 'remote' | 'standalone' }} options
 *  host: the shell, provides everything. remote: a production remote, takes shared-api and
 *  shared-ui from the host (import: false). standalone: a remote run on its own for its team.
 */
function sharedMap({ role }) {
  const fromHost = role === 'remote' ? { import: false } : {};
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
    '@tanstack/react-query': single('@tanstack/react-query'),
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
        .map(({ request, version, file }) => [request, { singleton: true, requiredVersion: `^${version}`, version, ...(role === 'remote' ? fromHost : { import: file }) }]),
    ),
  };
}

module.exports = { sharedMap, root };
