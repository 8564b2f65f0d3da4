// `npm run new:remote -- <name> [entity]`: a working remote `mf-<name>` modelled on mf-locations
// (package, webpack config, module, standalone entry, routes), with a sample list + form screen
// for a contract entity (default: atoll) and its tests, the next free port and its registry
// entry in tooling/apps.cjs. It builds, runs standalone (`npm run dev` inside it) and loads in
// the shell (`npm start`) as it is.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { camel, kebab, snake, title } from './names.mjs';
import { formatWritten, newScreen, root } from './new-screen.mjs';

const require = createRequire(import.meta.url);

function remoteFiles({ name, fedName }) {
  const kit = (pkg) => JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  const ui = kit('shared-ui');
  // What a remote imports itself; antd reaches it through shared-ui (module boundaries).
  const deps = ['react', 'react-dom', 'react-router', '@ant-design/icons', '@tanstack/react-query'];
  const pkg = {
    name: `@mv-admin/mf-${name}`,
    version: '0.1.0',
    private: true,
    scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development --env standalone' },
    dependencies: {
      ...Object.fromEntries(deps.map((d) => [d, ui.dependencies[d]])),
      // The kit range the remote is built against (the shell checks it at load: its real versions).
      '@mv-admin/shared-api': kit('shared-api').version,
      '@mv-admin/shared-ui': ui.version,
    },
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'webpack.config.js': readFileSync(join(root, 'mf-locations/webpack.config.js'), 'utf8'),
    'tsconfig.json': readFileSync(join(root, 'mf-locations/tsconfig.json'), 'utf8'),
    'src/standalone.tsx': readFileSync(join(root, 'mf-locations/src/standalone.tsx'), 'utf8'),
    'src/routes.ts': `import type { RouteDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of \`${fedName}\` and their side menu entries: the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu \`order\` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
] as const satisfies readonly RouteDeclaration[];
`,
    'src/module.tsx': `import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes } from './routes';

/** What this remote gives the shell (\`${fedName}/module\`): its screens (src/routes.ts). */
const ${camel(name)}Module: RemoteModule = {
  name: '${fedName}',
  routes: withPages(routes, {
  }),
};

export default ${camel(name)}Module;
`,
    'src/module.test.ts': `import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import remoteModule from './module';
import { routes } from './routes';

describe('${fedName} module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(remoteModule.name).toBe('${fedName}');
    expect(moduleRouteProblems(remoteModule, routes)).toEqual([]);
  });
});
`,
  };
}

/** Adds the remote to tooling/apps.cjs on the next free port; returns the port. */
function register({ name, fedName, label }) {
  const file = join(root, 'tooling/apps.cjs');
  const apps = require(file);
  const port = Math.max(apps.shell.port, ...apps.remotes.map((r) => r.port)) + 1;
  const text = readFileSync(file, 'utf8');
  const line = `  { name: '${fedName}', dir: 'mf-${name}', label: '${label.replace(/'/g, "\\'")}', port: ${port} },\n`;
  const end = text.indexOf('];', text.indexOf('const remotes = ['));
  writeFileSync(file, `${text.slice(0, end)}${line}${text.slice(end)}`);
  return port;
}

export async function newRemote(rawName, entity = 'atoll') {
  const name = kebab(rawName.replace(/^mf-/, ''));
  const fedName = `mf_${snake(name)}`;
  const label = title(name);
  const dir = join(root, `mf-${name}`);
  if (existsSync(dir)) throw new Error(`mf-${name} exists already`);
  const files = remoteFiles({ name, fedName });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  // The screen first: the registry refuses a remote that declares no route.
  const path = await newScreen(`mf-${name}`, entity);
  const port = register({ name, fedName, label });
  formatWritten(`mf-${name}`, 'tooling/apps.cjs');
  return { dir: `mf-${name}`, fedName, port, path };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, entity] = process.argv.slice(2);
  if (!name) {
    console.error('Usage: npm run new:remote -- <name> [entity]   e.g. npm run new:remote -- reefs atoll');
    process.exit(1);
  }
  newRemote(name, entity).then(
    ({ dir, fedName, port, path }) =>
      console.log(
        `${dir} (${fedName}) on port ${port}, first screen ${path}.\n` +
          `Next: npm install (links the workspace), cd ${dir} && npm run dev (standalone), npm start (in the shell).`,
      ),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
