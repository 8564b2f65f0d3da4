// The per-package changelog read from git (scripts/changelog.mjs), against this repo's history.
import { execFileSync } from 'node:child_process';
import { changelogFor, packageDirs } from './changelog.mjs';

const root = new URL('..', import.meta.url).pathname;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

test('every workspace package gets a changelog listing the commits that touched its folder', () => {
  const dirs = packageDirs();
  expect(dirs).toEqual(expect.arrayContaining(['shell', 'shared-api', 'shared-ui', 'mf-locations', 'api-server']));
  const [hash] = git('log', '-1', '--format=%h', '--', 'shell', ':(exclude)shell/CHANGELOG.md');
  const text = changelogFor('shell');
  expect(text).toMatch(/^# Changelog of @mv-admin\/shell\n/);
  expect(text).toMatch(/\n## \S+/);
  // The newest commit that touched the shell is listed, with its hash and date.
  expect(text).toMatch(new RegExp(`\\n- .+ \\(${hash}, \\d{4}-\\d{2}-\\d{2}\\)\\n`));
  // A commit that touched only the API is not in the shell's changelog.
  const onlyApi = (hash) => {
    const files = git('show', '--name-only', '--format=', hash);
    return files.length > 0 && files.every((f) => f.startsWith('api-server/'));
  };
  const apiOnly = git('log', '--format=%h', '--', 'api-server').find(onlyApi);
  expect(apiOnly).toBeDefined();
  expect(text).not.toContain(`(${apiOnly},`);
});
