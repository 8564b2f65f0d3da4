import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite-db';
import { seed } from '../seed/seed';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { testScrypt } from './test-config';

type PgliteModule = typeof import('@electric-sql/pglite');
type NodeModule = { _load: (request: string, parent: null, isMain: boolean) => unknown };

// PGlite's WASM loader calls import(), which Jest's VM refuses without --experimental-vm-modules.
// Node's own loader (reached through Jest's copy of the `module` builtin) loads it natively.
const { PGlite } = (require('node:module') as NodeModule)._load(require.resolve('@electric-sql/pglite'), null, false) as PgliteModule;

const srcDir = path.resolve(__dirname, '..');
const templateInputs = ['db/migrations', 'seed', 'delivery/seed.ts', 'tickets/seed.ts', 'onboarding/seed.ts', 'onboarding/seed-data.ts', 'onboarding/onboarding-repository.ts', 'applications/application-repository.ts', 'applications/seed.ts', 'applications/json-rows.ts', 'applications/demo-providers.ts', 'billing/seed.ts', 'billing/billing-service.ts', 'billing/billing-periods.ts', 'users/seed.ts', 'catalog/seed.ts', 'jobs/seed.ts', 'jobs/seed-large.ts', 'jobs/job-story.ts', 'jobs/state-machine.ts', 'db/migrate.ts', 'users/user-repository.ts', 'auth/password.ts', 'testing/test-config.ts'];

const filesUnder = (p: string): string[] =>
  fs.statSync(p).isDirectory() ? fs.readdirSync(p).sort().flatMap((f) => filesUnder(path.join(p, f))) : [p];

/** Changes whenever the schema, the seed or their inputs change, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of templateInputs.flatMap((p) => filesUnder(path.join(srcDir, p)))) {
    if (!file.endsWith('.test.ts')) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data dir built once by `build` and dumped to a tarball in the OS temp dir, keyed by `key`.
 * initdb costs 3-5 s on this machine; loading a dump into a fresh in-memory PGlite under 1 s.
 */
async function templateTarball(kind: string, key: string, build: (db: Db) => Promise<void>): Promise<string> {
  const dir = path.join(os.tmpdir(), 'mv-admin-api-tests');
  const file = path.join(dir, `pglite-${kind}-${key}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create();
  await build(pgliteDb(pg));
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file); // atomic: parallel workers never read half a file
  // Older templates of this kind are stale (40 MB each): remove them.
  for (const f of fs.readdirSync(dir)) {
    if (f.startsWith(`pglite-${kind}-`) && f.endsWith('.tar') && path.join(dir, f) !== file) fs.rmSync(path.join(dir, f), { force: true });
  }
  return file;
}

const fromTarball = async (file: string): Promise<Db> =>
  pgliteDb(await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) }));

/**
 * A fresh, private, real PGlite database (in memory) with the migrations applied and the seed
 * loaded: the demo admin, customer and provider (password `Admin#2026`), every atoll and
 * island, 7 business locations and the job_config values. Close it in afterAll.
 */
export async function createTestDb(): Promise<Db> {
  return fromTarball(
    await templateTarball('seeded', templateKey(), async (db) => {
      await migrate(db);
      await seed(db, { admin: { ...DEMO_ADMIN }, demo: true }, testScrypt);
    }),
  );
}

/** A fresh database straight after initdb (no tables), for migration and seed tests. */
export async function createEmptyDb(): Promise<Db> {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return fromTarball(await templateTarball('empty', version, async () => undefined));
}
