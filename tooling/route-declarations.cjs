/**
 * Reads a remote's `src/routes.ts` (its RouteDeclaration list, shared-api/src/contract/routes.ts)
 * for node tooling, which cannot import TypeScript or the module's React pages. The file is plain
 * data with type-only imports, so stripping its types with swc (already the build's compiler) and
 * evaluating the result is enough; a value import there is refused with a clear error.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

/** The route and widget declarations of the remote in `dir` (a folder name such as 'mf-locations'). */
function readRouteDeclarations(dir) {
  const file = path.join(root, dir, 'src/routes.ts');
  if (!fs.existsSync(file)) throw new Error(`${dir} declares no routes: ${path.relative(root, file)} is missing`);
  const { code } = require('@swc/core').transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const refuse = (id) => {
    throw new Error(`${path.relative(root, file)} imports '${id}': keep it plain data (type imports only)`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, refuse);
  const { routes, widgets = [] } = module.exports;
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${path.relative(root, file)} must export a non-empty \`routes\` array`);
  if (!Array.isArray(widgets)) throw new Error(`${path.relative(root, file)}: \`widgets\` must be an array`);
  return { routes, widgets };
}

/** The `routes`, `menu` and dashboard `widgets` of the remote's registry entry, written from its declarations. */
function registryRoutes(dir) {
  const { routes: declared, widgets } = readRouteDeclarations(dir);
  const reads = Object.fromEntries(declared.filter((r) => r.reads?.length).map((r) => [r.path, [...r.reads]]));
  return {
    ...(Object.keys(reads).length ? { reads } : {}),
    ...(widgets.length ? { widgets: widgets.map(({ id, title, span, height, reads }) => ({ id, title, span, height, reads })) } : {}),
    routes: declared.map((r) => r.path),
    menu: declared
      .filter((r) => r.menu)
      .map(({ path: p, menu }) => ({ ...(menu.group ? { group: menu.group } : {}), label: menu.label, path: p, order: menu.order })),
  };
}

module.exports = { readRouteDeclarations, registryRoutes };
