import { DEMO_ADMIN, resolveSeedPlan, SeedRefusedError } from './seed-plan';

const base = { databaseUrl: undefined, production: false, seed: { adminEmail: undefined, adminPassword: undefined, demo: false } };
const pg = { ...base, databaseUrl: 'postgres://db/app' };
const admin = { adminEmail: 'ops@example.mv', adminPassword: 'long-enough-secret' };

test('embedded database: the demo admin by default, demo data on', () => {
  expect(resolveSeedPlan(base)).toEqual({ admin: DEMO_ADMIN, demo: true });
});

test('embedded database with explicit credentials uses them', () => {
  expect(resolveSeedPlan({ ...base, seed: { ...base.seed, ...admin } })).toEqual({
    admin: { email: admin.adminEmail, password: admin.adminPassword },
    demo: true,
  });
});

test('PostgreSQL: no default admin; demo data only with SEED_DEMO', () => {
  expect(() => resolveSeedPlan(pg)).toThrow(SeedRefusedError);
  expect(resolveSeedPlan({ ...pg, seed: { ...pg.seed, ...admin } }).demo).toBe(false);
  expect(resolveSeedPlan({ ...pg, seed: { ...admin, demo: true } }).demo).toBe(true);
});

test('production never gets the default password, even embedded', () => {
  expect(() => resolveSeedPlan({ ...base, production: true })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
});

test('half a credential is refused', () => {
  expect(() => resolveSeedPlan({ ...base, seed: { ...base.seed, adminEmail: 'a@b.mv' } })).toThrow(/both/);
});
