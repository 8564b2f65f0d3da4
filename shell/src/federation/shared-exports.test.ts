import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import queryExports from '../../../tooling/webpack/query-exports.json';
import routerExports from '../../../tooling/webpack/router-exports.json';

/**
 * The host's react-router and TanStack Query are trimmed to the names in router-exports.json and
 * query-exports.json and handed to every remote as singletons without a coverage check
 * (ARCHITECTURE.md §2): a name missing from a list is `undefined` at runtime in whichever module
 * uses it. Every name imported anywhere must be listed.
 */
const root = join(__dirname, '../../..');
const workspaces = readdirSync(root).filter((d) => /^(shell|shared-ui|shared-api|mf-[\w-]+)$/.test(d) && statSync(join(root, d)).isDirectory());
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !p.includes('/testing/') ? [p] : [];
  });

/** The value names imported from `pkg` (a regex source) in every app's sources; type-only imports left out. */
function importedNames(pkg: string): string[] {
  const used = new Set<string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of workspaces.flatMap((w) => sources(join(root, w, 'src')))) {
    for (const [, typeOnly, names] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (typeOnly) continue;
      names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .forEach((n) => used.add(n.split(/\s+as\s+/)[0]));
    }
  }
  return [...used];
}

test.each([
  ['react-router(?:-dom)?', 'router-exports.json', routerExports],
  ['@tanstack/react-query', 'query-exports.json', queryExports],
])('%s: %s lists every export the apps import', (pkg, _file, listed) => {
  const used = importedNames(pkg);
  // The scan itself must find imports, or an empty list would pass.
  expect(used.length).toBeGreaterThan(3);
  expect(used.filter((n) => !listed.includes(n)).sort()).toEqual([]);
});

test('no app imports these packages in a form the scan cannot see (namespace or default import)', () => {
  const hidden = workspaces
    .flatMap((w) => sources(join(root, w, 'src')))
    .filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s+from\s+'(react-router(-dom)?|@tanstack\/react-query)'/.test(readFileSync(file, 'utf8')),
    );
  expect(hidden).toEqual([]);
});
