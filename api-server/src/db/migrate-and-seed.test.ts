import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import { dropAllTables, isFirstStart, seed, seedOnFirstStart } from '../seed/seed';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { createEmptyDb } from '../testing/test-db';
import { testScrypt } from '../testing/test-config';
import { verifyPassword } from '../auth/password';

let db: Db;
beforeAll(async () => {
  db = await createEmptyDb();
});
afterAll(() => db.close());

const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const plan = { admin: { ...DEMO_ADMIN }, demo: true };

test('migration files are numbered and applied in order, once', async () => {
  const files = readMigrations().map((m) => m.name);
  expect(files).toEqual([...files].sort());
  expect(files[0]).toMatch(/^001_/);
  expect(await migrate(db)).toEqual(files);
  expect(await migrate(db)).toEqual([]);
  const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version');
  expect(recorded.map((r) => r.version)).toEqual(files.map((f) => f.slice(0, 3)));
});

test('a failing migration leaves nothing behind and is not recorded', async () => {
  const broken = [{ version: '999', name: '999_broken', sql: 'create table half_done (id int); select no_such_function();' }];
  await expect(migrate(db, broken)).rejects.toThrow();
  expect(await db.query("select 1 from information_schema.tables where table_name = 'half_done'")).toEqual([]);
  expect(await db.query("select 1 from schema_migrations where version = '999'")).toEqual([]);
});

test('emails are unique whatever their case', async () => {
  await db.query("insert into users (type, name, email, password_hash) values ('ADMIN', 'A', 'Case@Example.com', 'x')");
  await expect(db.query("insert into users (type, name, email, password_hash) values ('ADMIN', 'B', 'case@example.COM', 'x')")).rejects.toMatchObject({
    name: 'DbError',
    code: '23505',
    constraint: 'users_email_key',
  });
  await db.query("delete from users where lower(email) = 'case@example.com'");
});

test('database errors keep SQLSTATE and constraint, never the statement, parameters or row detail', async () => {
  await db.query("insert into users (type, name, email, password_hash) values ('ADMIN', 'A', 'dup@example.com', 'hash-secret')");
  const error = await db
    .query("insert into users (type, name, email, password_hash) values ('ADMIN', 'B', $1, $2)", ['DUP@example.com', 'hash-secret'])
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'DbError', code: '23505', constraint: 'users_email_key' });
  expect(Object.keys(error as object).sort()).toEqual(['code', 'constraint', 'name']);
  expect(`${(error as Error).message}${JSON.stringify(error)}`).not.toMatch(/hash-secret|dup@/i);
  await db.query("delete from users where email = 'dup@example.com'");
});

test('first start: seeds reference data, the admin and demo data', async () => {
  expect(await isFirstStart(db)).toBe(true);
  const report = await seed(db, plan, testScrypt);
  expect(report).toEqual({ users: 3, atolls: 21, islands: 183, businessLocations: 7, jobConfigs: 2 });
  expect(await isFirstStart(db)).toBe(false);
  const users = await db.query<{ email: string; type: string; phone_number: string; password_hash: string }>('select * from users order by id limit 3');
  expect(users.map((u) => [u.type, u.email])).toEqual([
    ['ADMIN', 'admin@example.com'],
    ['CUSTOMER', 'customer@example.com'],
    ['SERVICE_PROVIDER', 'provider@example.com'],
  ]);
  for (const u of users) {
    expect(u.phone_number).toMatch(/^\+9607\d{6}$/);
    expect(await verifyPassword(DEMO_ADMIN.password, u.password_hash)).toBe(true);
  }
  const creators = await db.query<{ n: number }>(
    'select count(*)::int as n from business_locations where created_by = (select min(id) from users where type = $1)',
    ['ADMIN'],
  );
  expect(creators[0]!.n).toBe(7);
});

test('seeding again adds nothing', async () => {
  expect(await seed(db, plan, testScrypt)).toEqual({ users: 0, atolls: 0, islands: 0, businessLocations: 0, jobConfigs: 0 });
  expect(await count('islands')).toBe(183);
});

test('reset: drop everything, migrate and seed again (without demo data)', async () => {
  await dropAllTables(db);
  expect(await db.query("select table_name from information_schema.tables where table_schema = 'public'")).toEqual([]);
  await migrate(db);
  const report = await seed(db, { admin: { email: 'ops@example.mv', password: 'a-long-secret' }, demo: false }, testScrypt);
  expect(report).toEqual({ users: 1, atolls: 21, islands: 183, businessLocations: 0, jobConfigs: 2 });
});

test('two processes starting at once on a new database migrate it and seed it once', async () => {
  await dropAllTables(db);
  await db.exec('drop table if exists schema_migrations');
  // On PostgreSQL the pool gives each start connections of its own, as two processes would have.
  const start = async () => {
    await migrate(db);
    return seedOnFirstStart(db, () => plan, testScrypt);
  };
  const reports = await Promise.all([start(), start()]);
  expect(reports.filter((r) => r !== null)).toEqual([{ users: 3, atolls: 21, islands: 183, businessLocations: 7, jobConfigs: 2 }]);
  expect(await count("users where type = 'ADMIN'")).toBe(4); // the demo seed's admins
  expect(await count('business_locations')).toBe(7);
  // Started again on a seeded database: nothing to seed.
  expect(
    await seedOnFirstStart(
      db,
      () => {
        throw new Error('a seeded database needs no plan');
      },
      testScrypt,
    ),
  ).toBeNull();
});
