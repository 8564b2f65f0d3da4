import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import routerExports from '../../../tooling/webpack/router-exports.json';

/**
 * The host's react-router is trimmed to router-exports.json and handed to every remote as a
 * singleton without a coverage check (ARCHITECTURE.md §2): a name missing from the list is
 * `undefined` at runtime in whichever module uses it. Every name imported anywhere must be listed.
 */
const root = join(__dirname, '../../..');
const workspaces = readdirSync(root).filter((d) => /^(shell|shared-ui|shared-api|mf-[\w-]+)$/.test(d) && statSync(join(root, d)).isDirectory());
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !p.includes('/testing/') ? [p] : [];
  });

test('router-exports.json lists every react-router export the apps import', () => {
  const used = new Set<string>();
  for (const file of workspaces.flatMap((w) => sources(join(root, w, 'src')))) {
    for (const [, typeOnly, names] of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
      if (typeOnly) continue;
      names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .forEach((n) => used.add(n.split(/\s+as\s+/)[0]));
    }
  }
  expect([...used].filter((n) => !routerExports.includes(n)).sort()).toEqual([]);
});
