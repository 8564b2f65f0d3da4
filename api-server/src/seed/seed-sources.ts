import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const srcDir = path.resolve(__dirname, '..');

/**
 * The files (under api-server/src) that decide what a migrated and seeded database holds. The demo
 * jobs are made through the job and chat services (jobs/story-replay.ts): both folders count.
 */
export const seedSources = ['db/migrations', 'seed', 'delivery/seed.ts', 'tickets/seed.ts', 'onboarding/seed.ts', 'onboarding/seed-data.ts', 'onboarding/onboarding-repository.ts', 'applications/application-repository.ts', 'applications/seed.ts', 'applications/json-rows.ts', 'applications/demo-providers.ts', 'billing/seed.ts', 'billing/billing-service.ts', 'billing/billing-periods.ts', 'users/seed.ts', 'catalog/seed.ts', 'jobs', 'chats', 'documents/document-repository.ts', 'db/migrate.ts', 'users/user-repository.ts', 'auth/password.ts'];

const filesUnder = (p: string): string[] =>
  fs.statSync(p).isDirectory() ? fs.readdirSync(p).sort().flatMap((f) => filesUnder(path.join(p, f))) : [p];

/**
 * A short hash of the migrations, the seed and their inputs (plus `extra` paths under src):
 * it changes whenever they do, so a database cached under this key is never stale. Used by the
 * test database template (testing/test-db.ts) and the benchmark's seeded databases (bench/).
 */
export function seedSourceKey(extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const file of [...seedSources, ...extra].flatMap((p) => filesUnder(path.join(srcDir, p)))) {
    // Paths relative to src: two checkouts of the same sources share their cached databases.
    if (!file.endsWith('.test.ts')) hash.update(path.relative(srcDir, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
