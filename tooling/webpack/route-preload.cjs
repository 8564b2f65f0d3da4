/**
 * A remote's `preload.json`, beside its `remoteEntry.js`: for each route it declares (its
 * `src/routes.ts`), the remote's own script files a deep link to that route runs, which are its
 * exposed `./module` and the screen's lazy chunk with what it splits off. The shell's server adds
 * them to a deep link's `Link` header with the entry (tooling/runtime-config.cjs), so they download
 * with the page instead of one after the other once the shell's bootstrap has run (issue 39).
 *
 *   { "routes": { "/admin/atoll": ["module.3cbdf95c.js", "522.568e2e71.js"] } }
 *
 * The shared modules a screen uses come from the shell, not from here. A route's screen is found
 * in `src/module.tsx` as the scaffold writes it: `const Page = lazyPage(() => import('./…'))` and
 * `'/route': Page` in its `withPages(routes, …)`. A route written otherwise gets the module's files
 * only (route-preload.test.mjs checks every remote's routes are found).
 */
const fs = require('node:fs');
const path = require('node:path');
const { registryRoutes } = require('../route-declarations.cjs');

const FILE = 'preload.json';

/** route path -> the request of the screen's `import()` in module.tsx's source. */
function screenImports(source) {
  const requests = new Map();
  for (const m of source.matchAll(/const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g)) requests.set(m[1], m[2]);
  const pages = /withPages\(\s*\w+\s*,\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const out = {};
  for (const m of pages.matchAll(/['"]([^'"]+)['"]\s*:\s*(\w+)/g)) if (requests.has(m[2])) out[m[1]] = requests.get(m[2]);
  return out;
}

class RoutePreloadPlugin {
  /** @param {{ dir: string }} options the remote's package folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const moduleFile = path.join(this.dir, 'src/module.tsx');
        const imports = fs.existsSync(moduleFile) ? screenImports(fs.readFileSync(moduleFile, 'utf8')) : {};
        const scripts = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
        const exposed = compilation.namedChunkGroups.get('module');
        const base = exposed ? scripts(exposed) : [];
        const screenGroup = (request) =>
          compilation.chunkGroups.find((group) => group.origins.some((o) => o.request === request && o.module?.resource === moduleFile));
        const routes = {};
        for (const route of registryRoutes(path.basename(this.dir)).routes) {
          const group = imports[route] ? screenGroup(imports[route]) : undefined;
          routes[route] = [...new Set([...base, ...(group ? scripts(group) : [])])];
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RoutePreloadPlugin, screenImports };
