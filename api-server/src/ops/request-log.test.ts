import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { loggerOptions } from '../http/logger';
import { createTestDb } from '../testing/test-db';
import { testConfig } from '../testing/test-config';
import { credentials } from '../testing/test-app';

/**
 * Request ids and logs (issue 36): every answer carries x-request-id (a caller's well-formed one
 * kept), every log line of the request has it, lines are JSON without secrets, and ACCESS_LOG
 * adds one line per request.
 */

let db: Db;
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];

async function appWith(accessLog: boolean): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  const config = testConfig();
  const app = await buildApp({ db, config: { ...config, ops: { ...config.ops, accessLog } }, logger: { ...loggerOptions('info'), stream } });
  app.get('/api/v1/test-failure', async () => {
    throw new Error('something broke');
  });
  await app.ready();
  return app;
}

let quiet: FastifyInstance;
let logged: FastifyInstance;
beforeAll(async () => {
  db = await createTestDb();
  quiet = await appWith(false);
  logged = await appWith(true);
});
afterAll(async () => {
  await quiet.close();
  await logged.close();
  await db.close();
});
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('every answer carries an id: success, not found, unauthorised, a malformed address', async () => {
  const urls = ['/api/v1/health', '/api/v1/nothing-here', '/api/v1/atolls', '/api/v1/atolls/%zz'];
  const ids = [];
  for (const url of urls) {
    const res = await quiet.inject({ method: 'GET', url });
    expect(res.headers['x-request-id']).toMatch(UUID);
    ids.push(res.headers['x-request-id']);
  }
  expect(new Set(ids).size).toBe(urls.length);
});

test("a caller's well-formed id is kept; a malformed one is replaced", async () => {
  const kept = ['0f5c1e2d9a8b7c6d5e4f3a2b1c0d9e8f', 'edge-1.req:42_abc'];
  for (const id of kept) {
    expect((await quiet.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
  }
  for (const id of ['short', 'has spaces in it', 'x'.repeat(129), '<script>alert(1)</script>', '-starts-with-dash']) {
    expect((await quiet.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': id } })).headers['x-request-id']).toMatch(UUID);
  }
});

test("a failure's log line carries the request's id; the answer says nothing of the error", async () => {
  const res = await quiet.inject({ method: 'GET', url: '/api/v1/test-failure' });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain('something broke');
  const failure = lines.find((l) => l.msg === 'request failed');
  expect(failure).toBeDefined();
  expect(failure!.reqId).toBe(res.headers['x-request-id']);
  expect(failure!.level).toBe(50);
});

test('without ACCESS_LOG no line per request; with it one JSON line each, without query, headers or secrets', async () => {
  await quiet.inject({ method: 'GET', url: '/api/v1/health' });
  expect(lines).toHaveLength(0);

  const { path, email } = credentials.admin;
  const secretPassword = 'Wrong#Password-4417';
  const login = await logged.inject({ method: 'POST', url: path, payload: { email, password: secretPassword } });
  expect(login.statusCode).toBe(403);
  const token = 'Bearer not-a-real-token-but-secret-shaped-1234567890';
  const list = await logged.inject({ method: 'GET', url: '/api/v1/atolls?search=Private%20words', headers: { authorization: token } });
  expect(list.statusCode).toBe(401);

  const access = lines.filter((l) => l.msg === 'request');
  expect(access).toHaveLength(2);
  expect(access[0]).toMatchObject({ reqId: login.headers['x-request-id'], method: 'POST', path, route: path, status: 403 });
  expect(access[1]).toMatchObject({ reqId: list.headers['x-request-id'], method: 'GET', path: '/api/v1/atolls', status: 401, user: null });
  expect(typeof access[1]!.ms).toBe('number');
  const all = raw.join('\n');
  for (const secret of [secretPassword, 'not-a-real-token', 'Private']) expect(all).not.toContain(secret);
});
