// The shell's startup chunks (tooling/webpack/startup-chunks.cjs), on a small build of their
// own: each kind of page loads the same modules as webpack's own splitting gives it, in one file
// per set of kinds that share them, and never a module only another kind needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { StartupChunksPlugin } = require('../../tooling/webpack/startup-chunks.cjs');

const FILES = {
  'index.js':
    "import(/* webpackChunkName: 'sign-in' */ './sign-in'); import(/* webpackChunkName: 'layout' */ './layout'); import(/* webpackChunkName: 'list' */ './list');",
  // Every page's kit, imported by all three.
  'kit.js': "export const kit = () => ['kit'];",
  // What the signed-in pages share, and what each page alone needs.
  'frame.js': "export const frame = () => ['frame'];",
  'sign-in.js': "import { kit } from './kit'; export default () => [kit(), 'sign-in'];",
  'layout.js': "import { kit } from './kit'; import { frame } from './frame'; export default () => [kit(), frame()];",
  'list.js':
    "import { kit } from './kit'; import { frame } from './frame'; import { table } from './table'; export default () => [kit(), frame(), table(), import(/* webpackChunkName: 'later' */ './later')];",
  'table.js': "export const table = () => ['table'];",
  // Loaded later by the list: not part of any kind's startup.
  'later.js': "import { table } from './table'; export const later = [table(), 'later'];",
};

const PAGES = {
  login: { requests: ['./sign-in'] },
  dashboard: { requests: ['./layout'] },
  list: { requests: ['./layout', './list'] },
};

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'startup-chunks-'));
  mkdirSync(join(dir, 'src'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, 'src', name), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds the fixture; per named import, the modules (file names) of each chunk it loads. */
function build(withPlugin) {
  const plugin = new StartupChunksPlugin({ pages: PAGES });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, withPlugin ? 'with' : 'without') },
    optimization: { minimize: false, concatenateModules: false, splitChunks: { cacheGroups: withPlugin ? { startup: plugin.cacheGroup() } : {} } },
    plugins: withPlugin ? [plugin] : [],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const json = stats.toJson({ chunks: true, chunkModules: true, chunkModulesSpace: Infinity, chunkGroups: true });
      const modulesOf = (id) =>
        json.chunks
          .find((c) => c.id === id)
          .modules.map((m) => m.name.replace('./src/', ''))
          .sort();
      const groups = Object.fromEntries(Object.entries(json.namedChunkGroups).map(([name, group]) => [name, group.chunks.map(modulesOf)]));
      const names = json.chunks.flatMap((c) => c.names);
      compiler.close(() => resolve({ groups, names }));
    }),
  );
}

/** The modules a page of each kind runs: the union of its imports' chunks (each import's chunk group is named after its file). */
const pageModules = (groups) =>
  Object.fromEntries(
    Object.entries(PAGES).map(([kind, { requests }]) => [kind, [...new Set(requests.flatMap((request) => groups[request.slice(2)].flat()))].sort()]),
  );

test('each kind of page runs the same modules as without the plugin, each set of kinds in one chunk', async () => {
  const without = await build(false);
  const withIt = await build(true);
  expect(pageModules(withIt.groups)).toEqual(pageModules(without.groups));
  expect(pageModules(withIt.groups).list).toEqual(['frame.js', 'kit.js', 'layout.js', 'list.js', 'table.js']);

  // The kit every kind loads: one chunk; the frame both signed-in kinds load: another; each
  // page's own modules: a chunk of their own.
  expect(withIt.groups['sign-in']).toEqual([['kit.js'], ['sign-in.js']]);
  expect(withIt.groups.layout).toEqual([['kit.js'], ['frame.js', 'layout.js']]);
  expect(withIt.groups.list).toEqual([['kit.js'], ['frame.js', 'layout.js'], ['list.js', 'table.js']]);
  expect(withIt.names).toEqual(expect.arrayContaining(['startup-login+dashboard+list', 'startup-dashboard+list', 'startup-list']));
  // A chunk loaded later is no kind's startup: its own module stays in it.
  expect(withIt.groups.later.flat()).toContain('later.js');
  expect([...withIt.groups.list, ...withIt.groups.layout].flat()).not.toContain('later.js');
});
