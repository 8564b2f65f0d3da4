import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedSourceKey, seedSources } from './seed-sources';

/**
 * The seed key follows the seed's imports (issue 12): a file the seed comes to import is in the
 * key without editing a list, and route code is not (the descriptors load it with import()).
 */
const srcDir = path.resolve(__dirname, '..');
let copy: string;
beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-sources-'));
  fs.cpSync(srcDir, copy, { recursive: true });
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const append = (file: string, text: string) => fs.appendFileSync(path.join(copy, file), text);

test('the sources are the seed, the migrations and what they import, transitively', () => {
  const sources = seedSources();
  // job-story.ts is imported by jobs/seed.ts, which domains.ts reaches through jobs/domain.ts.
  expect(sources).toEqual(
    expect.arrayContaining([
      'seed/seed.ts',
      'db/migrate.ts',
      'db/migrations/001_users_and_sessions.sql',
      'seed/data/maldives-atolls.json',
      'domains.ts',
      'jobs/domain.ts',
      'jobs/seed.ts',
      'jobs/job-story.ts',
      'jobs/state-machine.ts',
    ]),
  );
  expect(sources.filter((file) => /-routes\.ts$|route-matrix-rows\.ts$|^testing\/|\.test\.ts$/.test(file))).toEqual([]);
});

test('extra roots add their own imports', () => {
  expect(seedSources()).not.toContain('seed/seed-plan.ts');
  expect(seedSources(['testing/test-db.ts'])).toEqual(expect.arrayContaining(['testing/test-db.ts', 'testing/test-config.ts', 'seed/seed-plan.ts']));
});

test('the key changes with an imported file, a newly imported file and a migration, and not with route code', () => {
  const original = seedSourceKey();
  expect(seedSourceKey([], copy)).toBe(original);

  append('jobs/job-story.ts', '\n// edited\n');
  const afterStory = seedSourceKey([], copy);
  expect(afterStory).not.toBe(original);

  append('jobs/job-routes.ts', '\n// edited\n');
  expect(seedSourceKey([], copy)).toBe(afterStory);

  fs.writeFileSync(path.join(copy, 'billing/new-input.ts'), 'export const rate = 1;\n');
  append('billing/seed.ts', "\nimport { rate } from './new-input';\nvoid rate;\n");
  const afterImport = seedSourceKey([], copy);
  expect(seedSources([], copy)).toContain('billing/new-input.ts');
  append('billing/new-input.ts', 'export const other = 2;\n');
  expect(seedSourceKey([], copy)).not.toBe(afterImport);

  const beforeMigration = seedSourceKey([], copy);
  fs.writeFileSync(path.join(copy, 'db/migrations/999_new.sql'), 'select 1;\n');
  expect(seedSourceKey([], copy)).not.toBe(beforeMigration);
});

test('an import the walker cannot resolve fails loudly instead of leaving a file out', () => {
  append('users/seed.ts', "\nexport * from './missing-file';\n");
  expect(() => seedSources([], copy)).toThrow("cannot resolve './missing-file'");
});
