// `npm test` with PostgreSQL configured runs each API test file on PGlite, PostgreSQL or both
// (tooling/jest/database-split.cjs): no file may fall between the two.
const { databaseOf, ignoredOn, testFiles } = require('../../../tooling/jest/database-split.cjs') as {
  databaseOf: (file: string) => 'both' | 'pglite' | 'postgres';
  ignoredOn: (database: 'pglite' | 'postgres') => string[];
  testFiles: () => string[];
};

describe('the API test files split between PGlite and PostgreSQL', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('runs every file on at least one database, and the database tests on both', () => {
    process.env.API_TESTS_SPLIT = '1';
    process.env.TEST_DATABASE_URL = 'postgres://split@127.0.0.1/none';
    const files = testFiles();
    expect(files.length).toBeGreaterThan(50);
    const skipped = (database: 'pglite' | 'postgres') => files.filter((f) => ignoredOn(database).some((p) => new RegExp(p).test(`/x/api-server/src/${f}`)));
    const offPglite = skipped('pglite');
    const offPostgres = skipped('postgres');
    expect(offPglite.length).toBeGreaterThan(0);
    expect(offPostgres.length).toBeGreaterThan(0);
    expect(offPglite.filter((f) => offPostgres.includes(f))).toEqual([]);
    for (const file of ['db/postgres.test.ts', 'ops/rolling-restart.test.ts', 'http/route-matrix.test.ts']) {
      expect(files).toContain(file);
      expect(databaseOf(file)).toBe('both');
      expect([...offPglite, ...offPostgres]).not.toContain(file);
    }
  });

  it('runs every file on PGlite when PostgreSQL is not configured or the split is not asked for', () => {
    process.env.API_TESTS_SPLIT = '1';
    delete process.env.TEST_DATABASE_URL;
    expect(ignoredOn('pglite')).toEqual([]);
    process.env.TEST_DATABASE_URL = 'postgres://split@127.0.0.1/none';
    delete process.env.API_TESTS_SPLIT;
    expect(ignoredOn('pglite')).toEqual([]);
    expect(ignoredOn('postgres')).toEqual([]);
  });
});
