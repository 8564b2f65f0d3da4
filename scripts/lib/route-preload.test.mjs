// Every remote's routes are found in its src/module.tsx, so its build's preload.json names each
// screen's chunks (tooling/webpack/route-preload.cjs); a route written another way would lose
// its screen's head start without a word.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(__dirname, '../..');
const apps = require('../../tooling/apps.cjs');
const { registryRoutes } = require('../../tooling/route-declarations.cjs');
const { screenImports } = require('../../tooling/webpack/route-preload.cjs');

const deployed = apps.remotes.filter((r) => existsSync(join(root, r.dir, 'src/module.tsx')));

test('this checkout has remotes', () => expect(deployed.length).toBeGreaterThan(0));

test.each(deployed.map((r) => [r.dir]))('%s: every declared route has its screen import in module.tsx', (dir) => {
  const imports = screenImports(readFileSync(join(root, dir, 'src/module.tsx'), 'utf8'));
  const { routes } = registryRoutes(dir);
  expect(Object.keys(imports).sort()).toEqual([...routes].sort());
  for (const request of Object.values(imports)) {
    expect(['.tsx', '.ts'].some((ext) => existsSync(join(root, dir, 'src', `${request}${ext}`)))).toBe(true);
  }
});

test('reads the pattern the scaffold writes, with a page declared over two lines and one that is not lazy', () => {
  const source = `
const AtollListPage = lazyPage(() => import('./atolls/pages/atoll-list-page').then((m) => ({ default: m.AtollListPage })));
const BusinessLocationListPage = lazyPage(() =>
  import("./business-locations/pages/business-location-list-page").then((m) => ({ default: m.BusinessLocationListPage })),
);
const m = { routes: withPages(routes, {
    '/admin/atoll': AtollListPage,
    "/business-locations": BusinessLocationListPage,
    '/plain': PlainPage,
  }) };`;
  expect(screenImports(source)).toEqual({
    '/admin/atoll': './atolls/pages/atoll-list-page',
    '/business-locations': './business-locations/pages/business-location-list-page',
  });
});
