import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DbError } from '../db/db';
import { errorBody } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { loggerOptions } from './logger';
import { securityHeaders } from './security-headers';

/**
 * Database refusals the caller caused are 4xx, other database errors a bare 500, and neither
 * leaves a bound value in the log. Probe routes run real statements on the test database
 * (PGlite, or PostgreSQL with API_TESTS_ON_POSTGRES=1), so both drivers' errors are covered.
 */
let t: TestApp;
let app: FastifyInstance;
let admin: Session;
const lines: string[] = [];

type Probe = { sql: string; params: unknown[] };
const probes: Record<string, Probe> = {
  outOfRange: { sql: 'select id from atolls where id = $1', params: ['99999999999'] },
  notANumber: { sql: 'select id from atolls where id = $1', params: ['abc-secret'] },
  nulByte: { sql: 'select id from atolls where name = $1', params: ['nul\u0000secret'] },
  yearZero: { sql: 'select $1::date as d', params: ['0000-01-01'] },
  unknownReference: { sql: "insert into islands (name, atoll_id) values ('Probe island secret', $1)", params: [2147483647] },
  stillInUse: { sql: 'delete from atolls where id = (select atoll_id from islands limit 1) and $1::text is not null', params: ['still-secret'] },
  duplicate: { sql: "insert into atolls (name, code) select 'Dup secret', code from atolls where $1::int > 0 limit 1", params: [1] },
  serverFault: { sql: 'select * from no_such_table where id = $1', params: ['secret-param'] },
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  app = await buildApp({ db: t.db, config: testConfig(), logger: { ...loggerOptions('info'), stream } });
  app.get('/probe/:name', async (request) => {
    const { sql, params } = probes[(request.params as { name: string }).name];
    return t.db.query(sql, params);
  });
  app.get('/probe-driver-error', async () => {
    // A driver error that was never wrapped (as a failed COMMIT would be): statement and values attached.
    throw Object.assign(new Error('value "12345678901" is out of range for type integer'), {
      severity: 'ERROR',
      code: '22003',
      query: 'update atolls set id = $1',
      params: ['12345678901'],
      detail: 'Key (id)=(12345678901)',
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('database errors', () => {
  test.each([
    ['outOfRange', 400, 'Invalid value', '22003'],
    ['notANumber', 400, 'Invalid value', '22P02'],
    ['nulByte', 400, 'Invalid value', '22021'],
    ['yearZero', 400, 'Invalid value', '22008'],
    ['unknownReference', 400, 'Unknown reference', '23503'],
    ['stillInUse', 409, 'Still in use', '23503'],
    ['duplicate', 409, 'Already exists', '23505'],
    ['serverFault', 500, 'Something went wrong', '42P01'],
  ])('%s: %d %s, logged as %s with the route and no values', async (name, status, title, code) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: `/probe/${name}` });
    expect(res.statusCode).toBe(status);
    expect(errorBody(res)).toEqual({ status: 'fail', timestamp: expect.any(String), title, description: expect.any(String) });
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; db?: { code: string }; route?: string }).find((l) => l.db);
    expect(logged).toMatchObject({ db: { code }, route: 'GET /probe/:name' });
    const output = lines.join('');
    expect(output).not.toMatch(/secret|99999999999|0000-01-01|2147483647/);
    expect(res.body).not.toMatch(/secret|99999999999|0000-01-01|2147483647|atolls|islands/);
  });

  test('an error straight from the driver is answered and logged the same way, without its statement or values', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/probe-driver-error' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).title).toBe('Invalid value');
    const output = lines.join('');
    expect(output).toContain('"code":"22003"');
    expect(output).toContain('value \\"…\\" is out of range for type integer');
    expect(output).not.toMatch(/12345678901|update atolls/);
  });
});

test('a transaction whose COMMIT fails rejects with a DbError, not the driver error with its detail', async () => {
  await t.db.exec('create table commit_probe (v text, constraint commit_probe_key unique (v) deferrable initially deferred)');
  try {
    const failure = await t.db
      .transaction(async (tx) => {
        await tx.query('insert into commit_probe (v) values ($1), ($1)', ['commit-secret']);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DbError);
    expect(failure).toMatchObject({ code: '23505', constraint: 'commit_probe_key' });
    expect(JSON.stringify(failure) + String((failure as Error).stack)).not.toContain('commit-secret');
  } finally {
    await t.db.exec('drop table commit_probe');
  }
});

describe('addresses the router cannot take', () => {
  test.each([
    ['a malformed percent-encoding', '/api/v1/users/%E0%A4%A', 400, 'Bad request'],
    ['a lone percent sign', '/api/v1/users/%', 400, 'Bad request'],
    ['a path parameter over the length limit', `/api/v1/users/${'9'.repeat(500)}`, 414, 'Address too long'],
  ])('%s: the fail envelope with the security headers', async (_name, url, status, title) => {
    const res = await t.request({ method: 'GET', url }, admin);
    expect(res.statusCode).toBe(status);
    expect(errorBody(res)).toEqual({ status: 'fail', timestamp: expect.any(String), title, description: expect.any(String) });
    expect(res.headers).toMatchObject(securityHeaders);
  });
});
