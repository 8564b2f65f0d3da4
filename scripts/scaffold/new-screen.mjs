// `npm run new:screen -- <remote> <entity>`: a list + form screen for a contract entity in a
// remote (its page, form, calls and their component tests), declared in the remote's
// src/routes.ts (route and menu entry) and given its page in src/module.tsx.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { contractEntity } from './contract-entity.mjs';
import { kebab, plural, title } from './names.mjs';
import { screenFiles } from './screen-templates.mjs';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const q = (text) => `'${text.replace(/'/g, "\\'")}'`;

/** Formats what a scaffold wrote with the repo's Biome settings, so `npm run lint` passes on it as it is. */
export function formatWritten(...paths) {
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', '--vcs-enabled=false', ...paths], { cwd: root, stdio: 'pipe' });
}

/** Where a new menu entry goes: after every entry the registry has now. */
function nextMenuOrder() {
  const require = createRequire(import.meta.url);
  delete require.cache[require.resolve(join(root, 'tooling/apps.cjs'))];
  const orders = require(join(root, 'tooling/apps.cjs'))
    .defaultRegistry()
    .remotes.flatMap((r) => (r.menu ?? []).map((m) => m.order ?? 0));
  return Math.max(100, ...orders) + 1;
}

/** Writes the screen of `entity` into the remote folder `dir` ('mf-reefs'); returns its route path. */
export async function newScreen(dir, entity) {
  const remoteDir = join(root, dir);
  const routesFile = join(remoteDir, 'src/routes.ts');
  const moduleFile = join(remoteDir, 'src/module.tsx');
  if (!existsSync(routesFile) || !existsSync(moduleFile)) throw new Error(`${dir} is not a remote with src/routes.ts and src/module.tsx`);
  const short = dir.replace(/^mf-/, '');
  const path = `/${short}/${plural(kebab(entity))}`;
  const routes = readFileSync(routesFile, 'utf8');
  if (routes.includes(`path: '${path}'`)) throw new Error(`${dir} already declares ${path}`);

  const e = await contractEntity(root, kebab(entity));
  const screen = screenFiles({ e, entity, path, keyPrefix: short });
  for (const [file, text] of Object.entries(screen.files)) {
    const target = join(remoteDir, file);
    if (existsSync(target)) throw new Error(`${dir}/${file} exists already`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }

  const declaration = `  { path: ${q(path)}, title: ${q(screen.declaration.title)}, menu: { group: ${q(title(short))}, label: ${q(screen.declaration.menuLabel)}, order: ${nextMenuOrder()} } },\n`;
  writeFileSync(routesFile, routes.replace(/\] as const satisfies/, `${declaration}] as const satisfies`));

  const module = readFileSync(moduleFile, 'utf8');
  const lazyPage = `const ${screen.page} = lazyPage(() => import('./${screen.folder}/pages/${kebab(entity)}-list-page').then((m) => ({ default: m.${screen.page} })));\n`;
  const lastLazy = [...module.matchAll(/^const \w+ = lazyPage\(.*\n/gm)].at(-1);
  const at = lastLazy ? lastLazy.index + lastLazy[0].length : module.indexOf('\n/**');
  const withPage = `${module.slice(0, at)}${lastLazy ? '' : '\n'}${lazyPage}${module.slice(at)}`.replace(
    /(routes: withPages\(routes, \{\n(?:.*\n)*?)( {2}\}\),)/,
    `$1    ${q(path)}: ${screen.page},\n$2`,
  );
  writeFileSync(moduleFile, withPage);
  formatWritten(join(dir, 'src'));
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [remote, entity] = process.argv.slice(2);
  if (!remote || !entity) {
    console.error('Usage: npm run new:screen -- <remote> <entity>   e.g. npm run new:screen -- locations atoll');
    process.exit(1);
  }
  const dir = remote.startsWith('mf-') ? remote : `mf-${kebab(remote)}`;
  newScreen(dir, entity).then(
    (path) => console.log(`${dir}: ${path} added (list, form, tests; src/routes.ts and src/module.tsx updated).`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
