// A throwaway copy of the repo for the scaffold test: the files a generated remote builds and
// tests against (tooling, the two kit packages, each remote's route declarations), and a
// node_modules of links to the real one, except the kit packages, which point at the copies
// (so the copy's registry, read by shared-ui's test helpers, is the one the scaffold changed).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const skip = (src) => !/[\\/](node_modules|dist)$/.test(src);

export function tempCopy(root) {
  const to = mkdtempSync(join(tmpdir(), 'mv-scaffold-'));
  for (const f of ['package.json', 'jest.config.js', 'tsconfig.base.json', 'biome.json']) cpSync(join(root, f), join(to, f));
  // shell/public: the favicon every page built by tooling/webpack has (a standalone run of the copy).
  for (const d of ['tooling', 'scripts/scaffold', 'shared-api', 'shared-ui', 'mf-locations', 'shell/public'])
    cpSync(join(root, d), join(to, d), { recursive: true, filter: skip });
  for (const d of readdirSync(root).filter((n) => n.startsWith('mf-') && n !== 'mf-locations')) {
    cpSync(join(root, d, 'src/routes.ts'), join(to, d, 'src/routes.ts'), { recursive: true });
  }
  // jest.config.js names these projects' roots; the run selects only the generated remote's.
  for (const d of ['shell/src', 'api-server/src']) mkdirSync(join(to, d), { recursive: true });
  mkdirSync(join(to, 'node_modules/@mv-admin'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@mv-admin') symlinkSync(join(root, 'node_modules', entry), join(to, 'node_modules', entry));
  }
  for (const kit of ['shared-api', 'shared-ui']) symlinkSync(join(to, kit), join(to, 'node_modules/@mv-admin', kit));
  return to;
}
