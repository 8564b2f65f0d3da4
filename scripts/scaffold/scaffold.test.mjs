// The scaffolds, end to end in a throwaway copy of the repo: `new:remote` then `new:screen`
// generate a remote with two screens; its code type-checks, builds with the real webpack config
// and its generated component tests pass; the registry routes and menus its screens.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { tempCopy } from './temp-copy.mjs';

const root = join(__dirname, '../..');
let copy;
const run = (bin, args) => execFileSync(join(copy, 'node_modules/.bin', bin), args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });

// About 40 s of CPU (a remote build, a jsdom jest run of five files, one tsc); the timeouts only
// keep a loaded machine (four agents on two cores took 115 s) from failing the run.
const SLOW = 300_000;

beforeAll(() => {
  copy = tempCopy(root);
  run('tsx', ['scripts/scaffold/new-remote.mjs', 'reefs']);
  run('tsx', ['scripts/scaffold/new-screen.mjs', 'reefs', 'island']);
}, SLOW);
afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

describe('npm run new:remote -- reefs, then new:screen -- reefs island', () => {
  it('registers the remote on the next free port with both screens in its own menu group', () => {
    const apps = createRequire(__filename)(join(copy, 'tooling/apps.cjs'));
    const ports = apps.remotes.map((r) => r.port);
    expect(apps.remotes.at(-1)).toEqual({ name: 'mf_reefs', dir: 'mf-reefs', label: 'Reefs', port: Math.max(...ports.slice(0, -1)) + 1 });
    const entry = apps.defaultRegistry().remotes.find((r) => r.name === 'mf_reefs');
    expect(entry.routes).toEqual(['/reefs/atolls', '/reefs/islands']);
    expect(entry.menu.map((m) => [m.group, m.label])).toEqual([
      ['Reefs', 'Atolls'],
      ['Reefs', 'Islands'],
    ]);
  });

  it('passes the lint rules and the format check as generated', () => {
    run('biome', ['check', '--error-on-warnings', '--vcs-enabled=false', 'mf-reefs', 'tooling/apps.cjs']);
  });

  it(
    'type-checks, builds, and passes its generated tests',
    () => {
      run('tsc', ['--noEmit', '-p', 'mf-reefs/tsconfig.json']);
      run('webpack', ['--config', 'mf-reefs/webpack.config.js', '--mode', 'production']);
      expect(existsSync(join(copy, 'mf-reefs/dist/remoteEntry.js'))).toBe(true);
      // Each screen's files for the shell's Link header (tooling/webpack/route-preload.cjs): the
      // module's, then the screen's own chunk.
      const { routes } = JSON.parse(readFileSync(join(copy, 'mf-reefs/dist/preload.json'), 'utf8'));
      expect(Object.keys(routes)).toEqual(['/reefs/atolls', '/reefs/islands']);
      for (const files of Object.values(routes)) {
        expect(files[0]).toMatch(/^module\.[0-9a-f]{8}\.js$/);
        expect(files.length).toBeGreaterThan(1);
        for (const file of files) expect(existsSync(join(copy, 'mf-reefs/dist', file))).toBe(true);
      }
      expect(routes['/reefs/atolls'][1]).not.toBe(routes['/reefs/islands'][1]);
      run('jest', ['--config', 'jest.config.js', '--selectProjects', 'mf-reefs', '--json', '--outputFile', 'jest.json']);
      const report = JSON.parse(readFileSync(join(copy, 'jest.json'), 'utf8'));
      // module test, list and form tests of both screens.
      expect(report.testResults.map((r) => r.name.replace(`${copy}/mf-reefs/src/`, '')).sort()).toEqual([
        'atolls/components/atoll-form-modal.test.tsx',
        'atolls/pages/atoll-list-page.test.tsx',
        'islands/components/island-form-modal.test.tsx',
        'islands/pages/island-list-page.test.tsx',
        'module.test.ts',
      ]);
      expect(report.numFailedTests).toBe(0);
      expect(report.numPassedTests).toBe(9);
    },
    SLOW,
  );
});
