// The API suite again, on a real PostgreSQL: every test file gets a database cloned from a
// migrated, seeded template (api-server/src/testing/test-db.ts). Needs TEST_DATABASE_URL (a role
// that may create databases); without it the run says so and skips, except in CI where it fails.
// Arguments go to jest: `node scripts/test-api-postgres.mjs api-server/src/jobs` runs those files only.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  const required = process.env.CI === 'true';
  console.error(
    `API tests on PostgreSQL: TEST_DATABASE_URL is not set (e.g. postgres://user:pass@127.0.0.1:5432/db, a role with CREATEDB).` +
      (required ? ' CI=true: failing.' : ' Skipping.'),
  );
  process.exit(required ? 1 : 0);
}
console.log('API tests on PostgreSQL…');
const r = spawnSync('npx', ['jest', ...process.argv.slice(2), '--selectProjects', 'api-server'], {
  stdio: 'inherit',
  env: { ...process.env, API_TESTS_ON_POSTGRES: '1' },
});
process.exit(r.status ?? 1);
