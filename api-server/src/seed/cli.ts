import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { dropAllTables, seed } from './seed';
import { resolveSeedPlan, type SeedPlan } from './seed-plan';

/**
 * `npm run seed [-- --reset] [-- --scale large]`: migrates and seeds the configured database (DATABASE_URL or
 * DATA_DIR). Idempotent; `--reset` drops the API's tables first. Stop the server before seeding
 * the embedded database: a PGlite data dir is opened by one process at a time.
 */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const scaleAt = process.argv.indexOf('--scale');
  const scale = scaleAt >= 0 ? process.argv[scaleAt + 1] : 'demo';
  if (scale !== 'demo' && scale !== 'large') throw new Error('--scale must be demo or large');
  const plan: SeedPlan = { ...resolveSeedPlan(config), scale };
  const started = Date.now();
  const db = await openDb(config);
  try {
    if (reset) {
      await dropAllTables(db);
      console.log('Reset: dropped the API tables');
    }
    const applied = await migrate(db);
    if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
    const report = await seed(db, plan, config.scrypt);
    // Bulk rows: refresh statistics and the visibility map (PGlite runs no autovacuum).
    if (plan.scale === 'large') await db.exec('vacuum analyze');
    console.log(`Seeded ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}: ${JSON.stringify(report)}`);
    const [rows] = await db.query(
      'select (select count(*)::int from users) as users, (select count(*)::int from jobs) as jobs, (select count(*)::int from job_actions) as job_actions',
    );
    console.log(`Rows now: ${JSON.stringify(rows)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (report.users && plan.demo) console.log(`Demo sign-in: ${plan.admin.email} (customer@example.com, provider@example.com share the password)`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
