import { hashPassword, type ScryptParams } from '../auth/password';
import type { Db, Queryable } from '../db/db';
import { createUserRepository } from '../users/user-repository';
import atollData from './data/maldives-atolls.json';
import { adminProfile, demoBusinessLocations, demoUsers, jobConfigValues } from './demo-data';
import type { SeedPlan } from './seed-plan';
import { domains } from '../domains';

export interface SeedReport {
  users: number;
  atolls: number;
  islands: number;
  businessLocations: number;
  jobConfigs: number;
}

interface AtollFile {
  atolls: Array<{ code: string; name: string; province: string; islands: string[] }>;
}

async function seedReferenceData(tx: Queryable, report: SeedReport): Promise<void> {
  for (const [slug, value] of Object.entries(jobConfigValues)) {
    const rows = await tx.query('insert into job_config (slug, value) values ($1, $2) on conflict (slug) do nothing returning slug', [
      slug,
      JSON.stringify(value),
    ]);
    report.jobConfigs += rows.length;
  }
  for (const atoll of (atollData as AtollFile).atolls) {
    const inserted = await tx.query('insert into atolls (name, code, province) values ($1, $2, $3) on conflict ((lower(code))) do nothing returning id', [
      atoll.name,
      atoll.code,
      atoll.province,
    ]);
    report.atolls += inserted.length;
    for (const island of atoll.islands) {
      const rows = await tx.query(
        `insert into islands (name, atoll_id) select $1, id from atolls where lower(code) = lower($2)
         on conflict (atoll_id, (lower(name))) do nothing returning id`,
        [island, atoll.code],
      );
      report.islands += rows.length;
    }
  }
}

async function seedDemoLocations(tx: Queryable, adminEmail: string, report: SeedReport): Promise<void> {
  for (const place of demoBusinessLocations) {
    const rows = await tx.query(
      `insert into business_locations (name, type, road, active, island_id, created_by)
       select $1, $2, $3, $4, i.id, (select id from users where lower(email) = lower($7))
       from islands i join atolls a on a.id = i.atoll_id
       where lower(a.code) = lower($5) and lower(i.name) = lower($6)
         and not exists (select 1 from business_locations b where b.island_id = i.id and lower(b.name) = lower($1))
       returning id`,
      [place.name, place.type, place.road, place.active, place.atoll, place.island, adminEmail],
    );
    report.businessLocations += rows.length;
  }
}

/**
 * Fills a migrated database; safe to run again (everything is insert-if-absent). Always:
 * job_config values, every atoll and island of the Maldives (real reference data), each
 * domain's reference data and the first admin. With `plan.demo`: a customer and a provider
 * sharing the admin's password, demo business locations created by the admin, then each
 * domain's demo data in the order of `domains` (the reason is there). One transaction;
 * passwords hashed before it. The base rows stay here rather than in a domain: every domain's
 * seed builds on them, and they are what the report counts.
 */
export async function seed(db: Db, plan: SeedPlan, scrypt: ScryptParams): Promise<SeedReport> {
  return (await seedWhere(db, plan, scrypt, false))!;
}

/**
 * The server's first start: seeds only when nobody has an account yet, checked under the same
 * lock as the seed, so two API processes started at once on one new database seed it once (the
 * other would seed it a second time). Null when it was not empty.
 */
export async function seedOnFirstStart(db: Db, plan: () => SeedPlan, scrypt: ScryptParams): Promise<SeedReport | null> {
  // The plan only then: it refuses a default admin password on PostgreSQL, which a seeded database never needs.
  return (await isFirstStart(db)) ? seedWhere(db, plan(), scrypt, true) : null;
}

async function seedWhere(db: Db, plan: SeedPlan, scrypt: ScryptParams, onlyIfEmpty: boolean): Promise<SeedReport | null> {
  const report: SeedReport = { users: 0, atolls: 0, islands: 0, businessLocations: 0, jobConfigs: 0 };
  const passwordHash = await hashPassword(plan.admin.password, scrypt);
  const demoHashes = plan.demo ? await Promise.all(demoUsers.map(() => hashPassword(plan.admin.password, scrypt))) : [];
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727275)');
    if (onlyIfEmpty && !(await isFirstStart(tx))) return false;
    await seedReferenceData(tx, report);
    for (const domain of domains) await domain.seed?.reference?.(tx);
    const users = createUserRepository(tx);
    const admin = { type: 'ADMIN' as const, email: plan.admin.email, password_hash: passwordHash, ...adminProfile };
    if (await users.createIfAbsent(admin)) report.users += 1;
    if (!plan.demo) return true;
    for (const [i, user] of demoUsers.entries()) {
      if (await users.createIfAbsent({ ...user, password_hash: demoHashes[i]! })) report.users += 1;
    }
    await seedDemoLocations(tx, plan.admin.email, report);
    for (const domain of domains) await domain.seed?.demo?.(tx, { plan, passwordHash });
    return true;
  });
  return seeded === false ? null : report;
}

/** True when nobody has an account yet: the server's first start. */
export async function isFirstStart(db: Queryable): Promise<boolean> {
  return (await createUserRepository(db).count()) === 0;
}

/**
 * Drops every table of the public schema, which holds only what the migrations created (seed
 * --reset, the bench and the tests' PostgreSQL databases): read from the catalog, so a new
 * migration's table is never left behind.
 */
export async function dropAllTables(db: Queryable): Promise<void> {
  const tables = await db.query<{ name: string }>("select quote_ident(tablename) as name from pg_tables where schemaname = 'public'");
  if (tables.length) await db.exec(`drop table if exists ${tables.map((t) => t.name).join(', ')} cascade`);
}
