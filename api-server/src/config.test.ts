import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

test('defaults: port 4000, PGlite in <repo>/.data/pglite, the shell and remotes of tooling/apps.cjs, 15 min / 1 day / 7 days', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 4000,
    host: 'localhost',
    databaseUrl: undefined,
    dataDir: path.join(repoRoot, '.data', 'pglite'),
    pgliteSharedBuffersMb: 32,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 86_400,
    refreshFamilyTtlSeconds: 604_800,
    refreshReuseGraceSeconds: 20,
    login: { maxFailuresPerAccount: 10, maxFailuresPerIp: 50, windowSeconds: 900 },
    bodyLimitBytes: 65_536,
    tokenSecret: undefined,
    production: false,
  });
  expect(config.corsOrigins).toEqual([3000, 3001, 3002, 3003, 3004, 3005, 3006].map((p) => `http://localhost:${p}`));
  expect(path.basename(repoRoot)).not.toBe('api-server');
});

test('reads the environment; empty variables count as unset', () => {
  const config = loadConfig({
    PORT: '4100',
    DATABASE_URL: 'postgres://u:p@db:5432/app',
    CORS_ORIGINS: 'https://admin.example.mv, http://localhost:3000',
    ACCESS_TOKEN_TTL_SECONDS: '60',
    REFRESH_REUSE_GRACE_SECONDS: '0',
    TOKEN_SECRET: '',
    SEED_DEMO: 'true',
  });
  expect(config).toMatchObject({
    port: 4100,
    databaseUrl: 'postgres://u:p@db:5432/app',
    accessTokenTtlSeconds: 60,
    refreshReuseGraceSeconds: 0,
    tokenSecret: undefined,
  });
  expect(config.corsOrigins).toEqual(['https://admin.example.mv', 'http://localhost:3000']);
  expect(config.seed.demo).toBe(true);
});

test.each([
  ['PORT', 'abc'],
  ['TOKEN_SECRET', 'too-short'],
  ['CORS_ORIGINS', 'https://a.mv/path'],
  ['CORS_ORIGINS', '*'],
  ['DATABASE_URL', 'mysql://x'],
  ['ADMIN_PASSWORD', 'short'],
  ['REFRESH_REUSE_GRACE_SECONDS', '61'],
  ['REFRESH_REUSE_GRACE_SECONDS', '-1'],
])('rejects %s=%s naming the setting', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(name));
  expect(() => loadConfig({ [name]: value })).toThrow(`Env ${name} is not configured properly`);
});
